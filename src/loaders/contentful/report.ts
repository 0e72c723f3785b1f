/**
 * The content report: per content type what came in, what is shown, what was left out and which
 * parts were dropped, written on every build to `content-report.json` and `content-report.md`
 * (project root, git-ignored) by src/integrations/content-report.ts. Each collection's loader
 * hands in its part; the registry lives on `globalThis` because the loaders and the integration
 * are loaded by different module graphs of the same build process.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { splitLocaleId } from './locale';
import type { EntryRecord, Problem } from './problems';

/** What happened to one entry's part, or to the entry. */
export type RowKind = 'left out' | 'draft' | 'no section' | 'field dropped' | 'address changed' | 'warning';

export interface ReportRow extends Problem {
  kind: RowKind;
  contentType: string;
  /** The entry's id in Contentful. */
  id: string;
  /** The locale whose value is at fault: the field to fix in the entry editor in that locale. */
  locale: string;
  title?: string;
  /** Opens the entry in the Contentful web app (live sources only). */
  link?: string;
}

/** A field some entries have that the site does not use. */
export interface UnusedField {
  field: string;
  /** How many entries of the content type have it. */
  entries: number;
  /** What the editor can do: "not shown on the site; rename it to content if …". */
  note: string;
}

export interface CollectionReport {
  contentType: string;
  /** "cdn.contentful.com", "snapshot tests/…/space.json", … */
  source: string;
  /** Every entry of the content type in the source, drafts included. */
  received: number;
  /** Entries with a page (or a place on a section's list), in the default locale. */
  shown: number;
  /** Each other locale of the space: entries with a page of their own in it (a title of their own there). */
  pages: Record<string, number>;
  /** Entries kept but in no section: no page anywhere. */
  noSection: number;
  leftOut: number;
  /** Entries never published, left out of a public build from a file. */
  drafts: number;
  fieldsDropped: number;
  addressesChanged: number;
  warnings: number;
  unusedFields: UnusedField[];
  /** Links to entries and assets followed, and those that led to nothing published. */
  referencesFollowed: number;
  referencesUnresolved: number;
  rows: ReportRow[];
}

type Counted = Exclude<keyof CollectionReport, 'contentType' | 'source' | 'rows' | 'unusedFields' | 'pages'>;

export interface ContentReport {
  totals: Record<Counted | 'unusedFields', number> & { pages: Record<string, number> };
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
const kindOf = (record: EntryRecord, problem: Problem): RowKind => {
  if (record.leftOut) return 'left out';
  if (problem.warning) return 'warning';
  return problem.field === 'slug' ? 'address changed' : 'field dropped';
};

const DRAFT: Problem = { field: '(entry)', reason: 'draft, not published' };

/** An entry's rows: its problems, and a row of its own when it is a draft or in no section. */
function rowsOf(record: EntryRecord): [RowKind, Problem][] {
  if (record.draft) return [['draft', DRAFT]];
  const rows = record.problems.map((p): [RowKind, Problem] => [kindOf(record, p), p]);
  return record.noSection ? [['no section', record.noSection], ...rows] : rows;
}

export interface CollectionInput {
  /** The space's default locale. */
  locale: string;
  /** Entries in the collection's store in the default locale. */
  stored: number;
  /** Each other locale of the space: the entries' copies stored in it. */
  copies?: Record<string, number>;
  /** The loader's records (problems.ts), by stored id (`abc123`, `te-IN/abc123`). */
  records: Record<string, EntryRecord>;
  /** The note for a field the site does not use. */
  unusedNote: (field: string) => string;
  /** Opens an entry in the Contentful web app (live sources). */
  linkTo?: (id: string) => string;
}

/**
 * One collection's part of the report, from the records its loader keeps (see problems.ts). Rows
 * come from every locale, each naming its locale; the entry counts are of the default locale, with
 * each other locale's pages beside them.
 */
export function recordCollection(
  contentType: string,
  source: string,
  { locale, stored, copies = {}, records, unusedNote, linkTo }: CollectionInput,
): CollectionReport {
  const located = Object.entries(records).map(([key, record]) => ({ ...splitLocaleId(key), record }));
  const rows: ReportRow[] = located.flatMap(({ id, locale: copy, record }) =>
    rowsOf(record).map(([kind, problem]) => {
      const { warning: _, ...row } = problem;
      return {
        kind,
        contentType,
        id,
        locale: copy ?? locale,
        ...(record.title && { title: record.title }),
        ...row,
        ...(linkTo && { link: linkTo(id) }),
      };
    }),
  );
  const all = located.filter((r) => !r.locale).map((r) => r.record);
  const having = (test: (r: EntryRecord) => unknown) => all.filter(test).length;
  const pages = Object.fromEntries(
    Object.entries(copies).map(([code, n]) => [
      code,
      n - located.filter((r) => r.locale === code && r.record.noSection).length,
    ]),
  );
  const count = (kind: RowKind) => rows.filter((r) => r.kind === kind).length;
  const unused = new Map<string, number>();
  for (const r of all) for (const field of r.unused ?? []) unused.set(field, (unused.get(field) ?? 0) + 1);
  const noSection = having((r) => r.noSection);
  const leftOut = having((r) => r.leftOut);
  const drafts = having((r) => r.draft);
  const report: CollectionReport = {
    contentType,
    source,
    received: stored + leftOut + drafts,
    shown: stored - noSection,
    pages,
    noSection,
    leftOut,
    drafts,
    fieldsDropped: count('field dropped'),
    addressesChanged: count('address changed'),
    warnings: count('warning'),
    unusedFields: [...unused]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([field, entries]) => ({ field, entries, note: unusedNote(field) })),
    referencesFollowed: located.reduce((n, { record: r }) => n + (r.followed ?? 0), 0),
    referencesUnresolved: located.reduce((n, { record: r }) => n + (r.unresolved ?? 0), 0),
    rows,
  };
  registry().set(contentType, report);
  return report;
}

