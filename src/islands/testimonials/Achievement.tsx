import { Award } from 'lucide-react';

interface Props {
  /** The headline result, e.g. "AIR 112, UPSC CSE 2023". */
  text: string;
}

/** The result badge on every kind of testimonial card. */
export default function Achievement({ text }: Props) {
  return (
    <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-700 ring-1 ring-accent-100">
      <Award size={14} aria-hidden="true" className="shrink-0" />
      {text}
    </p>
  );
}
