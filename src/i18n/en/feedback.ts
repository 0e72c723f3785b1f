/** "Was this helpful?" under articles and mains answers. */
export const feedback = {
  label: 'Feedback',
  helpful: 'Was this helpful?',
  yes: 'Yes',
  no: 'No',
  /** Shown by the widget's script after a vote (it reads it from an attribute). */
  thanks: 'Thank you for your feedback!',
};
