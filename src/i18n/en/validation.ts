/**
 * The messages of an invalid form field. English pages leave them to the browser (spec §5: browser
 * validation only), so no English page's script carries these; pages in another language set them
 * (src/islands/enquiry-form-base.tsx), as the browser speaks its own language.
 */
export const validation = {
  required: 'Please fill out this field.',
  chooseCourse: 'Please select a course in the list.',
  badEmail: 'Please enter an email address.',
  badPhone: 'Enter a 10-digit phone number, digits only',
};
