/**
 * The content report: per content type what came in, what is shown, what was left out and which
 * parts were dropped, written on every build to `content-report.json` and `content-report.md`
 * (project root, git-ignored) by src/integrations/content-report.ts. Every entry read is
 * accounted for: the site's content types row by row, the space's other content types (read
 * through links, or not used, with a hint when one looks like the site's), and the languages the
 * site has no pages in. Each collection's loader hands in its part and the space's; the registry
 * lives on `globalThis` because the loaders and the integration are loaded by different module
 * graphs of the same build process.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { splitLocaleId } from './locale';
import { type EntryRecord, lookalike, type Problem, type SiteType } from './problems';
import { TELUGU_LOCALE } from './source';
import type { TypeCount } from './types';

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

/** How the report counts a collection's shown entries by an entry each names (loader option `countShown`). */
export interface ShownCount {
  /** The table's heading: "Reviewed answers shown, by question". */
  heading: string;
  /** Its first column: "Question". */
  column: string;
  /** The id of the entry a shown entry names; undefined: it is not counted. */
  key: (data: Record<string, unknown>) => string | undefined;
}

/** The counts of a ShownCount: per named entry, its title (when it has one) and how many shown entries name it. */
export interface ShownBy extends Omit<ShownCount, 'key'> {
  /** Opens the named entry in the Contentful web app (live sources only). */
  counts: { id: string; title?: string; shown: number; link?: string }[];
}

export interface CollectionReport {
  contentType: string;
  /** "cdn.contentful.com", "snapshot tests/…/space.json", … */
  source: string;
  /** Every entry of the content type in the source, drafts included. */
  received: number;
  /** Entries with a page (or a place on a section's list), in the default locale. */
  shown: number;
  /** The Telugu locale, when the space has it: entries with a page of their own in it (a title of their own there). */
  pages: Record<string, number>;
  /** Each other locale: entries with a title of their own in it, which the site builds no pages for. */
  otherLocales: Record<string, number>;
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
  /** The shown entries counted by the entry each names, when the collection asks for it. */
  shownBy?: ShownBy;
}

type Counted = Exclude<
  keyof CollectionReport,
  'contentType' | 'source' | 'rows' | 'unusedFields' | 'pages' | 'otherLocales' | 'shownBy'
>;

/** A content type of the space the site has no collection for. */
export interface OtherType {
  contentType: string;
  /** Its entries in the source, drafts included. */
  received: number;
  drafts: number;
  /** Its published entries, when the site's entries link to some of them (tags, people, quiz questions): read through those links. */
  linked: number;
  /** Its published entries, when no entry of the site's links to any: on no page. */
  notUsed: number;
  /** What it is to the site, or what the editor can do ("`post` looks like …: rename the type …"). */
  note: string;
}

/** A locale of the space the site builds no pages in. */
export interface OtherLocale {
  code: string;
  /** Entries with a title of their own in it, and how many of each content type. */
  entries: number;
  types: Record<string, number>;
  note: string;
}

type Totalled = Counted | 'unusedFields' | 'linked' | 'notUsed';

export interface ContentReport {
  /** The site's content types and the other types together: every entry read. */
  totals: Record<Totalled, number> & { pages: Record<string, number> };
  collections: CollectionReport[];
  otherTypes: OtherType[];
  otherLocales: OtherLocale[];
  /** CONTENT_TYPE_MAP: the space's content types read as the site's. */
  typeMap: Record<string, string>;
}

/** What every collection hands in about the whole space (the same from each). */
export interface SpaceInput {
  types: Record<string, TypeCount>;
  /** The space's locale the Telugu pages are built from. */
  telugu: string;
  typeMap: Record<string, string>;
}

const REGISTRY = Symbol.for('academy.contentReport');
interface Registry {
  collections: Map<string, CollectionReport>;
  /** Per collection: the site type it is, and the entries its entries link to (id → content type). */
  sites: Map<string, SiteType>;
  linked: Map<string, ReadonlyMap<string, string>>;
  space?: SpaceInput;
}
const registry = (): Registry =>
  ((globalThis as { [REGISTRY]?: Registry })[REGISTRY] ??= {
    collections: new Map(),
    sites: new Map(),
    linked: new Map(),
  });

