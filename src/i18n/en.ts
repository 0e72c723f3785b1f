/**
 * English UI strings: the spec's texts. te.ts gives every key in Telugu; a key missing there fails
 * the type check. Every string is plain text (islands receive them as props, which carry no
 * functions); a `{name}` in one is filled in by src/i18n/template.ts.
 *
 * Each section is a named export as well: an island imports only its own sections, so an English
 * page's script carries none of the others (nor any Telugu).
 */

// The site shell: top bar, header, footer, action bar, contact dialog, floating buttons.
export const shell = {
  skipToContent: 'Skip to content',
  contactDetails: 'Contact details',
  home: 'Home',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  courses: 'Courses',
  search: 'Search',
  menu: 'Menu',
  enquireNow: 'Enquire Now',
  quickActions: 'Quick actions',
  call: 'Call',
  whatsApp: 'WhatsApp',
  quickContact: 'Quick contact',
  callUs: 'Call us',
  chatOnWhatsApp: 'Chat on WhatsApp',
  contactUs: 'Contact Us',
  close: 'Close',
  copyNumber: 'Copy {label} number',
  callNumber: 'Call {label}',
  /** Who answers each phone number (src/data/contacts.ts). */
  phoneLabels: { main: 'Main Office', admissions: 'Admissions' },
  /** The header's own links (src/data/navigation.ts). */
  nav: { home: 'Home', about: 'About', gallery: 'Gallery', testimonials: 'Testimonials', contact: 'Contact' },
  /** The footer's link groups (src/data/navigation.ts). */
  footerGroups: {
    exams: 'Competitive Exams',
    engineeringMedical: 'Engineering & Medical',
    integrated: 'Integrated Programs',
    popular: 'Popular Searches',
  },
  tagline:
    'Civil services, state services, IIT-JEE, NEET and school foundation coaching — online and on campus since 2017.',
  officeHours: 'Mon-Sat 9:00 AM - 6:00 PM',
  rights: '© {year} {name}. All rights reserved.',
  loadingVisitors: 'Loading visitors...',
  visitors: '{count} visitors',
  views: '{count} views',
  /** Marks a link to a page that exists only in English, on a page in another language. */
  inEnglish: 'English',
};

// Forms: enquiry, call-back and lead forms, their messages and errors.
export const forms = {
  fullName: 'Full Name',
  namePlaceholder: 'Your full name',
  email: 'Email Address',
  emailPlaceholder: 'you@example.com',
  phone: 'Phone Number',
  phoneTitle: 'Enter a 10-digit phone number, digits only',
  phonePlaceholder: '10-digit mobile number',
  course: 'Course',
  selectCourse: 'Select a course',
  message: 'Message',
  messagePlaceholder: 'Your question, preferred campus or batch',
  optional: '(optional)',
  submitting: 'Submitting...',
  /** Why an enquiry was not sent. */
  offline: "You're offline.",
  failed: "We couldn't reach our server.",
  /** Who keeps it meanwhile. */
  keptByWorker: 'Your enquiry is saved on this device and will be sent automatically, even if you close this page.',
  keptInOutbox:
    'Your enquiry is saved on this device and will be sent the next time you open this site while online — or call Admissions on',
  unavailable: 'Enquiries are not being collected on this version of the site. Please call our Admissions team on',
  enquirySubmit: 'Submit Enquiry',
  enquirySuccess: "Registration submitted successfully! We'll contact you soon.",
  enquiryFailure: 'There was an error submitting your registration. Please try again.',
  callbackSubmit: 'Request a Call Back',
  callbackSuccess: 'Thank you! We will get back to you soon.',
  callbackFailure: 'Something went wrong. Please try again.',
  /**
   * The messages of an invalid field. English pages leave them to the browser (spec §5: browser
   * validation only); pages in another language set them, as the browser speaks its own language.
   */
  required: 'Please fill out this field.',
  chooseCourse: 'Please select a course in the list.',
  badEmail: 'Please enter an email address.',
  badPhone: 'Enter a 10-digit phone number, digits only',
  // The outbox indicator and the toast (src/lib/outbox-indicator.ts, src/lib/sent-toast.ts).
  waitingOne: '1 enquiry waiting to be sent',
  waitingMany: '{count} enquiries waiting to be sent',
  sendNow: 'Send now',
  discard: 'Discard',
  discardConfirm: 'Discard your saved enquiry? It will not be sent.',
  retryLater: "We couldn't reach our server. We'll try again later.",
  offlineSend: "You're offline. It will be sent when you're back online.",
  staleLead: 'We have not been able to send your enquiry for 7 days. Please call our Admissions team on',
  staleTail: 'Your enquiry stays saved on this device until it is sent or you discard it.',
  sentOne: "Your saved enquiry has been sent. We'll contact you soon.",
  sentMany: "Your saved enquiries have been sent. We'll contact you soon.",
};

