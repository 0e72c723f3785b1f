/**
 * The banner the service worker puts on a saved copy of a page it serves instead of the network's
 * (src/service-worker/sw.ts), in the page's language: the address tells it (`/te/…`: Telugu), the
 * texts are the dictionaries' `offline` sections. A module of its own, the worker's: the /offline/
 * page's script (src/lib/offline/offline-copies.ts) carries neither these texts nor the date formatter.
 */
import { formatLongDate } from '@/lib/dates';
import { langOf, type Lang } from '@/i18n/lang';
import { fill } from '@/i18n/template';
import { offline as en } from '@/i18n/en/offline';
import { offline as te } from '@/i18n/te/offline';
import type { OfflineStrings } from '@/lib/offline/offline-copies';

const strings: Record<Lang, OfflineStrings> = { en, te };

/** The slim banner, dated in India time in the page's language. */
function offlineBanner(saved: Date | null, lang: Lang) {
  const t = strings[lang];
  return (
    `<p role="status" data-offline-banner class="bg-accent-100 px-4 py-1.5 text-center text-sm text-brand-900">` +
    `${saved ? fill(t.banner, { date: formatLongDate(saved, lang) }) : t.bannerEarlier}</p>`
  );
}

/** The HTML of the page at `pathname` with the banner as the first thing in its body. */
export const withBanner = (html: string, saved: Date | null, pathname: string) =>
  html.replace(/<body[^>]*>/i, (body) => body + offlineBanner(saved, langOf(pathname)));
