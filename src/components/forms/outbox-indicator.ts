/**
 * The outbox indicator's behaviour (markup in EnquiryQueue.astro): the indicator's text from the
 * shared outbox store, Send now, Discard, the one-time week-old notice, the toast when saved
 * enquiries have gone, and the automatic tries (now, and when the connection returns). Loaded by
 * EnquiryQueue.astro only while an enquiry waits, and by the forms (which already hold the outbox
 * code, so it starts even offline) once they have saved one.
 */
import {
  discardQueue,
  flushQueue,
  isOffline,
  markWarned,
  needsStaleNotice,
  outbox,
  outboxLabel,
} from '@/lib/enquiry-queue';

let started = false;

/** Starts the indicator once per page; later calls do nothing. */
export function startOutboxIndicator(): void {
  const root = document.querySelector<HTMLElement>('[data-outbox]');
  if (started || !root) return;
  started = true;
  const TOAST_MS = 8000;
  const part = (name: string) => root.querySelector<HTMLElement>(`[data-outbox-${name}]`)!;
  const [label, note, stale] = [part('label'), part('note'), part('stale')];
  const send = part('send') as HTMLButtonElement;
  const toast = document.querySelector<HTMLElement>('[data-enquiry-toast]')!;

  outboxLabel.subscribe((text) => {
    root.hidden = !text;
    label.textContent = text;
  });

  const flush = async (force = false) => {
    send.disabled = true;
    const { sent, failed } = await flushQueue(force).finally(() => (send.disabled = false));
    if (failed && force) note.textContent = "We couldn't reach our server. We'll try again later.";
    if (!sent) return;
    note.textContent = '';
    toast.textContent = `Your saved ${sent > 1 ? 'enquiries have' : 'enquiry has'} been sent. We'll contact you soon.`;
    setTimeout(() => (toast.textContent = ''), TOAST_MS);
  };

  send.addEventListener('click', () => {
    note.textContent = isOffline() ? "You're offline. It will be sent when you're back online." : '';
    flush(true);
  });
  part('discard').addEventListener('click', () => {
    if (confirm('Discard your saved enquiry? It will not be sent.')) discardQueue();
  });

  // A week of failures: told once, with the Admissions number; the enquiry stays.
  if (needsStaleNotice(outbox.get(), Date.now())) {
    stale.hidden = false;
    markWarned();
  }
  addEventListener('online', () => flush());
  flush();
}
