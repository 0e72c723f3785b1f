/**
 * Static paging (DESIGN.md "Routes"): `…/list/` is page 1, `…/list/page/N/` is page N, and old
 * `?page=N` links are sent to the same place.
 */
export const PAGE_SIZE = 10;

/** Number of pages for `total` items; an empty list still has one (empty) page. */
export const pageCount = (total: number, size = PAGE_SIZE) => Math.max(1, Math.ceil(total / size));

/** The items on page `page` (1-based). */
export const pageItems = <T>(items: readonly T[], page: number, size = PAGE_SIZE) =>
  items.slice((page - 1) * size, page * size);

/** Spec doc 2 §5: the page parameter must be an integer of 1 or more, otherwise 1. */
export function parsePageParam(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value.trim())) return 1;
  const n = Number(value.trim());
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** The static path of page `page` of a list at `listPath` (no trailing slash). */
export const pagePath = (listPath: string, page: number) => (page <= 1 ? `${listPath}/` : `${listPath}/page/${page}/`);
