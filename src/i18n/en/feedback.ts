/** "Was this helpful?" under articles and mains answers; its script imports this (English) module alone. */
export const feedback = {
  label: 'Feedback',
  helpful: 'Was this helpful?',
  yes: 'Yes',
  no: 'No',
  thanks: 'Thank you for your feedback!',
};
