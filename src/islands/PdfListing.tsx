/**
 * The current-affairs PDF listing (spec document 2 §2 "PDF pages", §4, §8): a category dropdown,
 * horizontally scrolling cards, and Download PDF opening a modal with the call-back form; when the
 * lead is kept (sent, saved to send later, or on a build that collects none) the modal closes and
 * the PDF opens in a new tab: a visitor never hands over details for nothing. A PDF without a file has a
 * disabled "PDF coming soon" instead. Cards come from the build (src/lib/content/pdf-listing.ts); `failed`
 * shows the error state instead. A category chosen or a Download tapped before hydration is taken
 * over when the island mounts (src/components/common/PendingTaps.astro).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { CalendarDays, Clock, Download, ExternalLink, FileText, RotateCw, X } from 'lucide-react';
import CallbackForm from '@/islands/CallbackForm';
import type { FormIslandStrings } from '@/islands/enquiry-form-base';
import type { IslandStrings } from '@/i18n';
import { crash } from '@/i18n/en/crash';
import { forms } from '@/i18n/en/forms';
import { LOCALE } from '@/i18n/lang';
import { pdf } from '@/i18n/en/pdf';
import { fill } from '@/i18n/template';
import { withErrorBoundary } from '@/islands/ErrorBoundary';
import { takePendingTap } from '@/islands/pending-tap';
import { track } from '@/lib/tags/analytics';
import type { PdfCard } from '@/lib/content/pdf-listing';

interface Props {
  /** The PDFs, newest first. */
  cards: PdfCard[];
  /** Heading of the listing. */
  title?: string;
  /** A sentence under the heading. */
  lead?: string;
  /** Heading level: 1 where the listing is the page, 2 inside another page. */
  headingLevel?: 1 | 2;
  /** The PDFs could not be loaded: show the error state. */
  failed?: boolean;
  /** The listing is in the first screen: the first covers load eagerly, the first at high priority (the LCP). */
  priority?: boolean;
  /** The page's language and its strings (the listing's, and its lead form's); English when absent. */
  strings?: IslandStrings<'pdf'> & FormIslandStrings;
}

const english: IslandStrings<'pdf'> & FormIslandStrings = { lang: 'en', pdf, forms, crash };

const ALL = 'all';
/** Covers a 360 px phone shows in its first screen (one card and part of the next). */
const FIRST_SCREEN_COVERS = 2;

/** The dropdown's categories after 'all': distinct, sorted. (Here, not in lib/content/pdf-listing.ts, which pulls in zod.) */
const categoriesOf = (cards: readonly PdfCard[]) =>
  [...new Set(cards.flatMap((c) => (c.category ? [c.category] : [])))].sort((a, b) => a.localeCompare(b));

/** Opens the PDF in a new tab; false when the browser blocked the tab. */
function openPdf(url: string): boolean {
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  return tab !== null;
}

