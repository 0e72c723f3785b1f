/**
 * Cards of the current-affairs PDF listing (spec document 2 §2 "PDF pages", §5, §7): the PDFs of
 * a section, newest first, with what a card shows prepared at build time for the island.
 */
import { imageSources } from '@/lib/content/content-image';
import { formatLongDate, isoDay } from '@/lib/dates';
import type { Lang } from '@/i18n';
import type { ExamKey } from '@/lib/content/sections';
import type { CurrentAffairsPdf } from '@/schemas/current-affairs-pdf';
import { toHttps } from '@/schemas/shared';

/** What one card of the listing shows and downloads. */
export interface PdfCard {
  /** Contentful entry id. */
  id: string;
  title: string;
  /** Category for the badge and the dropdown; absent when the editor left it empty. */
  category?: string;
  /** Publish date as shown, "January 5, 2025", and as YYYY-MM-DD. */
  date?: { text: string; iso: string };
  /** Cover picture, ready for an `<img>` (decorative: the card's title names the PDF). */
  thumbnail?: { src: string; srcset?: string; width?: number; height?: number };
  /** The (first) PDF file, https; null when the entry has no published file. */
  url: string | null;
}

/** A collection entry: the Contentful id and its checked data. */
interface Entry {
  id: string;
  data: CurrentAffairsPdf;
}

const newestFirst = (d: CurrentAffairsPdf) => (d.createdAt ?? d.publishDate)?.getTime() ?? 0;

/**
 * The cards of a section's PDFs (page list holding the section key, case-insensitive), newest
 * created first as the spec's query orders them. Every file address is made https; dates are
 * written in `lang`.
 */
export function pdfCards(entries: readonly Entry[], key: ExamKey, lang: Lang = 'en'): PdfCard[] {
  return entries
    .filter(({ data }) => data.page.some((p) => p.toLowerCase().includes(key)))
    .sort((a, b) => newestFirst(b.data) - newestFirst(a.data))
    .map(({ id, data }) => {
      const file = data.pdfFile[0];
      const thumb = data.thumbnail;
      return {
        id,
        title: data.title,
        ...(data.category && { category: data.category }),
        ...(data.publishDate && {
          date: { text: formatLongDate(data.publishDate, lang), iso: isoDay(data.publishDate) },
        }),
        ...(thumb && {
          thumbnail: imageSources({ ...thumb, url: toHttps(thumb.url) }, [240, 480]),
        }),
        url: file ? toHttps(file.url) : null,
      };
    });
}
