/**
 * Field-level tolerance (issue 9): what the loader drops from an entry that does not quite fit,
 * when it leaves an entry out, how slugs become addresses, and what the content report says.
 */
import { describe, expect, it } from 'vitest';
import { assignAddresses, normaliseSlug, shorten, tolerate } from '@/loaders/contentful/problems';
import {
  collectReport,
  recordCollection,
  reportMarkdown,
  resetContentReport,
  summaryLine,
} from '@/loaders/contentful/report';
import { BlogPostSchema } from '@/schemas/blog-post';
import { CurrentAffairsPdfSchema } from '@/schemas/current-affairs-pdf';
import { CurrentAffairsQuizSchema } from '@/schemas/current-affairs-quiz';
import { MainsAnswerSchema } from '@/schemas/mains-answer';
import { QuizSchema } from '@/schemas/quiz';

const post = { title: 'RBI cuts the repo rate', slug: 'rbi', publishDate: '2025-03-10' };
const question = (q: string) => ({ question: q, options: ['A', 'B'], correctAnswer: 1 });

describe('tolerate: one part goes, the entry stays', () => {
  it('drops an unsafe Read Original Source link', () => {
    const fitted = tolerate(BlogPostSchema, { ...post, sourceUrl: 'javascript:alert(1)' });
    expect(fitted).toEqual({
      data: { ...post },
      problems: [
        {
          field: 'sourceUrl',
          value: 'javascript:alert(1)',
          reason: 'must be a web address starting with https:// or http://',
        },
      ],
    });
  });

  it('drops only the unsafe one of a mains answer’s Additional Resources', () => {
    const links = ['https://pib.gov.in', 'javascript:alert(1)', 'https://prsindia.org', 'not a url'];
    const fitted = tolerate(MainsAnswerSchema, { title: 'GST', sourceUrl: links });
    expect('data' in fitted && fitted.data.sourceUrl).toEqual(['https://pib.gov.in', 'https://prsindia.org']);
    expect('data' in fitted && fitted.problems.map((p) => p.field)).toEqual(['sourceUrl[1]', 'sourceUrl[3]']);
  });

  it('drops an empty tag and keeps the others', () => {
    const fitted = tolerate(BlogPostSchema, { ...post, tags: ['Economy', '  ', 'RBI'] });
    expect('data' in fitted && BlogPostSchema.parse(fitted.data).tags).toEqual(['Economy', 'RBI']);
    expect('data' in fitted && fitted.problems).toEqual([{ field: 'tags[1]', value: '  ', reason: 'empty' }]);
  });

  it('drops a malformed quiz question only, so minutes and maximum score count the questions shown', () => {
    const questions = [
      question('One'),
      { question: 'Two', options: ['only one'] },
      question('Three'),
      { options: ['A', 'B'] },
    ];
    const fitted = tolerate(QuizSchema, { title: 'Daily', slug: 'd', questions });
    expect('data' in fitted && QuizSchema.parse(fitted.data).questions.map((q) => q.question)).toEqual([
      'One',
      'Three',
    ]);
    expect('data' in fitted && fitted.problems.map((p) => `${p.field}: ${p.reason}`)).toEqual([
      'questions[1]: options: fewer than 2 items',
      'questions[3]: question: missing',
    ]);
  });

  it('reads a JSON field that wraps its list under its own name', () => {
    const wrapped = { questions: [question('One'), { question: 'Two', options: ['A', 'B'], correctAnswer: 7 }] };
    const fitted = tolerate(CurrentAffairsQuizSchema, { title: 'APPSC', slug: 'a', exam: 'appsc', questions: wrapped });
    expect('data' in fitted && CurrentAffairsQuizSchema.parse(fitted.data).questions).toHaveLength(1);
  });

  it('falls back to the default for an unknown quizType, and to no date for an invalid one', () => {
    const fitted = tolerate(QuizSchema, { title: 'Q', slug: 'q', quizType: 'Weekly', publishDate: '31/02/2025' });
    const quiz = 'data' in fitted ? QuizSchema.parse(fitted.data) : undefined;
    expect(quiz?.quizType).toBe('Daily');
    expect(quiz?.publishDate).toBeUndefined();
    expect('data' in fitted && fitted.problems).toEqual([
      { field: 'publishDate', value: '31/02/2025', reason: 'not a date' },
      { field: 'quizType', value: 'Weekly', reason: 'not one of Daily, Monthly, Previous Years' },
    ]);
  });

  it('keeps an article without a date', () => {
    expect(tolerate(BlogPostSchema, { title: 'T', slug: 't', publishDate: 'soon' })).toMatchObject({
      data: { title: 'T', slug: 't' },
    });
  });

  it('drops a PDF file link without a url, keeping the PDF', () => {
    const fitted = tolerate(CurrentAffairsPdfSchema, { title: 'March', pdfFile: [{ title: 'x' }, { url: '/a.pdf' }] });
    expect('data' in fitted && CurrentAffairsPdfSchema.parse(fitted.data).pdfFile).toEqual([{ url: '/a.pdf' }]);
  });
});

