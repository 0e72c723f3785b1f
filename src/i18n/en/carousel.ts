/** The hero slideshow's controls and what a screen reader calls it and its slides. */
export const carousel = {
  /** What the slideshow is (its `aria-roledescription`), and each slide. */
  carousel: 'carousel',
  slide: 'slide',
  /** A slide's name: "1 of 4". */
  slideOf: '{number} of {total}',
  previous: 'Previous slide',
  next: 'Next slide',
  play: 'Play slideshow',
  pause: 'Pause slideshow',
  /** A dot's name, without and with the slide's title. */
  goTo: 'Go to slide {number}',
  goToTitled: 'Go to slide {number}: {title}',
};
