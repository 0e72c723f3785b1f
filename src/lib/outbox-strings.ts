/**
 * The strings of the outbox indicator and the toast, in the page's language: a page not in English
 * writes them into EnquiryQueue.astro's box (`data-strings`), as these scripts are the same on
 * every page; English pages carry nothing and get the English section.
 */
import { outbox } from '@/i18n/en/outbox';

export type OutboxStrings = typeof outbox;

export function outboxStrings(): OutboxStrings {
  const written = document.querySelector<HTMLElement>('[data-outbox]')?.dataset.strings;
  return written ? (JSON.parse(written) as OutboxStrings) : outbox;
}
