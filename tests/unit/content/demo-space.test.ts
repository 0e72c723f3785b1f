/**
 * The embedded demo space (src/content/demo/space.json, written by `npm run demo-content`):
 * export format, content model of spec doc 2 §3, entries valid against their content types,
 * links and files resolving, the content each section needs (counts, quiz types, fallbacks), and
 * its Telugu (te-IN) texts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const spacePath = `${root}src/content/demo/space.json`;
const assetDir = `${root}public/demo-assets/`;
const LOCALE = 'en-US';
const TELUGU = 'te-IN';

interface Link {
  sys: { type: 'Link'; linkType: string; id: string };
}
interface Validation {
  in?: (string | number)[];
  unique?: boolean;
  regexp?: { pattern: string; flags?: string | null };
  range?: { min?: number; max?: number };
  size?: { min?: number; max?: number };
  linkMimetypeGroup?: string[];
  enabledNodeTypes?: string[];
  enabledMarks?: string[];
}
interface FieldDef {
  id: string;
  type: string;
  required: boolean;
  localized: boolean;
  validations: Validation[];
  linkType?: string;
  items?: { type: string; linkType?: string; validations: Validation[] };
}
interface ContentType {
  sys: { id: string; type: string };
  displayField: string;
  fields: FieldDef[];
}
interface Sys {
  id: string;
  type: string;
  createdAt: string;
  updatedAt: string;
  publishedVersion: number;
  version: number;
  contentType?: Link;
}
interface Entity {
  sys: Sys;
  fields: Record<string, Record<string, unknown>>;
}
interface AssetFile {
  url: string;
  fileName: string;
  contentType: string;
  details: { size: number; image?: { width: number; height: number } };
}
interface RichNode {
  nodeType: string;
  value?: string;
  marks?: { type: string }[];
  data: { uri?: string; target?: Link };
  content?: RichNode[];
}
interface Space {
  contentTypes: ContentType[];
  editorInterfaces: { sys: { contentType: Link }; controls: { fieldId: string }[] }[];
  entries: Entity[];
  assets: Entity[];
  locales: { code: string; default: boolean; fallbackCode: string | null; optional: boolean }[];
}
interface UpscOption {
  text?: string;
  imageUrl?: string;
  imageAlt?: string;
}
interface Question {
  question: string;
  explanation?: string;
  correctAnswer?: number;
  questionImage?: string;
  options: (string | UpscOption)[];
}

const space = JSON.parse(readFileSync(spacePath, 'utf8')) as Space;
const typeById = new Map(space.contentTypes.map((t) => [t.sys.id, t]));
const entryById = new Map(space.entries.map((e) => [e.sys.id, e]));
const assetById = new Map(space.assets.map((a) => [a.sys.id, a]));

/** A field's value in the default locale. */
const val = <T = unknown>(e: Entity, field: string) => e.fields[field]?.[LOCALE] as T | undefined;
/** A field's own Telugu value (without Contentful's fallback to en-US). */
const teVal = <T = unknown>(e: Entity, field: string) => e.fields[field]?.[TELUGU] as T | undefined;
const ofType = (id: string) => space.entries.filter((e) => e.sys.contentType?.sys.id === id);
const fileOf = (a: Entity) => val<AssetFile>(a, 'file');
const isLink = (v: unknown, linkType?: string): v is Link => {
  const s = (v as Link | undefined)?.sys;
  return s?.type === 'Link' && typeof s.id === 'string' && (!linkType || s.linkType === linkType);
};
function walk(n: RichNode, visit: (n: RichNode, parent?: RichNode) => void, parent?: RichNode) {
  visit(n, parent);
  for (const c of n.content ?? []) walk(c, visit, n);
}
const plain = (n: RichNode): string =>
  n.nodeType === 'text' ? (n.value ?? '') : (n.content ?? []).map(plain).join(' ');
const words = (n: RichNode) => plain(n).split(/\s+/).filter(Boolean).length;

// ---------------------------------------------------------------- content model (spec doc 2 §3)