function PdfListing({
  cards,
  strings = english,
  title = strings.pdf.title,
  lead,
  headingLevel = 2,
  failed = false,
  priority = false,
}: Props) {
  const { pdf: t } = strings;
  // Categories are the editors' values, kept as written: English text on a page in another
  // language, as EntryMeta.astro marks an entry's category and tags.
  const categoryLang = strings.lang === 'en' ? undefined : LOCALE.en;
  const [category, setCategory] = useState(ALL);
  const [active, setActive] = useState<PdfCard | null>(null);
  /** The lead was kept but the browser blocked the tab: the modal offers the link instead. */
  const [blocked, setBlocked] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const categorySelect = useRef<HTMLSelectElement>(null);
  const openLink = useRef<HTMLAnchorElement>(null);
  const ids = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const CardHeading = headingLevel === 1 ? 'h2' : 'h3';
  const shown = category === ALL ? cards : cards.filter((c) => c.category === category);

  const download = (card: PdfCard) => {
    setActive(card);
    if (!dialog.current?.open) dialog.current?.showModal();
  };

  // Taken over at hydration: a category chosen in the plain dropdown, a Download tapped.
  useEffect(() => {
    const chosen = categorySelect.current?.value;
    if (chosen && chosen !== ALL) setCategory(chosen);
    const tap = takePendingTap(dialog.current);
    const tapped = cards.find((c) => c.url && c.id === tap);
    if (tapped) download(tapped);
  }, []);

  useEffect(() => {
    if (blocked) openLink.current?.focus();
  }, [blocked]);

  const downloaded = () => {
    if (!active?.url) return;
    track('pdf_download', { pdf_title: active.title, pdf_category: active.category });
    if (openPdf(active.url)) dialog.current?.close();
    else setBlocked(true);
  };

  return (
    <div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Heading className={headingLevel === 1 ? 'text-3xl sm:text-4xl' : 'section-title'}>{title}</Heading>
          {lead && <p className="section-lead">{lead}</p>}
        </div>
        {!failed && cards.length > 0 && (
          <div className="sm:w-64">
            <label htmlFor={`${ids}-category`} className="field-label">
              {t.category}
            </label>
            <select
              ref={categorySelect}
              id={`${ids}-category`}
              className="field"
              value={category}
              onChange={(e) => setCategory(e.target.value)}
            >
              <option value={ALL}>{t.allCategories}</option>
              {categoriesOf(cards).map((c) => (
                <option key={c} value={c} lang={categoryLang}>
                  {c}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>

      {failed ? (
        <div role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
          <p className="text-lg font-semibold">{t.errorTitle}</p>
          <p className="mt-1">{t.errorText}</p>
          <button type="button" className="mt-4 btn-primary" onClick={() => window.location.reload()}>
            <RotateCw size={16} aria-hidden="true" />
            {t.tryAgain}
          </button>
        </div>
      ) : shown.length === 0 ? (
        <div className="mt-6 card p-8 text-center">
          <FileText size={32} aria-hidden="true" className="mx-auto text-slate-400" />
          <p className="mt-2 text-lg font-semibold text-brand-900">{t.emptyTitle}</p>
          <p className="mx-auto mt-1 max-w-md text-slate-600">{t.emptyText}</p>
        </div>
      ) : (
        <ul
          className="-mx-4 mt-6 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:scroll-px-0 sm:px-0"
          aria-label={title}
        >
          {shown.map((card, i) => (
            <li key={card.id} className="w-60 shrink-0 snap-start" data-testid="pdf-card">
              <article className="flex h-full flex-col overflow-hidden card">
                <div className="aspect-3/4 bg-brand-50">
                  {card.thumbnail ? (
                    <img
                      src={card.thumbnail.src}
                      srcSet={card.thumbnail.srcset}
                      sizes={card.thumbnail.srcset ? '240px' : undefined}
                      width={card.thumbnail.width}
                      height={card.thumbnail.height}
                      alt=""
                      loading={priority && i < FIRST_SCREEN_COVERS ? 'eager' : 'lazy'}
                      fetchPriority={priority && i === 0 ? 'high' : undefined}
                      decoding={priority && i === 0 ? undefined : 'async'}
                      className="h-full w-full object-cover"
                    />
                  ) : (
                    <div className="grid h-full place-items-center text-brand-300">
                      <FileText size={56} aria-hidden="true" />
                    </div>
                  )}
                </div>
                <div className="flex flex-1 flex-col gap-2 p-4">
                  {card.category && (
                    <p
                      className="self-start rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-700 ring-1 ring-accent-100"
                      lang={categoryLang}
                    >
                      {card.category}
                    </p>
                  )}
                  <CardHeading className="text-base leading-snug text-brand-900">{card.title}</CardHeading>
                  {card.date && (
                    <p className="inline-flex items-center gap-1 text-sm text-slate-600">
                      <CalendarDays size={14} aria-hidden="true" />
                      <time dateTime={card.date.iso}>{card.date.text}</time>
                    </p>
                  )}
                  {card.url ? (
                    <button
                      type="button"
                      className="mt-auto btn-primary"
                      data-pending-tap={card.id}
                      onClick={() => download(card)}
                    >
                      <Download size={16} aria-hidden="true" />
                      {t.download}
                    </button>
                  ) : (
                    // No file published yet: nothing to download, so no modal and no dead button.
                    <button type="button" className="mt-auto btn-outline" disabled>
                      <Clock size={16} aria-hidden="true" />
                      {t.comingSoon}
                    </button>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}

      <dialog
        ref={dialog}
        aria-labelledby={active ? `${ids}-dialog-title` : undefined}
        onClose={() => {
          setActive(null);
          setBlocked(false);
        }}
        onClick={(e) => e.target === e.currentTarget && dialog.current?.close()}
        className="m-auto w-[min(94vw,36rem)] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-950/70"
      >
        {active && (
          <div className="p-5 sm:p-6">
            <div className="flex items-start justify-between gap-3">
              <h2 id={`${ids}-dialog-title`} className="text-lg sm:text-xl">
                {fill(t.dialogTitle, { title: active.title })}
              </h2>
              <button
                type="button"
                onClick={() => dialog.current?.close()}
                aria-label={t.close}
                className="-mt-2 -mr-2 grid size-11 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              >
                <X size={22} aria-hidden="true" />
              </button>
            </div>
            {blocked && active.url ? (
              <div className="mt-4 grid justify-items-start gap-4">
                <p className="text-slate-700">{t.ready}</p>
                <a
                  ref={openLink}
                  href={active.url}
                  target="_blank"
                  rel="noopener"
                  className="btn-accent px-6 py-3 text-base"
                  onClick={() => dialog.current?.close()}
                >
                  <ExternalLink size={18} aria-hidden="true" />
                  {t.open}
                </a>
              </div>
            ) : (
              <>
                <p className="mt-1 mb-5 text-sm text-slate-600">{t.fillForm}</p>
                <CallbackForm
                  idPrefix="pdf-download"
                  labelledBy={`${ids}-dialog-title`}
                  submitLabel={t.submitAndDownload}
                  onLeadKept={downloaded}
                  strings={strings}
                />
              </>
            )}
          </div>
        )}
      </dialog>
    </div>
  );
}

export default withErrorBoundary(PdfListing);
