/**
 * Sending an answer for review from under a mains answer (issue 47): the form the comment box
 * opens, its notice and consent box, and what it tells the student. The notice is this form's own
 * (a reviewed answer is published with the student's name); a change to it, as to the forms'
 * notice, needs a new NOTICE_VERSION (src/lib/leads/lead-consent.ts).
 */
export const answers = {
  lead: 'Send your answer to the academy’s mentors. A mentor reviews it and may publish it on this question’s reviewed answers, with your name, a review and a score.',
  name: 'Name to show with your answer',
  namePlaceholder: 'e.g. Ravi K.',
  photos: 'Photos of a handwritten answer (up to 3)',
  takePhoto: 'Take a photo',
  choosePhotos: 'Choose photos',
  preparingPhotos: 'Preparing photos…',
  removePhoto: 'Remove photo {number}',
  tooManyPhotos: 'You can send at most 3 photos: the first 3 are kept.',
  unreadablePhoto: 'This photo’s format cannot be read here: take it as JPEG or choose another',
  photoTooLarge:
    'This photo is still over 300 KB after making it smaller: take it again closer to the page, or choose another.',
  send: 'Send for review',
  sending: 'Sending…',
  cancel: 'Only post a comment',
  nameMissing: 'Please enter the name to show with your answer.',
  empty: 'Type your answer or add a photo of it to send.',
  tooLong: 'Please keep the answer under 20,000 characters.',
  /** What happened, each message true to it (as the enquiry forms'). */
  sent: 'Your answer has been sent. Once a mentor has reviewed it, it shows under this question’s reviewed answers.',
  offline: "You're offline.",
  failed: "We couldn't reach our server.",
  unconfirmed: 'Our server did not confirm that it received your answer.',
  keptByWorker: 'Your answer is saved on this device and will be sent automatically, even if you close this page.',
  keptOnPage:
    'Your answer is saved on this device and will be sent the next time you open the discussion of a mains answer on this site while online.',
  rejected: 'Your answer was not accepted: {reason} Everything you typed is still here.',
  unavailable:
    'Answers are not being collected for review on this version of the site. You can still post yours as a comment on this device.',
  storageFull:
    'Your browser storage is full, so your answer could not be kept to send. Everything you typed is still here: clear some site data or remove a photo, then send again.',
  storageUnavailable:
    'This browser does not allow keeping your answer to send (storage is blocked or disabled). Everything you typed is still here.',
  /** The notice and consent box (src/islands/consent-notice.tsx): {academy}, {privacy} as in the forms' notice. */
  notice:
    '{academy} keeps your name, answer and photos for its mentors to review. Only its staff see them until a mentor publishes the reviewed answer on this site, with your name. You can have it corrected or removed at any time: {privacy}.',
  privacyLink: 'privacy notice',
  consentLabel: 'I agree to this use of my answer and name.',
  consentMissing: 'Please tick the box to agree before sending: nothing is sent without it.',
};
