/**
 * What the /offline/ page's script writes (the saved pages by section, their dates, Remove) and the
 * banner the service worker puts on a saved copy it serves. `{date}`: a save date in India time.
 */
export const offline = {
  /** The groups saved pages are listed in (src/lib/offline/offline-copies.ts says which page is in which). */
  sections: {
    currentAffairs: 'Current affairs',
    mainsAnswers: 'Mains answers',
    quizzes: 'Quizzes',
    pdfs: 'PDFs',
    other: 'Other pages',
  },
  /** A page saved with "Save for offline", and one stored as it was opened. */
  savedOn: 'Saved on {date}',
  openedOn: 'Opened on {date}',
  /** The same for a copy stored without its date. */
  savedEarlier: 'Saved on an earlier visit',
  openedEarlier: 'Opened on an earlier visit',
  remove: 'Remove',
  removeLabel: 'Remove {title}',
  banner: "You're offline — this copy was saved on {date}",
  bannerEarlier: "You're offline — this copy was saved on an earlier visit",
};