// The enquiry sections around the forms (src/components/forms/).
export const enquiry = {
  title: 'Enquire Now',
  lead: 'Tell us which course interests you and our admissions team will contact you with batch, fee and campus details.',
  callbackTitle: 'Request a Call Back',
  callbackLead: 'Leave your number and our admissions team will call you about the course.',
  preferToTalk: 'Prefer to talk?',
  talkLead: 'Call or message us and we will help you choose the right course.',
};

// The quiz runner.
export const quiz = {
  resultTitle: 'Quiz Result',
  timedOut: "Time's up! Your answers were submitted automatically.",
  yourScore: 'Your Score',
  correct: 'Correct',
  incorrect: 'Incorrect',
  unanswered: 'Unanswered',
  retake: 'Retake Quiz',
  backToQuizzes: 'Back to Quizzes',
  answered: '{answered} of {total} answered',
  timeLeft: 'Time left {time}',
  lastAttempt: 'Your last attempt: {score} / {max} ({correct} correct) on {date}.',
  markingNote: 'Marking scheme: +2 for a correct answer, −0.66 for an incorrect answer, 0 for an unanswered question.',
  submitAdvice: "Make sure you've answered all questions before submitting",
  submit: 'Submit Quiz',
  questionNumber: 'Q{number}.',
  figureAlt: 'Figure for question {number}',
  optionAlt: 'Option {letter}',
  correctAnswer: 'Correct answer',
  yourAnswer: 'Your answer',
  explanation: 'Explanation:',
};

// The PDF listing and its lead form's dialog.
export const pdf = {
  title: 'Current Affairs PDFs',
  category: 'Category',
  allCategories: 'All categories',
  errorTitle: 'Error loading PDFs',
  errorText: 'Failed to load PDFs. Please try again later.',
  tryAgain: 'Try Again',
  emptyTitle: 'No PDFs found',
  emptyText: 'There are no PDFs available at the moment. Please check back later or contact support.',
  download: 'Download PDF',
  comingSoon: 'PDF coming soon',
  dialogTitle: 'Download {title}',
  close: 'Close',
  ready: 'Thank you! Your PDF is ready.',
  open: 'Open the PDF',
  fillForm: 'Please fill out the form to download the PDF.',
  submitAndDownload: 'Submit and Download',
};

// The discussion under a mains answer.
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
};

// The view of an island that crashed (src/islands/ErrorBoundary.tsx).
export const crash = {
  title: 'Application Error',
  text: 'Something went wrong while loading the application.',
  details: 'Details',
  reload: 'Reload Page',
};

export const en = {
  /** The language as its speakers write it, for the header's switch to it. */
  languageName: 'English',

  shell,

  forms,

  enquiry,

  quiz,

  pdf,

  comments,

  crash,

  // Content routes: lists, articles, mains answers, PDFs, search, 404, offline.
  content: {},
};

/** The shape every language's dictionary has. */
export type Dictionary = typeof en;
