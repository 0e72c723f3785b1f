/**
 * The strings of the outbox indicator and the toast, in the page's language (its `<html lang>`).
 * This code is the same on every page and loads only while an enquiry waits, so it carries both
 * languages: no page carries them in its HTML (on a Telugu page that was 0.4 KB of gzip in the
 * first round trip, for an indicator most visits never show).
 */
import { outbox } from '@/i18n/en/outbox';
import { LOCALE } from '@/i18n/lang';
import { outbox as teOutbox } from '@/i18n/te/outbox';

export type OutboxStrings = typeof outbox;

const byLocale: Record<string, OutboxStrings> = { [LOCALE.te]: teOutbox };

export const outboxStrings = (): OutboxStrings => byLocale[document.documentElement.lang] ?? outbox;
