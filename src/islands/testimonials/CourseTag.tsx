import type { TestimonialView } from './types';

interface Props {
  /** The testimonial whose course title and year are shown. */
  testimonial: Pick<TestimonialView, 'course' | 'year'>;
}

/** The small course and year line at the top of a card. */
export default function CourseTag({ testimonial }: Props) {
  return (
    <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
      {testimonial.course.title} <span aria-hidden="true">·</span> {testimonial.year}
    </p>
  );
}