/** Starts a build's report empty (a process may run several builds, as the integration tests do). */
export function resetContentReport() {
  const r = registry();
  r.collections.clear();
  r.sites.clear();
  r.linked.clear();
  r.space = undefined;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The space as one collection's loader read it: every content type with its counts, the Telugu locale, the type map. */
export const recordSpace = (space: SpaceInput) => void (registry().space = space);

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

/** An entry's rows: its problems, and a row of its own when it is a draft or in no section (a copy in a language the site does not build: none, it is counted). */
function rowsOf(record: EntryRecord): [RowKind, Problem][] {
  if (record.unbuilt) return [];
  if (record.draft) return [['draft', DRAFT]];
  const rows = record.problems.map((p): [RowKind, Problem] => [kindOf(record, p), p]);
  return record.noSection ? [['no section', record.noSection], ...rows] : rows;
}

export interface CollectionInput {
  /** The space's default locale. */
  locale: string;
  /** Entries in the collection's store in the default locale. */
  stored: number;
  /** The Telugu locale (the space's code): the entries' copies stored in it. */
  copies?: Record<string, number>;
  /** The space's code of each locale a stored id names (`te-IN/abc123` read from a space's `te`); as named when absent. */
  storedLocales?: Record<string, string>;
  /** The loader's records (problems.ts), by stored id (`abc123`, `te-IN/abc123`, `es/abc123`). */
  records: Record<string, EntryRecord>;
  /** The note for a field the site does not use. */
  unusedNote: (field: string) => string;
  /** Opens an entry in the Contentful web app (live sources). */
  linkTo?: (id: string) => string;
  /** The entries the collection's entries link to, by id, with their content types. */
  linked?: ReadonlyMap<string, string>;
  /** The collection as a site type, for the hints about the space's other types. */
  site?: SiteType;
  shownBy?: ShownBy;
}

/**
 * One collection's part of the report, from the records its loader keeps (see problems.ts). Rows
 * come from every locale, each naming its locale; the entry counts are of the default locale, with
 * each other locale's pages beside them.
 */
export function recordCollection(
  contentType: string,
  source: string,
  {
    locale,
    stored,
    copies = {},
    storedLocales = {},
    records,
    unusedNote,
    linkTo,
    linked,
    site,
    shownBy,
  }: CollectionInput,
): CollectionReport {
  const located = Object.entries(records).map(([key, record]) => {
    const { id, locale: copy } = splitLocaleId(key);
    return { id, locale: copy && (storedLocales[copy] ?? copy), record };
  });
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
  const otherLocales: Record<string, number> = {};
  for (const r of located) if (r.locale && r.record.unbuilt) otherLocales[r.locale] = (otherLocales[r.locale] ?? 0) + 1;
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
    otherLocales,
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
    ...(shownBy && {
      shownBy: {
        ...shownBy,
        counts: shownBy.counts
          .map((c) => (linkTo ? { ...c, link: linkTo(c.id) } : c))
          .sort((a, b) => b.shown - a.shown || (a.title ?? a.id).localeCompare(b.title ?? b.id)),
      },
    }),
  };
  const r = registry();
  r.collections.set(contentType, report);
  if (site) r.sites.set(contentType, site);
  if (linked) r.linked.set(contentType, linked);
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

/** What the report says of a content type the site has no collection for. */
function otherTypeNote(type: string, count: TypeCount, linked: number, sites: readonly SiteType[], mapped: boolean) {
  if (mapped)
    return `CONTENT_TYPE_MAP reads entries as ${type}, which is not a content type the site reads (${sites.map((s) => s.contentType).join(', ')})`;
  if (linked)
    return `read through links: the site's entries link to ${linked} of its ${plural(count.entries, 'entry', 'entries')}`;
  const like = lookalike(type, count.fields, sites);
  if (!like) return 'not used by the site: no page shows its entries and no entry the site shows links to them';
  const { contentType, kind } = like;
  return `looks like ${kind ?? contentType}: rename the type to ${contentType}, or set CONTENT_TYPE_MAP=${type}:${contentType}`;
}

/** The space's content types the site has no collection for, in alphabetical order. */
function otherTypes({ collections, sites, linked, space }: Registry): OtherType[] {
  const mapped = new Set(Object.values(space?.typeMap ?? {}));
  const linkedTypes = new Map<string, string>();
  for (const targets of linked.values()) for (const [id, type] of targets) linkedTypes.set(id, type);
  const linkedOf = (type: string) => [...linkedTypes.values()].filter((t) => t === type).length;
  return Object.entries(space?.types ?? {})
    .filter(([type]) => !collections.has(type))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([contentType, count]) => {
      const links = linkedOf(contentType);
      return {
        contentType,
        received: count.entries + count.drafts,
        drafts: count.drafts,
        linked: links ? count.entries : 0,
        notUsed: links ? 0 : count.entries,
        note: otherTypeNote(contentType, count, links, [...sites.values()], mapped.has(contentType)),
      };
    });
}

