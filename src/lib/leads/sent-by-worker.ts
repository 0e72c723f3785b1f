/**
 * The message the service worker sends one open page when its Background Sync queue has sent an
 * enquiry (src/service-worker/sw.ts, src/components/shell/OfflineSupport.astro), and where that
 * page keeps the notes until the code that reports them (components/forms/worker-sent.ts) runs.
 * A module of its own: every page's script bundles it without the rest of the enquiry code.
 */
import type { EnquiryFormName } from './enquiry-hand-over';

export const SENT_BY_WORKER_MESSAGE = 'ENQUIRY_SENT';

/** What the worker tells the page: enough for the conversion, never the visitor's details. */
export interface SentByWorker {
  type: typeof SENT_BY_WORKER_MESSAGE;
  id: string;
  form: EnquiryFormName;
  course: string;
}

declare global {
  interface Window {
    /** Notes the page has received: a list until worker-sent.ts runs, which then reports each as it is pushed. */
    enquiriesSentByWorker?: Pick<SentByWorker[], 'push'> & Partial<Pick<SentByWorker[], 'splice'>>;
  }
}