describe('tolerate: left out only when the page cannot exist', () => {
  it.each([
    [
      'an article without a title',
      BlogPostSchema,
      { slug: 's' },
      { field: 'title', reason: 'missing; the entry cannot have a page without it' },
    ],
    [
      'a PDF with a blank title',
      CurrentAffairsPdfSchema,
      { title: '   ' },
      { field: 'title', value: '   ', reason: 'empty; the entry cannot have a page without it' },
    ],
    [
      'a quiz without a title',
      QuizSchema,
      { slug: 'q' },
      { field: 'title', reason: 'missing; the entry cannot have a page without it' },
    ],
    [
      'a mains answer with neither title nor question',
      MainsAnswerSchema,
      { excerpt: 'x' },
      { field: 'title', reason: 'needs a title or a question; the entry cannot have a page without it' },
    ],
  ] as const)('%s', (_, schema, entry, problem) => {
    expect(tolerate(schema, entry)).toEqual({ leftOut: [problem] });
  });

  it('keeps a mains answer with a question and no title', () => {
    const question = { nodeType: 'document', data: {}, content: [] };
    expect(tolerate(MainsAnswerSchema, { question })).toEqual({ data: { question }, problems: [] });
  });
});

describe('addresses', () => {
  it.each([
    ['rbi-repo-rate', 'rbi-repo-rate'],
    ['Already_Safe-123', 'Already_Safe-123'],
    ['  RBI Repo Rate: 25 bps!  ', 'rbi-repo-rate-25-bps'],
    ['Café déjà vu', 'cafe-deja-vu'],
    ['a--b__c', 'a-b-c'],
    ['a/b?c#d', 'a-b-c-d'],
    ['---', undefined],
    ['తెలుగు', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('slug %j → %j', (raw, slug) => {
    expect(normaliseSlug(raw)).toBe(slug);
  });

  it('gives the later of two entries with one address its id, and keeps every id for its entry', () => {
    const moved = assignAddresses([
      { id: 'late', slug: 'gst', createdAt: '2025-03-02T00:00:00Z' },
      { id: 'early', slug: 'GST', createdAt: '2025-03-01T00:00:00Z' },
      { id: 'mine', slug: 'early' },
      { id: 'plain', slug: 'plain' },
    ]);
    expect(Object.fromEntries(moved)).toEqual({
      late: { slug: 'late', keptBy: 'early' },
      mine: { slug: 'mine', keptBy: 'early' },
    });
  });

  it('breaks a tie of creation times by id', () => {
    const at = '2025-03-01T00:00:00Z';
    const moved = assignAddresses([
      { id: 'b', slug: 'x', createdAt: at },
      { id: 'a', slug: 'x', createdAt: at },
    ]);
    expect(Object.fromEntries(moved)).toEqual({ b: { slug: 'b', keptBy: 'a' } });
  });
});

describe('the content report', () => {
  it('counts per content type, lists every row with a link to the entry, and sums up in one line', () => {
    resetContentReport();
    recordCollection(
      'blogPost',
      'snapshot x.json',
      3,
      {
        gone: {
          leftOut: true,
          problems: [{ field: 'title', reason: 'missing; the entry cannot have a page without it' }],
        },
        a: {
          title: 'A | b',
          problems: [{ field: 'sourceUrl', value: 'javascript:alert(1)', reason: 'must be a web address' }],
        },
        b: {
          title: 'B',
          problems: [{ field: 'slug', value: 'B B', reason: 'not fit for an address; the entry is shown at "b-b"' }],
        },
      },
      (id) => `https://app.contentful.com/spaces/s/environments/master/entries/${id}`,
    );
    recordCollection('quiz', 'snapshot x.json', 2, {});
    const report = collectReport();
    expect(report.totals).toEqual({ received: 6, shown: 5, leftOut: 1, fieldsDropped: 1, addressesChanged: 1 });
    expect(summaryLine(report)).toBe(
      'Content: 5 entries shown, 1 left out, 1 field dropped, 1 address changed — see content-report.md',
    );
    const md = reportMarkdown(report);
    expect(md).toContain('| blogPost | 4 | 3 | 1 | 1 | 1 |');
    expect(md).toContain('| quiz | 2 | 2 | 0 | 0 | 0 |');
    expect(md).toContain(
      '| blogPost | [a](https://app.contentful.com/spaces/s/environments/master/entries/a) | A \\| b | sourceUrl | javascript:alert(1) | must be a web address |',
    );
    expect(md.indexOf('## Entries left out')).toBeLessThan(md.indexOf('## Fields dropped'));
    expect(md.indexOf('## Fields dropped')).toBeLessThan(md.indexOf('## Addresses changed'));
  });

  it('escapes what would be Markdown or HTML in a value', () => {
    resetContentReport();
    recordCollection('blogPost', 's', 1, {
      a: { problems: [{ field: 'tags[0]', value: '<img src=x>*[x](y)', reason: 'r' }] },
    });
    expect(reportMarkdown(collectReport())).toContain('\\<img src=x\\>\\*\\[x\\](y)');
  });

  it('shortens long values to 80 characters', () => {
    expect(shorten('x'.repeat(200))).toBe(`${'x'.repeat(79)}…`);
    expect(shorten({ question: 'Q' })).toBe('{"question":"Q"}');
  });
});
