/**
 * A dictionary template (src/i18n/template.ts) whose places hold markup (a count in bold, a link):
 * each language puts the places where its word order wants them.
 */
import { Fragment, type ReactNode } from 'react';
import { templateParts } from '@/i18n/template';

interface Props {
  /** The template, e.g. '{answered} of {total} answered'. */
  template: string;
  /** What each place shows. */
  values: Record<string, ReactNode>;
}

export function Filled({ template, values }: Props) {
  return templateParts(template).map((part, i) =>
    i % 2 ? <Fragment key={i}>{values[part]}</Fragment> : part ? <Fragment key={i}>{part}</Fragment> : null,
  );
}