/** What the report says of a locale the site builds no pages in. */
function otherLocaleNote(code: string, entries: number, telugu: string): string {
  const what = `${plural(entries, 'entry with a title of its own', 'entries with a title of their own')}, no pages in this language`;
  if (/^te(?:$|[-_])/i.test(code)) return `${what}: set CONTENT_LOCALE_TE=${code} to build them as the Telugu pages`;
  if (telugu !== TELUGU_LOCALE)
    return `${what}: the site builds English and Telugu (from ${telugu}, CONTENT_LOCALE_TE)`;
  return `${what}: the site builds English and Telugu (${telugu}; set CONTENT_LOCALE_TE=te if your space calls it te)`;
}

/** Everything the loaders of this build handed in, content types in alphabetical order. */
export function collectReport(): ContentReport {
  const r = registry();
  const collections = [...r.collections.values()].sort((a, b) => a.contentType.localeCompare(b.contentType));
  const others = otherTypes(r);
  const sum = <T>(list: readonly T[], count: (c: T) => number) => list.reduce((n, c) => n + count(c), 0);
  const counts = Object.fromEntries(COUNTED.map((key) => [key, sum(collections, (c) => c[key])])) as Record<
    Counted,
    number
  >;
  counts.received += sum(others, (o) => o.received);
  counts.drafts += sum(others, (o) => o.drafts);
  const codes = [...new Set(collections.flatMap((c) => Object.keys(c.pages)))];
  const pages = Object.fromEntries(codes.map((code) => [code, sum(collections, (c) => c.pages[code] ?? 0)]));
  const localeCodes = [...new Set(collections.flatMap((c) => Object.keys(c.otherLocales)))].sort();
  const otherLocales = localeCodes.map((code) => {
    const types = Object.fromEntries(
      collections.filter((c) => c.otherLocales[code]).map((c) => [c.contentType, c.otherLocales[code]]),
    );
    const entries = sum(Object.values(types), (n) => n);
    return { code, entries, types, note: otherLocaleNote(code, entries, r.space?.telugu ?? TELUGU_LOCALE) };
  });
  return {
    totals: {
      ...counts,
      linked: sum(others, (o) => o.linked),
      notUsed: sum(others, (o) => o.notUsed),
      unusedFields: sum(collections, (c) => c.unusedFields.length),
      pages,
    },
    collections,
    otherTypes: others,
    otherLocales,
    typeMap: r.space?.typeMap ?? {},
  };
}

/**
 * What CONTENT_STRICT=true fails a build for beyond the collections' own problems: a content type
 * whose published entries no page shows or links to, and a locale with entries the site builds no
 * pages in. One line each, empty when there is none.
 */
export const unusedContent = ({ otherTypes: types, otherLocales }: ContentReport): string[] => [
  ...types
    .filter((t) => t.notUsed)
    .map((t) => `Content type ${t.contentType} (${plural(t.notUsed, 'entry', 'entries')}): ${t.note}.`),
  ...otherLocales.map((l) => `Locale ${l.code}: ${l.note}.`),
];

