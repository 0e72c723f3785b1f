/** The toast (EnquiryQueue.astro's `[data-enquiry-toast]`) saying that saved enquiries have gone. */
import { outboxStrings } from '@/lib/leads/outbox-strings';

const TOAST_MS = 8000;

export function showSentToast(sent: number): void {
  const toast = document.querySelector<HTMLElement>('[data-enquiry-toast]');
  if (!toast || !sent) return;
  const t = outboxStrings();
  toast.textContent = sent > 1 ? t.sentMany : t.sentOne;
  setTimeout(() => (toast.textContent = ''), TOAST_MS);
}