const CONTRACT: Record<string, [field: string, type: string, required?: true][]> = {
  blogPost: [
    ['title', 'Symbol', true],
    ['slug', 'Symbol', true],
    ['summary', 'Text'],
    ['description', 'Text'],
    ['category', 'Symbol'],
    ['tags', 'Array<Symbol>'],
    ['publishDate', 'Date', true],
    ['featuredImage', 'Link<Asset>'],
    ['content', 'RichText'],
    ['author', 'Symbol'],
    ['sourceUrl', 'Symbol'],
    ['page', 'Array<Symbol>'],
  ],
  mainsAnswerWriting: [
    ['title', 'Symbol'],
    ['question', 'RichText'],
    ['modelAnswer', 'RichText'],
    ['excerpt', 'Text'],
    ['publishDate', 'Date'],
    ['category', 'Symbol'],
    ['tags', 'Array<Symbol>'],
    ['page', 'Array<Symbol>'],
    ['topic', 'Symbol'],
    ['featuredImage', 'Link<Asset>'],
    ['sourceUrl', 'Array<Symbol>'],
  ],
  currentAffairsPdf: [
    ['title', 'Symbol', true],
    ['category', 'Symbol'],
    ['publishDate', 'Date'],
    ['page', 'Array<Symbol>'],
    ['pdfFile', 'Array<Link<Asset>>'],
    ['thumbnail', 'Link<Asset>'],
  ],
  quiz: [
    ['title', 'Symbol'],
    ['slug', 'Symbol'],
    ['description', 'Text'],
    ['publishDate', 'Date'],
    ['quizType', 'Symbol'],
    ['subject', 'Symbol'],
    ['year', 'Integer'],
    ['status', 'Symbol'],
    ['page', 'Array<Symbol>'],
    ['questions', 'Object'],
  ],
  currentAffairsQuiz: [
    ['title', 'Symbol'],
    ['slug', 'Symbol'],
    ['description', 'Text'],
    ['publishDate', 'Date'],
    ['quizType', 'Symbol'],
    ['exam', 'Symbol'],
    ['subject', 'Symbol'],
    ['year', 'Integer'],
    ['questions', 'Object'],
  ],
  answerSubmission: [
    ['question', 'Link<Entry>', true],
    ['name', 'Symbol', true],
    ['text', 'Text'],
    ['photos', 'Array<Link<Asset>>'],
    ['language', 'Symbol'],
    ['submissionId', 'Symbol', true],
    ['submittedAt', 'Date', true],
    ['review', 'RichText'],
    ['score', 'Number'],
    ['reviewer', 'Symbol'],
  ],
};

/** The fields editors write per language; everything else (ids, dates, choices, links) is shared. */
const LOCALIZED: Record<string, string[]> = {
  blogPost: ['title', 'summary', 'description', 'content'],
  mainsAnswerWriting: ['title', 'question', 'modelAnswer', 'excerpt'],
  currentAffairsPdf: ['title'],
  quiz: ['title', 'description', 'questions'],
  currentAffairsQuiz: ['title', 'description', 'questions'],
  answerSubmission: [],
};

/** The field each type is listed by in Contentful: an answer sent for review has no title, its student's name names it. */
const displayField = (type: string) => (type === 'answerSubmission' ? 'name' : 'title');

const signature = (f: FieldDef | NonNullable<FieldDef['items']>): string =>
  f.type === 'Link'
    ? `Link<${f.linkType}>`
    : f.type === 'Array' && 'items' in f && f.items
      ? `Array<${signature(f.items)}>`
      : f.type;
const inList = (type: string, field: string) =>
  typeById
    .get(type)
    ?.fields.find((f) => f.id === field)
    ?.validations.find((v) => v.in)?.in;

