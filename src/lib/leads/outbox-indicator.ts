/**
 * The outbox indicator (its box in EnquiryQueue.astro, its inside written here): the indicator's text from the
 * shared outbox store, Send now, Discard, the one-time week-old notice, the toast when saved
 * enquiries have gone, and the automatic tries (now, and when the connection returns). Loaded by
 * EnquiryQueue.astro only while an enquiry waits, and by the forms (which already hold the outbox
 * code, so it starts even offline) once they have saved one.
 */
import { phones, telHref } from '@/data/contacts';
import { fill } from '@/i18n/template';
import { isOffline } from '@/lib/leads/endpoint';
import { discardQueue, flushQueue, markWarned, needsStaleNotice, outbox, outboxLabel } from '@/lib/leads/enquiry-queue';
import { outboxStrings, type OutboxStrings } from './outbox-strings';
import { showSentToast } from './sent-toast';

let started = false;

const action = 'rounded-md px-2 py-1 font-semibold underline hover:bg-amber-100 disabled:opacity-60';

/** The indicator's inside: written here, not in every page's HTML, as most pages never show it. */
const indicatorHtml = (t: OutboxStrings) =>
  '<div class="container-page flex flex-wrap items-center gap-x-2 gap-y-1 py-2">' +
  '<p class="mr-auto font-medium max-sm:w-full" data-outbox-label></p>' +
  `<button type="button" class="${action}" data-outbox-send>${t.sendNow}</button>` +
  `<button type="button" class="${action}" data-outbox-discard>${t.discard}</button>` +
  '<p class="w-full empty:hidden" role="status" data-outbox-note></p>' +
  `<p class="w-full" role="alert" data-outbox-stale hidden>${t.staleLead} ` +
  `<a href="${telHref(phones.admissions)}" class="font-semibold underline" ` +
  `data-track="phone_call">${phones.admissions.display}</a>. ${t.staleTail}</p></div>`;

/** Starts the indicator once per page; later calls do nothing. */
export function startOutboxIndicator(): void {
  const root = document.querySelector<HTMLElement>('[data-outbox]');
  if (started || !root) return;
  started = true;
  const t = outboxStrings();
  root.innerHTML = indicatorHtml(t);
  const part = (name: string) => root.querySelector<HTMLElement>(`[data-outbox-${name}]`)!;
  const [label, note, stale] = [part('label'), part('note'), part('stale')];
  const send = part('send') as HTMLButtonElement;

  outboxLabel.subscribe((text) => {
    root.hidden = !text;
    label.textContent = text;
  });

  const flush = async (force = false) => {
    send.disabled = true;
    const { sent, failed, rejected } = await flushQueue(force).finally(() => (send.disabled = false));
    if (failed && force) note.textContent = failed === 'unconfirmed' ? t.unconfirmedLater : t.retryLater;
    // Removed, so the indicator may be gone: the visitor is told at once.
    for (const reason of rejected) alert(fill(t.refused, { reason, phone: phones.admissions.display }));
    if (!sent) return;
    note.textContent = '';
    showSentToast(sent);
  };

  send.addEventListener('click', () => {
    note.textContent = isOffline() ? t.offlineSend : '';
    flush(true);
  });
  part('discard').addEventListener('click', () => {
    if (confirm(t.discardConfirm)) discardQueue();
  });

  // A week of failures: told once, with the Admissions number; the enquiry stays.
  if (needsStaleNotice(outbox.get(), Date.now())) {
    stale.hidden = false;
    markWarned();
  }
  addEventListener('online', () => flush());
  flush();
}
