/** The toast (EnquiryQueue.astro's `[data-enquiry-toast]`) saying that saved enquiries have gone. */
const TOAST_MS = 8000;

export function showSentToast(sent: number): void {
  const toast = document.querySelector<HTMLElement>('[data-enquiry-toast]');
  if (!toast || !sent) return;
  toast.textContent = `Your saved ${sent > 1 ? 'enquiries have' : 'enquiry has'} been sent. We'll contact you soon.`;
  setTimeout(() => (toast.textContent = ''), TOAST_MS);
}
