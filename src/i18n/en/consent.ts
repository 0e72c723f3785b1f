/** The consent bar asked before any tag loads, and the footer's button that reopens it (components/shell/ConsentBar.astro). */
export const consent = {
  /** The bar's name for screen readers. */
  label: 'Cookie consent',
  text: 'May we use analytics and ad cookies?',
  accept: 'Accept',
  decline: 'Decline',
  /** The footer's button that shows the bar again. */
  settings: 'Cookie settings',
};
