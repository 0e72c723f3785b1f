/** The call-back request form on course pages: spec document 1 §4, §5, §8. No message field (sends ''). */
import { callbackCourseIds, callbackLabelOverrides, courseById } from '@/data/courses';
import { withErrorBoundary } from '@/islands/ErrorBoundary';
import { EnquiryFormBase, englishForms, type FormIslandStrings } from '@/islands/enquiry-form-base';
/** Dispatched (bubbling, from the form) after a successful request, for scripts outside React. */
const CALLBACK_SUCCESS_EVENT = 'callback-success';

const courses = callbackCourseIds.map((id) => ({
  value: id,
  label: callbackLabelOverrides[id] ?? courseById(id).label,
}));

interface Props {
  /** Prefix for field ids; give each form on a page its own. */
  idPrefix?: string;
  /** The submit button's text when idle. */
  submitLabel?: string;
  /** Id of the heading that names the form. */
  labelledBy?: string;
  /** The course chosen when the form opens: the page's own (courseOfPage). */
  course?: string;
  /**
   * Runs once the lead is kept: sent, saved to send later, or on a build that collects none. A
   * function cannot cross from Astro: for use inside another island (the PDF modal).
   */
  onLeadKept?: () => void;
  /** The page's language and its strings; English when absent. */
  strings?: FormIslandStrings;
}

function CallbackForm({
  idPrefix = 'callback',
  strings = englishForms,
  submitLabel = strings.forms.callbackSubmit,
  labelledBy,
  course,
  onLeadKept,
}: Props) {
  return (
    <EnquiryFormBase
      form="callback"
      idPrefix={idPrefix}
      courses={courses}
      course={course}
      submitLabel={submitLabel}
      labelledBy={labelledBy}
      failureMessage={strings.forms.callbackFailure}
      strings={strings}
      onSent={(form) => {
        alert(strings.forms.callbackSuccess);
        form.reset();
        form.dispatchEvent(new CustomEvent(CALLBACK_SUCCESS_EVENT, { bubbles: true }));
      }}
      onKept={onLeadKept}
    />
  );
}

export default withErrorBoundary(CallbackForm);
