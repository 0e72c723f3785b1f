/** The "Save for offline" button (its script reads these from the button's attributes). */
export const saveOffline = {
  save: 'Save for offline',
  saved: 'Saved for offline',
  /** `{date}`: the save date, filled in by the button's script. */
  savedOn: 'Saved on {date}',
  failed: 'Could not save this page. Check your connection and try again.',
};
