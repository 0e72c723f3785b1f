/** Forms: enquiry, call-back and lead forms, their messages and errors. */
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
  unconfirmed: 'Our server did not confirm that it received your enquiry.',
  /** Who keeps it meanwhile. */
  keptByWorker: 'Your enquiry is saved on this device and will be sent automatically, even if you close this page.',
  keptInOutbox:
    'Your enquiry is saved on this device and will be sent the next time you open this site while online — or call Admissions on',
  /** The enquiry sheet refused it: its reason, then what to do. */
  rejected: 'Your enquiry was not accepted: {reason} Please correct it and submit again, or call Admissions on',
  unavailable: 'Enquiries are not being collected on this version of the site. Please call our Admissions team on',
  enquirySubmit: 'Submit Enquiry',
  enquirySuccess: "Registration submitted successfully! We'll contact you soon.",
  enquiryFailure: 'There was an error submitting your registration. Please try again.',
  callbackSubmit: 'Request a Call Back',
  callbackSuccess: 'Thank you! We will get back to you soon.',
  callbackFailure: 'Something went wrong. Please try again.',
  /**
   * The notice before a form's submit button and its consent box (a change to either, or to the
   * privacy page, needs a new NOTICE_VERSION: src/lib/leads/lead-consent.ts). {days}: how long the
   * sheet keeps a lead; {privacy}: the link to the privacy page, its text `privacyLink`.
   */
  notice:
    '{academy} uses the details in this form only to answer you about its courses. Only its staff see them, and they are deleted after {days} days. You can see, correct or erase them, or withdraw consent, at any time: {privacy}.',
  privacyLink: 'privacy notice',
  consentLabel: 'I agree to this use of my details.',
  consentMissing: 'Please tick the box to agree before sending: nothing is sent without it.',
};
