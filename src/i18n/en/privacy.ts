/**
 * The privacy page (/privacy/) and its request form. A change here changes what visitors agreed
 * to: give NOTICE_VERSION (src/lib/leads/lead-consent.ts) the date of the change.
 */
export const privacy = {
  title: 'Privacy notice',
  description:
    'What Akshara Academy collects through this website, why, how long it keeps it, who processes it, and how to see, correct or erase your details or withdraw consent.',
  version: 'Version of {version}.',
  lead: 'How {academy} handles the details you give on this website, and what you can ask of it.',
  whoTitle: 'Who we are',
  who: '{academy} decides how the details you give on this website are used (the "data fiduciary" in India’s Digital Personal Data Protection Act, 2023). You can write to us at {email} or visit any of our offices:',
  collectTitle: 'What we collect, and why',
  collectLead: 'Only what you type into a form, once you tick its consent box and send it:',
  forms: {
    enquiry:
      'The enquiry form (Enquire Now and the home page): your name, e-mail, phone number, the course you choose and your message, to answer your enquiry about that course.',
    callback:
      'The call-back form on course pages: your name, e-mail, phone number and course, to call you back about that course.',
    pdf: 'The form before a PDF download: the same as the call-back form, to contact you about the course; the PDF opens once it is sent.',
    privacy:
      'The request form on this page: your name, e-mail, and if you give them your phone number and details, to answer your request.',
    answer:
      'The form that sends an answer for review, under mains answers: the name you want shown, your answer and its photos, for the academy’s mentors to review and, once reviewed, to publish on this site with your name.',
  },
  notCollected:
    'Comments under mains answers you do not send for review, quiz results and pages saved for offline reading stay on your device: they are not sent to us.',
  retentionTitle: 'How long we keep it',
  retention:
    'Each enquiry and request is deleted from our records {days} days after it was sent, or sooner when you ask us to erase it. An answer sent for review is kept, and once reviewed shown on this site, until you ask us to remove it.',
  rightsTitle: 'Your rights',
  rights: {
    access: 'To know what details we hold about you and how we use them.',
    correction: 'To have details corrected, completed or updated.',
    erasure: 'To have your details erased.',
    withdrawal:
      'To withdraw your consent at any time, as easily as you gave it: we then stop using your details and erase them.',
    grievance: 'To complain to our grievance officer, and then to the Data Protection Board of India.',
  },
  grievanceTitle: 'Grievance officer',
  grievance: 'Write to {officer}, at {email}.',
  processorsTitle: 'Who processes your details for us',
  processorsLead: 'This version of the website uses these services:',
  /** Why each service is used, by its name (src/lib/page/processors.ts). */
  processors: {
    Contentful:
      'holds the website’s pages, articles, pictures and PDFs, which your browser loads from it, and the answers sent for review, which only the academy’s staff see until a mentor publishes them.',
    'Google Sheets (Apps Script)': 'receives the forms you send and keeps them for the academy.',
    'Google reCAPTCHA': 'checks that the enquiry form is sent by a person, not a program.',
    'Google Tag Manager': 'loads the website’s analytics and marketing tags.',
    'Google Ads': 'counts the enquiries that come from the academy’s advertisements.',
    'Microsoft Clarity': 'shows how visitors use the pages (what you type in forms is never recorded).',
    OneSignal: 'sends the notifications you ask for.',
  },
  requestTitle: 'Ask about your details',
  requestLead:
    'Use this form to see, correct or erase your details, or to withdraw your consent. Give the e-mail (and phone number) you used on the website, so we can find them.',
  request: 'What would you like to do?',
  requests: {
    access: 'See the details you hold about me',
    correction: 'Correct my details',
    erasure: 'Erase my details',
    withdrawal: 'Withdraw my consent',
  },
  details: 'Details',
  detailsPlaceholder: 'What to correct, or anything else that helps us find your details',
  send: 'Send request',
  sending: 'Sending...',
  /** True to what happened: received is not done. */
  received:
    'Your request has been received. Nothing has been changed yet: the academy will answer you by e-mail at {email}.',
  failed:
    'Your request could not be sent, so it has not been received. Please try again, or write to our grievance officer at {email}.',
  rejected: 'Your request was not accepted: {reason} Please correct it and send it again.',
  unavailable:
    'Requests are not collected on this version of the website. Please write to our grievance officer at {email}.',
};
