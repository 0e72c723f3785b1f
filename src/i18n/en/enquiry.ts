/** The enquiry sections around the forms (src/components/forms/). */
export const enquiry = {
  title: 'Enquire Now',
  lead: 'Tell us which course interests you and our admissions team will contact you with batch, fee and campus details.',
  callbackTitle: 'Request a Call Back',
  callbackLead: 'Leave your number and our admissions team will call you about the course.',
  preferToTalk: 'Prefer to talk?',
  talkLead: 'Call or message us and we will help you choose the right course.',
};
