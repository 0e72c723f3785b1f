/**
 * The content report: per content type what came in, what is shown, what was left out and which
 * parts were dropped, written on every build to `content-report.json` and `content-report.md`
 * (project root, git-ignored) by src/integrations/content-report.ts. Each collection's loader
 * hands in its part; the registry lives on `globalThis` because the loaders and the integration
 * are loaded by different module graphs of the same build process.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntryRecord, Problem } from './problems';

/** What happened to one entry's part, or to the entry. */
export type RowKind = 'left out' | 'field dropped' | 'address changed';

export interface ReportRow extends Problem {
  kind: RowKind;
  contentType: string;
  id: string;
  title?: string;
  /** Opens the entry in the Contentful web app (live sources only). */
  link?: string;
}

export interface CollectionReport {
  contentType: string;
  /** "cdn.contentful.com", "snapshot tests/…/space.json", … */
  source: string;
  received: number;
  shown: number;
  leftOut: number;
  fieldsDropped: number;
  addressesChanged: number;
  rows: ReportRow[];
}

export interface ContentReport {
  totals: Omit<CollectionReport, 'contentType' | 'source' | 'rows'>;
  collections: CollectionReport[];
}

const REGISTRY = Symbol.for('academy.contentReport');
type Registry = Map<string, CollectionReport>;
const registry = (): Registry => ((globalThis as { [REGISTRY]?: Registry })[REGISTRY] ??= new Map());

/** Starts a build's report empty (a process may run several builds, as the integration tests do). */
export const resetContentReport = () => registry().clear();

/** Where the editor fixes an entry. */
export const entryLink = (space: string, environment: string, id: string) =>
  `https://app.contentful.com/spaces/${encodeURIComponent(space)}/environments/${encodeURIComponent(environment)}/entries/${encodeURIComponent(id)}`;

/** A problem counts as an address change when it is about the slug, as a drop otherwise. */
const kindOf = (record: EntryRecord, problem: Problem): RowKind =>
  record.leftOut ? 'left out' : problem.field === 'slug' ? 'address changed' : 'field dropped';

/** One collection's part of the report, from the records its loader keeps (see problems.ts). */
export function recordCollection(
  contentType: string,
  source: string,
  shown: number,
  records: Record<string, EntryRecord>,
  linkTo?: (id: string) => string,
): CollectionReport {
  const rows: ReportRow[] = Object.entries(records).flatMap(([id, record]) =>
    record.problems.map((problem) => ({
      kind: kindOf(record, problem),
      contentType,
      id,
      ...(record.title && { title: record.title }),
      ...problem,
      ...(linkTo && { link: linkTo(id) }),
    })),
  );
  const leftOut = Object.values(records).filter((r) => r.leftOut).length;
  const count = (kind: RowKind) => rows.filter((r) => r.kind === kind).length;
  const report: CollectionReport = {
    contentType,
    source,
    received: shown + leftOut,
    shown,
    leftOut,
    fieldsDropped: count('field dropped'),
    addressesChanged: count('address changed'),
    rows,
  };
  registry().set(contentType, report);
  return report;
}

/** Everything the loaders of this build handed in, content types in alphabetical order. */
export function collectReport(): ContentReport {
  const collections = [...registry().values()].sort((a, b) => a.contentType.localeCompare(b.contentType));
  const sum = (key: 'received' | 'shown' | 'leftOut' | 'fieldsDropped' | 'addressesChanged') =>
    collections.reduce((n, c) => n + c[key], 0);
  return {
    totals: {
      received: sum('received'),
      shown: sum('shown'),
      leftOut: sum('leftOut'),
      fieldsDropped: sum('fieldsDropped'),
      addressesChanged: sum('addressesChanged'),
    },
    collections,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The build log's last word on content: "Content: 171 entries shown, 2 left out, 3 fields dropped — see content-report.md". */
export function summaryLine({ totals }: ContentReport): string {
  const moved = totals.addressesChanged ? `, ${plural(totals.addressesChanged, 'address', 'addresses')} changed` : '';
  return `Content: ${plural(totals.shown, 'entry', 'entries')} shown, ${totals.leftOut} left out, ${plural(totals.fieldsDropped, 'field', 'fields')} dropped${moved} — see content-report.md`;
}

/** Text for a Markdown table cell: one line, Markdown and HTML characters escaped. */
const cell = (text: string | undefined) =>
  (text ?? '').replace(/\s+/g, ' ').replace(/[\\`*_[\]|<>#&!]/g, (c) => `\\${c}`) || ' ';

const SECTIONS: { kind: RowKind; heading: string; intro: string }[] = [
  { kind: 'left out', heading: 'Entries left out', intro: 'These entries have no page until the field is fixed.' },
  { kind: 'field dropped', heading: 'Fields dropped', intro: 'These entries are shown without the part named.' },
  {
    kind: 'address changed',
    heading: 'Addresses changed',
    intro: 'These entries are shown at another address than their slug asks for.',
  },
];

/** The report as Markdown, for editors (the deploy run's summary page shows it). */
export function reportMarkdown(report: ContentReport): string {
  const { totals, collections } = report;
  const lines = ['# Content report', '', `${summaryLine(report).replace(/ — see content-report\.md$/, '')}.`, ''];
  if (collections[0]) lines.push(`Source: ${collections[0].source}.`, '');
  lines.push('| Content type | Received | Shown | Left out | Fields dropped | Addresses changed |');
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const c of [...collections, { contentType: '**Total**', ...totals }]) {
    lines.push(
      `| ${c.contentType} | ${c.received} | ${c.shown} | ${c.leftOut} | ${c.fieldsDropped} | ${c.addressesChanged} |`,
    );
  }
  const rows = collections.flatMap((c) => c.rows);
  for (const { kind, heading, intro } of SECTIONS) {
    const these = rows.filter((r) => r.kind === kind);
    if (!these.length) continue;
    lines.push('', `## ${heading}`, '', intro, '', '| Content type | Entry | Title | Field | Value | Reason |');
    lines.push('| --- | --- | --- | --- | --- | --- |');
    for (const r of these) {
      const entry = r.link ? `[${cell(r.id)}](${r.link})` : cell(r.id);
      lines.push(
        `| ${r.contentType} | ${entry} | ${cell(r.title)} | ${cell(r.field)} | ${cell(r.value)} | ${cell(r.reason)} |`,
      );
    }
  }
  if (!rows.length) lines.push('', 'Every entry is shown whole.');
  return `${lines.join('\n')}\n`;
}

/** Writes content-report.json and content-report.md into `root`; returns the report. */
export async function writeContentReport(root: string): Promise<ContentReport> {
  const report = collectReport();
  await writeFile(join(root, 'content-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(join(root, 'content-report.md'), reportMarkdown(report));
  return report;
}
