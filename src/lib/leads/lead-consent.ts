/**
 * The consent a visitor gives on a form that sends personal data (the enquiry, call-back and PDF
 * forms, and the privacy page's request form): which notice they were shown, when they agreed and
 * in which language. Sent with every lead and stored beside it by the enquiry sheet
 * (scripts/enquiry-sheet/Code.gs checks its shape); a lead saved to send later keeps the consent
 * given when it was submitted.
 */
import type { Lang } from '@/i18n/lang';

/**
 * The version of the notice's text (the `forms` dictionary's notice and consent texts, both
 * languages, and the privacy page): change it, as the date of the change, whenever they change, so
 * the sheet shows which text each visitor agreed to (docs/privacy.md).
 */
export const NOTICE_VERSION = '2026-12-02';

/**
 * Days a lead is kept in the enquiry sheet before its daily clean-up deletes it: the default of the
 * sheet script's RETENTION_DAYS property (tests/unit/scripts/enquiry-sheet.test.ts keeps them equal),
 * and what the notice and the privacy page tell visitors.
 */
export const RETENTION_DAYS = 365;

export interface LeadConsent {
  /** NOTICE_VERSION when the visitor agreed. */
  notice: string;
  /** When the box was ticked, ISO 8601 (UTC). */
  at: string;
  /** The language of the page, and so of the notice the visitor read. */
  lang: Lang;
}

/** The consent given now (or `at`) on a page in `lang`. */
export const leadConsent = (lang: Lang, at: Date = new Date()): LeadConsent => ({
  notice: NOTICE_VERSION,
  at: at.toISOString(),
  lang,
});