const COUNTED: Counted[] = [
  'received',
  'shown',
  'noSection',
  'leftOut',
  'drafts',
  'fieldsDropped',
  'addressesChanged',
  'warnings',
  'referencesFollowed',
  'referencesUnresolved',
];

/** Everything the loaders of this build handed in, content types in alphabetical order. */
export function collectReport(): ContentReport {
  const collections = [...registry().values()].sort((a, b) => a.contentType.localeCompare(b.contentType));
  const sum = (count: (c: CollectionReport) => number) => collections.reduce((n, c) => n + count(c), 0);
  const counts = Object.fromEntries(COUNTED.map((key) => [key, sum((c) => c[key])])) as Record<Counted, number>;
  const codes = [...new Set(collections.flatMap((c) => Object.keys(c.pages)))];
  const pages = Object.fromEntries(codes.map((code) => [code, sum((c) => c.pages[code] ?? 0)]));
  return { totals: { ...counts, unusedFields: sum((c) => c.unusedFields.length), pages }, collections };
}

/** "40 in te-IN (blogPost 31, mainsAnswerWriting 4, …)" for each other locale of the space. */
function localePages({ totals, collections }: ContentReport): string[] {
  return Object.entries(totals.pages).map(([code, n]) => {
    const types = collections.filter((c) => c.pages[code]).map((c) => `${c.contentType} ${c.pages[code]}`);
    return `${n} in ${code}${types.length ? ` (${types.join(', ')})` : ''}`;
  });
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The build log's last word on content: "Content: 171 entries shown and 40 in te-IN (blogPost 31,
 * …), 0 in no section, 0 left out, 0 drafts not published, 3 fields dropped, 0 unused fields, 12
 * references followed (0 unresolved) — see content-report.md"; other locales, address changes
 * and warnings are named when there are any.
 */
export function summaryLine(report: ContentReport): string {
  const t = report.totals;
  const parts = [
    [`${plural(t.shown, 'entry', 'entries')} shown`, ...localePages(report)].join(' and '),
    `${t.noSection} in no section`,
    `${t.leftOut} left out`,
    `${plural(t.drafts, 'draft', 'drafts')} not published`,
    `${plural(t.fieldsDropped, 'field', 'fields')} dropped`,
    ...(t.addressesChanged ? [`${plural(t.addressesChanged, 'address', 'addresses')} changed`] : []),
    ...(t.warnings ? [plural(t.warnings, 'warning', 'warnings')] : []),
    `${plural(t.unusedFields, 'unused field', 'unused fields')}`,
    `${plural(t.referencesFollowed, 'reference', 'references')} followed (${t.referencesUnresolved} unresolved)`,
  ];
  return `Content: ${parts.join(', ')} — see content-report.md`;
}