describe('demo space: export format and content model', () => {
  it('has the sections of a `contentful space export` file, en-US as default locale and te-IN falling back to it', () => {
    expect(Object.keys(space)).toEqual(
      expect.arrayContaining(['contentTypes', 'editorInterfaces', 'entries', 'assets', 'locales']),
    );
    expect(space.locales).toEqual([
      expect.objectContaining({ code: LOCALE, default: true, fallbackCode: null, optional: false }),
      expect.objectContaining({ code: TELUGU, default: false, fallbackCode: LOCALE, optional: true }),
    ]);
  });

  it('defines exactly the six content types of the contract', () => {
    expect([...typeById.keys()].sort()).toEqual(Object.keys(CONTRACT).sort());
  });

  it.each(Object.entries(CONTRACT))(
    '%s has the contract fields, types and required flags, and its display field',
    (id, fields) => {
      const type = typeById.get(id)!;
      expect(type.displayField).toBe(displayField(id));
      expect(type.fields.map((f) => f.id)).toEqual(fields.map(([f]) => f));
      for (const [field, sig, required] of fields) {
        const def = type.fields.find((f) => f.id === field)!;
        expect(signature(def), `${id}.${field}`).toBe(sig);
        if (required) expect(def.required, `${id}.${field} is required`).toBe(true);
      }
      expect(type.fields.filter((f) => f.localized).map((f) => f.id)).toEqual(LOCALIZED[id]);
    },
  );

  it.each([
    ['quiz', 'quizType', ['Daily', 'Monthly', 'Previous Years']],
    ['quiz', 'status', ['Published', 'Draft']],
    ['currentAffairsQuiz', 'quizType', ['Daily', 'Monthly', 'Previous']],
    ['currentAffairsQuiz', 'exam', ['appsc', 'tgpsc']],
  ])('%s.%s only allows %j', (type, field, values) => {
    expect(inList(type, field)).toEqual(values);
  });

  it.each([['blogPost'], ['quiz'], ['currentAffairsQuiz']])('%s.slug is unique', (type) => {
    expect(typeById.get(type)!.fields.find((f) => f.id === 'slug')!.validations).toContainEqual({ unique: true });
  });

  it('has an editor interface naming every field of each content type', () => {
    for (const t of space.contentTypes) {
      const ei = space.editorInterfaces.find((e) => e.sys.contentType.sys.id === t.sys.id);
      expect(
        ei?.controls.map((c) => c.fieldId),
        t.sys.id,
      ).toEqual(t.fields.map((f) => f.id));
    }
  });
});

// ---------------------------------------------------------------- every entry fits its type

