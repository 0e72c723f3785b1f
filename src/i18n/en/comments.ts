/** The discussion under a mains answer. */
export const comments = {
  formLabel: 'Post a comment',
  yourComment: 'Your comment',
  placeholder: 'Share your answer, a doubt or a point the model answer missed',
  previewAlt: 'Selected image preview',
  removeImage: 'Remove image',
  preparingImage: 'Preparing image…',
  changeImage: 'Change image',
  attachImage: 'Attach image',
  post: 'Post Comment',
  one: '1 comment',
  many: '{count} comments',
  none: 'No comments yet. Be the first to share your answer.',
  listLabel: 'Comments',
  imageAlt: 'Image attached by {user}',
  storageFull:
    'Your browser storage is full, so this comment was not saved. Your text is still here: remove the image or clear some site data, then post again.',
  storageUnavailable:
    'This browser does not allow saving comments (storage is blocked or disabled). Your text is still here.',
  empty: 'Write a comment or attach an image to post.',
  badImage: 'That file could not be opened as an image. Please choose a JPEG, PNG, GIF or WebP picture.',
  /** The text's length against the question's word limit (issue 47). */
  words: '{count} / {limit} words',
  /** Opens the form that sends the answer to the academy's mentors (its texts: `answers`). */
  sendForReview: 'Send for review',
  /** A comment sent for review: where its answer is. */
  statusWaiting: 'Waiting to send',
  statusSent: 'Sent for review',
  statusReviewed: 'Reviewed — see below',
  statusRefused: 'Not accepted: {reason}',
  photoAlt: 'Photo {number} of your answer',
};
