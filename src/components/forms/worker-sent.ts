/**
 * Enquiries of the service worker's Background Sync queue that have gone while this page is open:
 * the worker tells one page only, which reports each conversion once and shows the toast. Loaded
 * by components/shell/OfflineSupport.astro (through WorkerSentScript.astro) only when such a note
 * comes: it reports the notes kept on window before it ran, then takes the list over so that each
 * later note is reported as it comes.
 */
import { reportSent } from '@/lib/leads/enquiry-sent';
import type { SentByWorker } from '@/lib/leads/sent-by-worker';
import { showSentToast } from '@/lib/leads/sent-toast';

const report = (notes: SentByWorker[]) => {
  for (const { id, form, course } of notes) reportSent(form, { id, course });
  showSentToast(notes.length);
  return notes.length;
};
report(window.enquiriesSentByWorker?.splice?.(0) ?? []);
window.enquiriesSentByWorker = { push: (...notes) => report(notes) };