/** Problems with one value against a field definition (type and validations). */
function problems(
  def: { type: string; linkType?: string; validations: Validation[]; items?: FieldDef['items'] },
  v: unknown,
): string[] {
  const out: string[] = [];
  const typeOk: Record<string, () => boolean> = {
    Symbol: () => typeof v === 'string' && v.length <= 256,
    Text: () => typeof v === 'string' && v.length <= 50_000,
    Integer: () => Number.isInteger(v),
    Number: () => typeof v === 'number',
    Boolean: () => typeof v === 'boolean',
    Date: () =>
      typeof v === 'string' &&
      /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(v) &&
      !Number.isNaN(Date.parse(v)),
    Object: () => typeof v === 'object' && v !== null,
    RichText: () => (v as RichNode | undefined)?.nodeType === 'document',
    Link: () => isLink(v, def.linkType),
    Array: () => Array.isArray(v),
  };
  if (!typeOk[def.type]?.()) return [`not a ${def.type}: ${JSON.stringify(v)?.slice(0, 80)}`];
  if (def.type === 'Array' && def.items) for (const item of v as unknown[]) out.push(...problems(def.items, item));
  for (const rule of def.validations) {
    if (rule.in && !rule.in.includes(v as string)) out.push(`${JSON.stringify(v)} not in ${JSON.stringify(rule.in)}`);
    if (rule.regexp && !new RegExp(rule.regexp.pattern, rule.regexp.flags ?? undefined).test(v as string))
      out.push(`${String(v)} fails ${rule.regexp.pattern}`);
    if (
      rule.range &&
      ((rule.range.min !== undefined && (v as number) < rule.range.min) ||
        (rule.range.max !== undefined && (v as number) > rule.range.max))
    )
      out.push(`${String(v)} out of range`);
    if (rule.linkMimetypeGroup) {
      const file = assetById.has((v as Link).sys.id) ? fileOf(assetById.get((v as Link).sys.id)!) : undefined;
      const group = { image: /^image\//, pdfdocument: /^application\/pdf$/ } as Record<string, RegExp>;
      if (file && !rule.linkMimetypeGroup.some((g) => group[g]?.test(file.contentType)))
        out.push(`asset ${(v as Link).sys.id} is ${file.contentType}`);
    }
  }
  return out;
}

/** Rich-text problems: node types and marks outside the field's validations, broken links or embeds. */
function richTextProblems(def: FieldDef, doc: RichNode): string[] {
  const nodes = new Set([
    'document',
    'paragraph',
    'text',
    'list-item',
    ...(def.validations.find((r) => r.enabledNodeTypes)?.enabledNodeTypes ?? []),
  ]);
  const marks = new Set(def.validations.find((r) => r.enabledMarks)?.enabledMarks ?? []);
  const out: string[] = [];
  walk(doc, (n, parent) => {
    if (!nodes.has(n.nodeType)) out.push(`node type ${n.nodeType} not enabled`);
    for (const m of n.marks ?? []) if (!marks.has(m.type)) out.push(`mark ${m.type} not enabled`);
    if (n.nodeType === 'text' && !['paragraph', 'heading-2', 'heading-3', 'hyperlink'].includes(parent?.nodeType ?? ''))
      out.push(`text directly inside ${parent?.nodeType}`);
    if (n.nodeType === 'list-item' && !n.content?.every((c) => c.nodeType === 'paragraph'))
      out.push('list item without paragraph');
    if (n.nodeType === 'hyperlink' && typeof n.data.uri !== 'string') out.push('hyperlink without uri');
    if (n.nodeType === 'embedded-asset-block' && !assetById.has(n.data.target?.sys.id ?? ''))
      out.push(`embedded asset ${n.data.target?.sys.id} missing`);
  });
  return out;
}

describe('demo space: entries fit their content types', () => {
  it.each(space.entries.map((e) => [`${e.sys.contentType?.sys.id} ${e.sys.id}`, e] as const))('%s', (_, e) => {
    const type = typeById.get(e.sys.contentType!.sys.id);
    expect(type, 'known content type').toBeDefined();
    const defs = new Map(type!.fields.map((f) => [f.id, f]));
    const errors: string[] = [];
    for (const [id, localized] of Object.entries(e.fields)) {
      const def = defs.get(id);
      if (!def) {
        errors.push(`unknown field ${id}`);
        continue;
      }
      const locales = Object.keys(localized).join();
      if (locales !== LOCALE && !(def.localized && locales === `${LOCALE},${TELUGU}`))
        errors.push(`${id} is keyed by ${locales}, not by ${LOCALE} (and ${TELUGU} if localized)`);
      for (const [locale, v] of Object.entries(localized)) {
        errors.push(...problems(def, v).map((p) => `${id} ${locale}: ${p}`));
        if (def.type === 'RichText')
          errors.push(...richTextProblems(def, v as RichNode).map((p) => `${id} ${locale}: ${p}`));
      }
    }
    for (const def of type!.fields)
      if (def.required && val(e, def.id) === undefined) errors.push(`required ${def.id} missing`);
    expect(errors).toEqual([]);
  });

  it('gives every entry and asset the sys fields of an export', () => {
    for (const e of [...space.entries, ...space.assets]) {
      expect(e.sys.id).toMatch(/^[A-Za-z0-9]{22}$/);
      expect(Date.parse(e.sys.createdAt)).toBeLessThanOrEqual(Date.parse(e.sys.updatedAt));
      expect(e.sys.publishedVersion).toBeGreaterThanOrEqual(1);
      expect(e.sys.version).toBe(e.sys.publishedVersion + 1);
    }
    expect(space.entries.every((e) => e.sys.type === 'Entry' && isLink(e.sys.contentType, 'ContentType'))).toBe(true);
    expect(space.assets.every((a) => a.sys.type === 'Asset')).toBe(true);
    const ids = [...space.entries, ...space.assets].map((e) => e.sys.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([['blogPost'], ['quiz'], ['currentAffairsQuiz']])('%s slugs are unique', (type) => {
    const slugs = ofType(type).map((e) => val<string>(e, 'slug'));
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('resolves every link to an existing asset or entry', () => {
    const dangling: string[] = [];
    const check = (v: unknown): void => {
      if (isLink(v)) {
        const found = v.sys.linkType === 'Asset' ? assetById.has(v.sys.id) : entryById.has(v.sys.id);
        if (!found) dangling.push(`${v.sys.linkType} ${v.sys.id}`);
      } else if (Array.isArray(v)) v.forEach(check);
      else if (v && typeof v === 'object') Object.values(v).forEach(check);
    };
    for (const e of space.entries) check(e.fields);
    expect(dangling).toEqual([]);
  });

  it('dates everything between August and November 2026', () => {
    for (const e of space.entries) {
      const d = val<string>(e, e.sys.contentType?.sys.id === 'answerSubmission' ? 'submittedAt' : 'publishDate');
      expect(d, e.sys.id).toBeDefined();
      expect(d! >= '2026-08-01' && d! <= '2026-11-30', `${e.sys.id} ${d}`).toBe(true);
    }
  });
});

// ---------------------------------------------------------------- assets and files

describe('demo space: assets are small local files', () => {
  const withFile = space.assets.filter((a) => fileOf(a));

  it.each(withFile.map((a) => [fileOf(a)!.fileName, a] as const))(
    '%s exists with the size, type and url the asset states',
    async (name, a) => {
      const file = fileOf(a)!;
      expect(file.url).toBe(`/demo-assets/${name}`);
      expect(statSync(assetDir + name).size).toBe(file.details.size);
      expect(val<string>(a, 'title')).toBeTruthy();
      const ext = name.split('.').pop();
      expect(file.contentType).toBe({ webp: 'image/webp', png: 'image/png', pdf: 'application/pdf' }[ext!]);
      if (file.details.image) {
        const meta = await sharp(assetDir + name).metadata();
        expect([meta.width, meta.height]).toEqual([file.details.image.width, file.details.image.height]);
        expect(val<string>(a, 'description'), 'alt text').toBeTruthy();
      }
    },
  );

  it('keeps featured images at 1200×630 JPEG of 60 KB or less, and PDFs at 30 KB or less', () => {
    const featured = new Set(
      ofType('blogPost')
        .map((e) => val<Link>(e, 'featuredImage')?.sys.id)
        .filter(Boolean),
    );
    for (const id of featured) {
      const f = fileOf(assetById.get(id!)!)!;
      expect(f.details.image).toEqual({ width: 1200, height: 630 });
      expect(f.details.size, f.fileName).toBeLessThanOrEqual(60 * 1024);
    }
    expect(featured.size).toBeGreaterThanOrEqual(10);
    for (const a of withFile.filter((x) => fileOf(x)!.contentType === 'application/pdf'))
      expect(fileOf(a)!.details.size).toBeLessThanOrEqual(30 * 1024);
  });

  it.each(readdirSync(assetDir).filter((f) => f.endsWith('.pdf')))(
    '%s is a well-formed PDF (header, objects at their xref offsets, trailer)',
    (name) => {
      const pdf = readFileSync(assetDir + name).toString('latin1');
      expect(pdf.startsWith('%PDF-1.')).toBe(true);
      expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
      const xref = Number(/startxref\s+(\d+)/.exec(pdf)![1]);
      expect(pdf.slice(xref, xref + 4)).toBe('xref');
      const rows = pdf
        .slice(xref)
        .split('\n')
        .slice(3)
        .filter((l) => / n $/.test(l));
      expect(rows.length).toBeGreaterThan(4);
      rows.forEach((row, i) => expect(pdf.slice(Number(row.slice(0, 10))).startsWith(`${i + 1} 0 obj`)).toBe(true));
      expect(pdf).toMatch(/\/Type \/Catalog/);
    },
  );

  it('has no file in public/demo-assets that nothing uses', () => {
    const used = new Set(withFile.map((a) => fileOf(a)!.fileName));
    for (const q of [...ofType('quiz')].flatMap((e) => val<Question[]>(e, 'questions') ?? []))
      for (const url of [q.questionImage, ...q.options.map((o) => (typeof o === 'string' ? undefined : o.imageUrl))])
        if (url) used.add(url.replace('/demo-assets/', ''));
    expect(readdirSync(assetDir).filter((f) => !used.has(f))).toEqual([]);
  });

  it('stays under 1.5 MB', () => {
    expect(statSync(spacePath).size).toBeLessThan(1.5 * 1024 * 1024);
  });
});

// ---------------------------------------------------------------- what each section lists

const pages = (e: Entity) => (val<string[]>(e, 'page') ?? []).map((p) => p.toLowerCase());
const SECTIONS = {
  upsc: {
    articles: (e: Entity) =>
      /current|affairs/i.test(val<string>(e, 'category') ?? '') || pages(e).some((p) => p.includes('upsc')),
    quizzes: () => ofType('quiz').filter((e) => val(e, 'status') === 'Published'),
    quizTypes: ['Daily', 'Monthly', 'Previous Years'],
  },
  appsc: {
    articles: (e: Entity) => pages(e).some((p) => p.includes('appsc')),
    quizzes: () => ofType('currentAffairsQuiz').filter((e) => val(e, 'exam') === 'appsc'),
    quizTypes: ['Daily', 'Monthly', 'Previous'],
  },
  tgpsc: {
    articles: (e: Entity) => pages(e).some((p) => p.includes('tgpsc')),
    quizzes: () => ofType('currentAffairsQuiz').filter((e) => val(e, 'exam') === 'tgpsc'),
    quizTypes: ['Daily', 'Monthly', 'Previous'],
  },
} as const;

describe.each(Object.entries(SECTIONS))('demo space: the %s section', (exam, section) => {
  const articles = ofType('blogPost').filter(section.articles);
  // UPSC's by their topic (spec document 2 §7), the others' by their page key.
  const mains = ofType('mainsAnswerWriting').filter((e) =>
    exam === 'upsc' ? val(e, 'topic') === 'UPSC' : pages(e).includes(exam),
  );
  const pdfs = ofType('currentAffairsPdf').filter((e) => pages(e).includes(exam));
  const quizzes = section.quizzes();
  const withQuestions = quizzes.filter((q) => (val<Question[]>(q, 'questions') ?? []).length > 0);

  it('lists at least 25 articles (page 3 at 10 a page), each with paragraphs, a heading, a list and bold text', () => {
    expect(articles.length).toBeGreaterThanOrEqual(25);
    for (const a of articles) {
      const types = new Set<string>();
      const marks = new Set<string>();
      walk(val<RichNode>(a, 'content')!, (n) => {
        types.add(n.nodeType);
        for (const m of n.marks ?? []) marks.add(m.type);
      });
      expect([...types], val(a, 'slug')).toEqual(expect.arrayContaining(['paragraph', 'heading-2', 'unordered-list']));
      expect(marks.has('bold')).toBe(true);
    }
  });

  it('has articles without summary, tags, featured image, author and source, for the fallback texts', () => {
    for (const field of ['summary', 'tags', 'featuredImage', 'author', 'sourceUrl'])
      expect(
        articles.some((a) => val(a, field) === undefined),
        `an article without ${field}`,
      ).toBe(true);
  });

  it('has 12 mains answers whose model answers run about 250–400 words from introduction to conclusion', () => {
    expect(mains).toHaveLength(12);
    for (const m of mains) {
      const answer = val<RichNode>(m, 'modelAnswer')!;
      expect(words(answer), val(m, 'title')).toBeGreaterThanOrEqual(230);
      expect(words(answer), val(m, 'title')).toBeLessThanOrEqual(420);
      expect(answer.content![0].nodeType, 'opens with an introduction').toBe('paragraph');
      const headings = answer.content!.filter((n) => n.nodeType === 'heading-2').map(plain);
      expect(headings.at(-1)).toBe('Conclusion');
      expect(answer.content!.at(-1)!.nodeType).toBe('paragraph');
      expect(
        plain(val<RichNode>(m, 'question')!.content![0]).length,
        'the question opens with its text',
      ).toBeGreaterThan(40);
    }
    for (const field of ['excerpt', 'tags', 'featuredImage', 'sourceUrl'])
      expect(
        mains.some((m) => val(m, field) === undefined),
        `a mains answer without ${field}`,
      ).toBe(true);
  });

  it('has 12 quizzes with questions covering every quiz type, each with 5–12 explained questions', () => {
    expect(withQuestions).toHaveLength(12);
    expect(new Set(withQuestions.map((q) => val(q, 'quizType')))).toEqual(new Set(section.quizTypes));
    for (const q of withQuestions) {
      const questions = val<Question[]>(q, 'questions')!;
      expect(questions.length, val(q, 'slug')).toBeGreaterThanOrEqual(5);
      expect(questions.length).toBeLessThanOrEqual(12);
      expect(questions.every((x) => x.explanation)).toBe(true);
    }
    expect(
      withQuestions
        .filter((q) => val(q, 'quizType') !== section.quizTypes[2])
        .every((q) => val(q, 'year') === undefined),
    ).toBe(true);
    expect(
      withQuestions
        .filter((q) => val(q, 'quizType') === section.quizTypes[2])
        .every((q) => Number.isInteger(val(q, 'year'))),
    ).toBe(true);
  });

  it('has one quiz without questions (no list shows it; the content report names it)', () => {
    expect(quizzes.filter((q) => (val<Question[]>(q, 'questions') ?? []).length === 0)).toHaveLength(1);
  });

  it('writes every question with a valid answer index and well-formed options', () => {
    for (const q of quizzes.flatMap((x) => val<Question[]>(x, 'questions')!)) {
      expect(q.question.length).toBeGreaterThan(10);
      expect(q.options.length).toBeGreaterThanOrEqual(2);
      if (q.correctAnswer !== undefined)
        expect(
          Number.isInteger(q.correctAnswer) && q.correctAnswer >= 0 && q.correctAnswer < q.options.length,
          q.question,
        ).toBe(true);
      for (const o of q.options) {
        if (exam === 'upsc') {
          const opt = o as UpscOption;
          expect(Boolean(opt.text) || Boolean(opt.imageUrl && opt.imageAlt), q.question).toBe(true);
        } else expect(typeof o === 'string' && o.length > 0).toBe(true);
      }
    }
  });

  it('has 6 PDFs in at least 3 categories', () => {
    expect(pdfs).toHaveLength(6);
    expect(new Set(pdfs.map((p) => val(p, 'category'))).size).toBeGreaterThanOrEqual(3);
  });
});

describe('demo space: the special cases pages must handle', () => {
  const upscQuestions = ofType('quiz')
    .filter((e) => val(e, 'status') === 'Published')
    .flatMap((e) => val<Question[]>(e, 'questions')!);
  const articleNodes = ofType('blogPost').flatMap((e) => {
    const out: RichNode[] = [];
    walk(val<RichNode>(e, 'content')!, (n) => out.push(n));
    return out;
  });

  it('has exactly one hyperlink with an unsafe javascript: uri, among safe https links', () => {
    const uris = articleNodes.filter((n) => n.nodeType === 'hyperlink').map((n) => n.data.uri!);
    expect(uris.filter((u) => /^\s*javascript:/i.test(u))).toHaveLength(1);
    expect(uris.filter((u) => u.startsWith('https://')).length).toBeGreaterThanOrEqual(2);
  });

  it('embeds an image asset in an article body', () => {
    const embeds = articleNodes.filter((n) => n.nodeType === 'embedded-asset-block');
    expect(embeds.length).toBeGreaterThanOrEqual(1);
    expect(fileOf(assetById.get(embeds[0].data.target!.sys.id)!)!.contentType).toMatch(/^image\//);
  });

  it('has UPSC questions with a question image, with image options and with the default answer index', () => {
    const images = upscQuestions.filter((q) => q.questionImage);
    const imageOptions = upscQuestions.filter((q) => q.options.some((o) => typeof o !== 'string' && o.imageUrl));
    expect(images.length).toBeGreaterThanOrEqual(2);
    expect(imageOptions.length).toBeGreaterThanOrEqual(2);
    expect(upscQuestions.some((q) => q.correctAnswer === undefined)).toBe(true);
    for (const url of [
      ...images.map((q) => q.questionImage!),
      ...imageOptions.flatMap((q) => q.options.map((o) => (o as UpscOption).imageUrl!)),
    ]) {
      expect(url).toMatch(/^\/demo-assets\/[\w.-]+\.(png|svg)$/);
      expect(statSync(assetDir + url.slice('/demo-assets/'.length)).size).toBeLessThanOrEqual(20 * 1024);
    }
  });

  it('has one Draft UPSC quiz, which lists must leave out', () => {
    expect(ofType('quiz').filter((e) => val(e, 'status') === 'Draft')).toHaveLength(1);
  });

  it('has one PDF whose only asset has no file url ("PDF URL is not available")', () => {
    const noUrl = ofType('currentAffairsPdf').filter((e) =>
      val<Link[]>(e, 'pdfFile')!.every((l) => !fileOf(assetById.get(l.sys.id)!)?.url),
    );
    expect(noUrl).toHaveLength(1);
    expect(val<Link[]>(noUrl[0], 'pdfFile')).toHaveLength(1);
  });

  it('lists pdfFile as a list (mostly of one asset, once of two) and leaves one PDF without a thumbnail', () => {
    const lengths = ofType('currentAffairsPdf').map((e) => val<Link[]>(e, 'pdfFile')!.length);
    expect(lengths.filter((n) => n === 2)).toHaveLength(1);
    expect(lengths.filter((n) => n === 1).length).toBe(lengths.length - 1);
    expect(ofType('currentAffairsPdf').some((e) => val(e, 'thumbnail') === undefined)).toBe(true);
  });
});

// ---------------------------------------------------------------- Telugu (te-IN)

const optionText = (o: string | UpscOption) => (typeof o === 'string' ? o : [o.text, o.imageAlt].join(' '));
/** Share of the letters (with their vowel signs) that are Telugu script, U+0C00–U+0C7F. */
const teluguShare = (text: string) => {
  const letters = text.match(/[\p{L}\p{M}]/gu) ?? [];
  return letters.filter((c) => c >= '\u0C00' && c <= '\u0C7F').length / letters.length;
};
const textOf = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : (v as RichNode).nodeType === 'document'
      ? plain(v as RichNode)
      : (v as Question[]).flatMap((q) => [q.question, q.explanation ?? '', ...q.options.map(optionText)]).join(' ');
const translated = (type: string) => ofType(type).filter((e) => teVal(e, 'title') !== undefined);
/** What a translation must keep from the English document: its blocks, link targets and embeds. */
const skeleton = (doc: RichNode) => {
  const targets: string[] = [];
  walk(doc, (n) => {
    if (n.data.uri) targets.push(n.data.uri);
    if (n.data.target) targets.push(n.data.target.sys.id);
  });
  return { blocks: doc.content!.map((n) => n.nodeType), targets };
};

describe('demo space: Telugu texts', () => {
  const withTelugu = [...space.entries, ...space.assets].filter((e) =>
    Object.values(e.fields).some((f) => f[TELUGU] !== undefined),
  );

  it.each([
    ['UPSC articles', 12, () => translated('blogPost').filter(SECTIONS.upsc.articles)],
    [
      'APPSC and TGPSC articles',
      12,
      () => translated('blogPost').filter((e) => SECTIONS.appsc.articles(e) || SECTIONS.tgpsc.articles(e)),
    ],
    ['mains answers', 4, () => translated('mainsAnswerWriting')],
    ['quizzes', 3, () => [...translated('quiz'), ...translated('currentAffairsQuiz')]],
    ['PDFs', 2, () => translated('currentAffairsPdf')],
  ])('has %s in Telugu (at least %i)', (_, min, pick) => {
    expect(pick().length).toBeGreaterThanOrEqual(min);
  });

  it('writes every Telugu value in Telugu script (English terms only in brackets)', () => {
    const low: string[] = [];
    for (const e of withTelugu)
      for (const [field, byLocale] of Object.entries(e.fields)) {
        const v = byLocale[TELUGU];
        if (v !== undefined && teluguShare(textOf(v)) < 0.8)
          low.push(`${e.sys.id} ${field}: ${teluguShare(textOf(v)).toFixed(2)}`);
      }
    expect(withTelugu.length).toBeGreaterThan(0);
    expect(low).toEqual([]);
  });

  it('translates an entry whole: every localized field the English sets, none of the shared ones', () => {
    for (const e of withTelugu.filter((x) => x.sys.type === 'Entry')) {
      const type = e.sys.contentType!.sys.id;
      const expected = LOCALIZED[type].filter((f) => val(e, f) !== undefined);
      const actual = Object.keys(e.fields).filter((f) => teVal(e, f) !== undefined);
      expect(actual, `${type} ${e.sys.id}`).toEqual(expected);
    }
  });

  it('keeps the English blocks, links and embedded pictures in each Telugu rich text', () => {
    for (const e of withTelugu.filter((x) => x.sys.type === 'Entry'))
      for (const field of ['content', 'question', 'modelAnswer'])
        if (teVal(e, field) !== undefined)
          expect(skeleton(teVal<RichNode>(e, field)!), `${e.sys.id} ${field}`).toEqual(
            skeleton(val<RichNode>(e, field)!),
          );
  });

  it('asks the same quiz in both languages: questions, answer indexes, images and option counts', () => {
    const quizzes = [...translated('quiz'), ...translated('currentAffairsQuiz')];
    for (const q of quizzes) {
      const shape = (list: Question[]) =>
        list.map((x) => ({
          correctAnswer: x.correctAnswer,
          questionImage: x.questionImage,
          options: x.options.map((o) => (typeof o === 'string' ? 'text' : o.imageUrl)),
        }));
      const [en, te] = [val<Question[]>(q, 'questions')!, teVal<Question[]>(q, 'questions')!];
      expect(te.length, val(q, 'slug')).toBeGreaterThan(0);
      expect(shape(te), val(q, 'slug')).toEqual(shape(en));
    }
  });

  it('gives every asset a Telugu entry shows (picture, embed, PDF file) a Telugu title and alt text', () => {
    const shown = new Set<string>();
    for (const e of withTelugu.filter((x) => x.sys.type === 'Entry')) {
      for (const field of ['featuredImage', 'thumbnail', 'pdfFile'])
        for (const l of [val<Link | Link[]>(e, field) ?? []].flat()) shown.add(l.sys.id);
      for (const field of ['content', 'question', 'modelAnswer'])
        if (teVal(e, field)) walk(teVal<RichNode>(e, field)!, (n) => n.data.target && shown.add(n.data.target.sys.id));
    }
    const untitled = [...shown]
      .map((id) => assetById.get(id)!)
      .filter((a) => fileOf(a) && !(teVal(a, 'title') && teVal(a, 'description')))
      .map((a) => val(a, 'title'));
    expect(shown.size).toBeGreaterThan(10);
    expect(untitled).toEqual([]);
  });
});