/** "40 in te-IN (blogPost 31, mainsAnswerWriting 4, …)" for the Telugu locale. */
function localePages({ totals, collections }: ContentReport): string[] {
  return Object.entries(totals.pages).map(([code, n]) => {
    const types = collections.filter((c) => c.pages[code]).map((c) => `${c.contentType} ${c.pages[code]}`);
    return `${n} in ${code}${types.length ? ` (${types.join(', ')})` : ''}`;
  });
}

/** "15 entries of content types the site does not use (post 12, recipe 3)": a count, what they are, what they are made of. */
function entriesOf(what: string, parts: readonly { name: string; n: number }[]): string[] {
  const counted = parts.filter((p) => p.n);
  const n = counted.reduce((sum, p) => sum + p.n, 0);
  return n ? [`${plural(n, 'entry', 'entries')} ${what} (${counted.map((p) => `${p.name} ${p.n}`).join(', ')})`] : [];
}

/**
 * The build log's last word on content: "Content: 171 entries shown and 40 in te-IN (blogPost 31,
 * …), 0 in no section, 0 left out, 0 drafts not published, 3 fields dropped, 0 unused fields, 12
 * references followed (0 unresolved) — see content-report.md". Entries read through links, of
 * types the site does not use and in languages it has no pages in, address changes and warnings
 * are named when there are any: the counts add up to every entry read.
 */
