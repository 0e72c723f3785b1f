/** The full enquiry form (/register and the home page's enquiry section): spec document 1 §4, §5, §8. */
import { courseById, enquiryCourseIds } from '@/data/courses';
import { withErrorBoundary } from '@/islands/ErrorBoundary';
import { EnquiryFormBase } from '@/islands/enquiry-form-base';

const SUCCESS_MESSAGE = "Registration submitted successfully! We'll contact you soon.";
const FAILURE_MESSAGE = 'There was an error submitting your registration. Please try again.';

const courses = enquiryCourseIds.map((id) => ({ value: id, label: courseById(id).label }));

interface Props {
  /** Prefix for field ids; give each form on a page its own. */
  idPrefix?: string;
  /** The submit button's text when idle. */
  submitLabel?: string;
  /** Id of the heading that names the form. */
  labelledBy?: string;
}

function EnquiryForm({ idPrefix = 'enquiry', submitLabel = 'Submit Enquiry', labelledBy }: Props) {
  return (
    <EnquiryFormBase
      form="enquiry"
      full
      idPrefix={idPrefix}
      courses={courses}
      submitLabel={submitLabel}
      labelledBy={labelledBy}
      failureMessage={FAILURE_MESSAGE}
      onSent={() => {
        alert(SUCCESS_MESSAGE);
        window.location.assign('/');
      }}
    />
  );
}

export default withErrorBoundary(EnquiryForm);
