/**
 * Browser: the "Was this helpful?" widgets of the page (components/content/FeedbackWidget.astro),
 * started by the shell's one script. A few lines beside the shell's storage helpers, so an article
 * asks for no file more for them. A visitor who voted sees the thanks.
 */
import { browserStorage, readItem, writeItem } from './safe-storage';

export function startFeedback(): void {
  const store = browserStorage();
  for (const widget of document.querySelectorAll<HTMLElement>('[data-feedback]')) {
    const key = widget.dataset.feedback!;
    const ask = widget.querySelector<HTMLElement>('[data-feedback-ask]')!;
    const thanks = widget.querySelector<HTMLElement>('[data-feedback-thanks]')!;
    const done = () => {
      ask.hidden = true;
      thanks.textContent = thanks.dataset.feedbackThanks!;
    };
    if (readItem(store, key)) done();
    widget.addEventListener('click', (event) => {
      const vote = (event.target as Element).closest<HTMLButtonElement>('[data-vote]')?.dataset.vote;
      if (!vote) return;
      writeItem(store, key, vote);
      done();
    });
  }
}
