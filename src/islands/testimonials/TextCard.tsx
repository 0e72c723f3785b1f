import { Quote } from 'lucide-react';
import Achievement from './Achievement';
import Avatar from './Avatar';
import CourseTag from './CourseTag';
import type { TextView } from './types';

interface Props {
  /** The written testimonial. */
  testimonial: TextView;
  /** URL of the placeholder avatar. */
  placeholder: string;
  /** Load the photo at once (Featured section). */
  eager?: boolean;
}

/** A quote with the student's photo, name, role and result. */
export default function TextCard({ testimonial: t, placeholder, eager }: Props) {
  return (
    <figure className="flex h-full flex-col gap-4 card p-6">
      <div className="flex items-start justify-between gap-3">
        <CourseTag testimonial={t} />
        <Quote size={28} aria-hidden="true" className="-mt-1 shrink-0 text-accent-300" />
      </div>
      {t.achievement && <Achievement text={t.achievement} />}
      <blockquote className="flex-1 leading-relaxed text-slate-700">
        <p>{t.content}</p>
      </blockquote>
      <figcaption className="flex items-center gap-3 border-t border-slate-100 pt-4">
        <Avatar photo={t.photo} placeholder={placeholder} eager={eager} />
        <span className="min-w-0">
          <span className="block font-semibold text-brand-900">{t.name}</span>
          <span className="block text-sm text-slate-600">{t.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
