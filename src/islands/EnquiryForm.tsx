/** The full enquiry form (/register and the home page's enquiry section): spec document 1 §4, §5, §8. */
import { courseById, enquiryCourseIds } from '@/data/courses';
import { localePath } from '@/i18n/lang';
import { withErrorBoundary } from '@/islands/ErrorBoundary';
import { EnquiryFormBase, englishForms, type FormIslandStrings } from '@/islands/enquiry-form-base';

const courses = enquiryCourseIds.map((id) => ({ value: id, label: courseById(id).label }));

interface Props {
  /** Prefix for field ids; give each form on a page its own. */
  idPrefix?: string;
  /** The submit button's text when idle. */
  submitLabel?: string;
  /** Id of the heading that names the form. */
  labelledBy?: string;
  /** The course chosen when the form opens: the page's own (courseOfPage). */
  course?: string;
  /** The page's language and its strings; English when absent. */
  strings?: FormIslandStrings;
}

function EnquiryForm({
  idPrefix = 'enquiry',
  strings = englishForms,
  submitLabel = strings.forms.enquirySubmit,
  labelledBy,
  course,
}: Props) {
  return (
    <EnquiryFormBase
      form="enquiry"
      full
      idPrefix={idPrefix}
      courses={courses}
      course={course}
      submitLabel={submitLabel}
      labelledBy={labelledBy}
      failureMessage={strings.forms.enquiryFailure}
      strings={strings}
      onSent={() => {
        alert(strings.forms.enquirySuccess);
        // Home in the page's language.
        window.location.assign(localePath(strings.lang, '/'));
      }}
    />
  );
}

export default withErrorBoundary(EnquiryForm);