/** Text for a Markdown table cell: one line, Markdown and HTML characters escaped. */
const cell = (text: string | undefined) =>
  (text ?? '').replace(/\s+/g, ' ').replace(/[\\`*_[\]|<>#&!]/g, (c) => `\\${c}`) || ' ';

const SECTIONS: { kind: RowKind; heading: string; intro: string }[] = [
  { kind: 'left out', heading: 'Entries left out', intro: 'These entries have no page until the field is fixed.' },
  {
    kind: 'draft',
    heading: 'Drafts, not published',
    intro: 'The file holds these entries but they were never published: a public build leaves them out.',
  },
  {
    kind: 'no section',
    heading: 'Entries in no section',
    intro: 'These entries are kept but belong to no section, so no page shows them; the field named decides.',
  },
  { kind: 'field dropped', heading: 'Fields dropped', intro: 'These entries are shown without the part named.' },
  {
    kind: 'address changed',
    heading: 'Addresses changed',
    intro: 'These entries are shown at another address than their slug asks for.',
  },
  { kind: 'warning', heading: 'Warnings', intro: 'These entries are shown whole; the part named deserves a look.' },
];

const COLUMNS: [Counted, string][] = [
  ['received', 'Received'],
  ['shown', 'Shown'],
  ['noSection', 'In no section'],
  ['leftOut', 'Left out'],
  ['drafts', 'Drafts'],
  ['fieldsDropped', 'Fields dropped'],
  ['addressesChanged', 'Addresses changed'],
  ['warnings', 'Warnings'],
  ['referencesFollowed', 'References followed'],
  ['referencesUnresolved', 'Unresolved'],
];

/** The report as Markdown, for editors (the deploy run's summary page shows it). */
export function reportMarkdown(report: ContentReport): string {
  const { totals, collections } = report;
  const lines = ['# Content report', '', `${summaryLine(report).replace(/ — see content-report\.md$/, '')}.`, ''];
  if (collections[0]) lines.push(`Source: ${collections[0].source}.`, '');
  const codes = Object.keys(totals.pages);
  const headings = [...COLUMNS.map(([, h]) => h), ...codes.map((code) => `Pages in ${code}`)];
  lines.push(`| Content type | ${headings.join(' | ')} |`);
  lines.push(`| --- |${' ---: |'.repeat(headings.length)}`);
  for (const c of [...collections, { contentType: '**Total**', ...totals }]) {
    const counts = [...COLUMNS.map(([key]) => c[key]), ...codes.map((code) => c.pages[code] ?? 0)];
    lines.push(`| ${c.contentType} | ${counts.join(' | ')} |`);
  }
  const rows = collections.flatMap((c) => c.rows);
  for (const { kind, heading, intro } of SECTIONS) {
    const these = rows.filter((r) => r.kind === kind);
    if (!these.length) continue;
    lines.push(
      '',
      `## ${heading}`,
      '',
      intro,
      '',
      '| Content type | Entry | Locale | Title | Field | Value | Reason |',
    );
    lines.push('| --- | --- | --- | --- | --- | --- | --- |');
    for (const r of these) {
      const entry = r.link ? `[${cell(r.id)}](${r.link})` : cell(r.id);
      lines.push(
        `| ${r.contentType} | ${entry} | ${cell(r.locale)} | ${cell(r.title)} | ${cell(r.field)} | ${cell(r.value)} | ${cell(r.reason)} |`,
      );
    }
  }
  const unused = collections.filter((c) => c.unusedFields.length);
  if (unused.length) {
    lines.push('', '## Fields not used by the site', '', 'Entries have these fields, but no page shows them.', '');
    lines.push('| Content type | Field | Entries | What to do |', '| --- | --- | ---: | --- |');
    for (const c of unused) {
      for (const u of c.unusedFields)
        lines.push(`| ${c.contentType} | ${cell(u.field)} | ${u.entries} | ${cell(u.note)} |`);
    }
  }
  if (!rows.length && !unused.length) lines.push('', 'Every entry is shown whole.');
  return `${lines.join('\n')}\n`;
}

/** Writes content-report.json and content-report.md into `root`; returns the report. */
export async function writeContentReport(root: string): Promise<ContentReport> {
  const report = collectReport();
  await writeFile(join(root, 'content-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(join(root, 'content-report.md'), reportMarkdown(report));
  return report;
}
