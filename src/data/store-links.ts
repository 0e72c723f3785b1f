/**
 * Links to the academy's external course store ("Buy Now", magazine issues). One helper, so every
 * store link carries the same utm parameters and the store can attribute sales to the page.
 */
import { placeholder } from './placeholder';

export const STORE_ORIGIN = placeholder(
  'https://store.aksharaacademy.in',
  'Online store',
  'Course pages (Buy Now, magazines, popups, enrol links)',
);

interface StoreLinkOptions {
  /** utm_campaign: the course id of the page the link is on. */
  campaign: string;
  /** utm_medium; course pages by default. */
  medium?: string;
  /** utm_content: which link on the page, when a page has several kinds (e.g. "magazine"). */
  content?: string;
}

/** `storeUrl('/courses/upsc-foundation', { campaign: 'upsc' })` → the store URL with utm_source=website … */
export function storeUrl(path: string, { campaign, medium = 'course_page', content }: StoreLinkOptions): string {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`Not a store path: ${path}`);
  const url = new URL(path, STORE_ORIGIN);
  url.searchParams.set('utm_source', 'website');
  url.searchParams.set('utm_medium', medium);
  url.searchParams.set('utm_campaign', campaign);
  if (content) url.searchParams.set('utm_content', content);
  return url.toString();
}
