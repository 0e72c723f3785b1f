/**
 * An enquiry of the service worker's Background Sync queue has gone while this page is open: the
 * worker tells one page only, which reports the conversion and shows the toast. Loaded by
 * components/shell/OfflineSupport.astro only when that message comes.
 */
import { reportSent } from '@/lib/enquiry-sent';
import type { SentByWorker } from '@/lib/enquiry-hand-over';
import { showSentToast } from './sent-toast';

export function sentByWorker({ id, form, course }: SentByWorker): void {
  reportSent(form, { id, course });
  showSentToast(1);
}