export function summaryLine(report: ContentReport): string {
  const t = report.totals;
  const types = (key: 'linked' | 'notUsed') => report.otherTypes.map((o) => ({ name: o.contentType, n: o[key] }));
  const parts = [
    [`${plural(t.shown, 'entry', 'entries')} shown`, ...localePages(report)].join(' and '),
    `${t.noSection} in no section`,
    `${t.leftOut} left out`,
    `${plural(t.drafts, 'draft', 'drafts')} not published`,
    ...entriesOf('read through links', types('linked')),
    ...entriesOf('of content types the site does not use', types('notUsed')),
    ...entriesOf(
      'in languages the site has no pages in',
      report.otherLocales.map((l) => ({ name: l.code, n: l.entries })),
    ),
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
  {
    kind: 'field dropped',
    heading: 'Fields dropped',
    intro: 'The part named is left out; the rest of the entry is kept.',
  },
  {
    kind: 'address changed',
    heading: 'Addresses changed',
    intro: 'These entries get another address than their slug asks for.',
  },
  { kind: 'warning', heading: 'Warnings', intro: 'These entries are kept whole; the part named deserves a look.' },
];

type Column = Counted | 'linked' | 'notUsed';

/** A row of the report's first table: a site's content type, another type of the space, or the total. */
type Tabled = { contentType: string; pages?: Record<string, number> } & Partial<Record<Column, number>>;

const COLUMNS: [Column, string][] = [
  ['received', 'Received'],
  ['shown', 'Shown'],
  ['noSection', 'In no section'],
  ['leftOut', 'Left out'],
  ['drafts', 'Drafts'],
  ['linked', 'Linked'],
  ['notUsed', 'Type not used'],
  ['fieldsDropped', 'Fields dropped'],
  ['addressesChanged', 'Addresses changed'],
  ['warnings', 'Warnings'],
  ['referencesFollowed', 'References followed'],
  ['referencesUnresolved', 'Unresolved'],
];

/** A Markdown table: a header row, the alignment row (the first column left, numbers right), the rows. */
const table = (headings: readonly string[], rows: readonly (string | number)[][], numbers: readonly number[] = []) => [
  `| ${headings.join(' | ')} |`,
  `|${headings.map((_, i) => (numbers.includes(i) ? ' ---: |' : ' --- |')).join('')}`,
  ...rows.map((row) => `| ${row.join(' | ')} |`),
];

/** The report as Markdown, for editors (the deploy run's summary page shows it). */
export function reportMarkdown(report: ContentReport): string {
  const { totals, collections, otherTypes: others, otherLocales, typeMap } = report;
  const lines = ['# Content report', '', `${summaryLine(report).replace(/ — see content-report\.md$/, '')}.`, ''];
  if (collections[0]) lines.push(`Source: ${collections[0].source}.`, '');
  const mapped = Object.entries(typeMap).map(([from, to]) => `${from} as ${to}`);
  if (mapped.length) lines.push(`Content types read as the site's (CONTENT_TYPE_MAP): ${mapped.join(', ')}.`, '');
  const codes = Object.keys(totals.pages);
  const headings = ['Content type', ...COLUMNS.map(([, h]) => h), ...codes.map((code) => `Pages in ${code}`)];
  const tabled: Tabled[] = [...collections, ...others, { contentType: '**Total**', ...totals }];
  const counted = tabled.map((c) => [
    c.contentType,
    ...COLUMNS.map(([key]) => c[key] ?? 0),
    ...codes.map((code) => c.pages?.[code] ?? 0),
  ]);
  lines.push(...table(headings, counted, headings.map((_, i) => i).slice(1)));
  const rows = collections.flatMap((c) => c.rows);
  for (const { kind, heading, intro } of SECTIONS) {
    const these = rows.filter((r) => r.kind === kind);
    if (!these.length) continue;
    lines.push('', `## ${heading}`, '', intro, '');
    lines.push(
      ...table(
        ['Content type', 'Entry', 'Locale', 'Title', 'Field', 'Value', 'Reason'],
        these.map((r) => [
          r.contentType,
          r.link ? `[${cell(r.id)}](${r.link})` : cell(r.id),
          cell(r.locale),
          cell(r.title),
          cell(r.field),
          cell(r.value),
          cell(r.reason),
        ]),
      ),
    );
  }
  for (const { shownBy } of collections) {
    if (!shownBy?.counts.length) continue;
    lines.push('', `## ${shownBy.heading}`, '');
    lines.push(
      ...table(
        [shownBy.column, 'Entry', 'Shown'],
        shownBy.counts.map((c) => [cell(c.title), c.link ? `[${cell(c.id)}](${c.link})` : cell(c.id), c.shown]),
        [2],
      ),
    );
  }
  const unused = collections.filter((c) => c.unusedFields.length);
  if (unused.length) {
    lines.push('', '## Fields not used by the site', '', 'Entries have these fields, but no page shows them.', '');
    const fields = unused.flatMap((c) =>
      c.unusedFields.map((u) => [c.contentType, cell(u.field), u.entries, cell(u.note)]),
    );
    lines.push(...table(['Content type', 'Field', 'Entries', 'What to do'], fields, [2]));
  }
  if (others.length) {
    lines.push(
      '',
      '## Other content types',
      '',
      "The space has these content types besides the site's. Entries the site's entries link to are read through the links (a tag's name, a person's name, a quiz question); the others are on no page.",
      '',
    );
    const types = others.map((o) => [o.contentType, o.received - o.drafts, o.drafts, cell(o.note)]);
    lines.push(...table(['Content type', 'Entries', 'Drafts', 'What it is, what to do'], types, [1, 2]));
  }
  if (otherLocales.length) {
    lines.push(
      '',
      '## Other languages',
      '',
      'Entries have a title of their own in these locales, but the site has no pages in them.',
      '',
    );
    const locales = otherLocales.map((l) => [
      cell(l.code),
      l.entries,
      Object.entries(l.types)
        .map(([type, n]) => `${type} ${n}`)
        .join(', '),
      cell(l.note),
    ]);
    lines.push(...table(['Locale', 'Entries', 'Content types', 'What to do'], locales, [1]));
  }
  const whole = !rows.length && !unused.length && !totals.notUsed && !otherLocales.length;
  if (totals.received === 0) lines.push('', 'No entries came in.');
  else if (whole) lines.push('', 'Every entry is shown whole.');
  return `${lines.join('\n')}\n`;
}

/** Writes content-report.json and content-report.md into `root`; returns the report. */
export async function writeContentReport(root: string): Promise<ContentReport> {
  const report = collectReport();
  await writeFile(join(root, 'content-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(join(root, 'content-report.md'), reportMarkdown(report));
  return report;
}
