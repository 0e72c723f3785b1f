/**
 * Field-level tolerance (issue 9): what the loader drops from an entry that does not quite fit,
 * when it leaves an entry out, how slugs become addresses, and what the content report says.
 */
import { describe, expect, it } from 'vitest';
import {
  assignAddresses,
  normaliseSlug,
  oversizedPictures,
  PICTURE_BUDGET,
  lookalike,
  shorten,
  siteType,
  tolerate,
  unusedFieldNote,
  unusedFields,
} from '@/loaders/contentful/problems';
import {
  collectReport,
  recordCollection,
  recordSpace,
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

describe('oversizedPictures: a picture that cannot be resized and is over the budget', () => {
  const big = { contentType: 'image/jpeg', size: 15_736_986 };
  it.each([
    ['warns for another host', { url: 'https://cdn.example.com/p.jpg', ...big }, 1],
    ['not for Contentful (resized)', { url: 'https://images.contentful.com/s/p.jpg', ...big }, 0],
    ['not within the budget', { url: 'https://cdn.example.com/p.jpg', contentType: 'image/jpeg', size: 150_000 }, 0],
    ['not for a PDF', { url: 'https://cdn.example.com/p.pdf', contentType: 'application/pdf', size: 9e6 }, 0],
    ['not without a size', { url: 'https://cdn.example.com/p.jpg', contentType: 'image/jpeg' }, 0],
  ])('%s', (_, featuredImage, n) => {
    const found = oversizedPictures({ title: 'T', featuredImage });
    expect(found).toHaveLength(n);
    if (n) {
      expect(found[0]).toMatchObject({ field: 'featuredImage', warning: true });
      expect(found[0].reason).toContain('15.7 MB');
      expect(found[0].reason).toContain(`${PICTURE_BUDGET / 1000} KB`);
    }
  });
});

describe('fields the site does not use', () => {
  it('lists the fields the schema lacks, with a rename hint where one fits', () => {
    expect(unusedFields(BlogPostSchema, { title: 'T', body: {}, heroImage: {}, postDate: 'x', shoeSize: 3 })).toEqual([
      'body',
      'heroImage',
      'postDate',
      'shoeSize',
    ]);
    const note = unusedFieldNote(BlogPostSchema);
    expect(note('body')).toBe('not shown on the site; rename it to content if it is the body of the article');
    expect(note('heroImage')).toBe(
      'not shown on the site; rename it to featuredImage if it is the picture at the top of the article and on social shares',
    );
    expect(note('postDate')).toBe('not shown on the site; rename it to publishDate if it is the date of the article');
    expect(note('shoeSize')).toBe('not shown on the site');
    expect(unusedFieldNote(QuizSchema)('body')).toBe('not shown on the site');
  });
});

describe('the content report', () => {
  const plainNote = () => 'not shown on the site';

  it('counts per content type, every entry read, lists every row with a link to the entry, and sums up in one line', () => {
    resetContentReport();
    recordSpace({
      types: {
        blogPost: { entries: 5, drafts: 1, fields: ['title'] },
        quiz: { entries: 2, drafts: 0, fields: ['title'] },
        tag: { entries: 2, drafts: 1, fields: ['name'] },
        post: { entries: 15, drafts: 0, fields: ['body', 'publishDate', 'slug', 'title'] },
      },
      telugu: 'te-IN',
      typeMap: {},
    });
    recordCollection('blogPost', 'snapshot x.json', {
      locale: 'en-US',
      stored: 4,
      records: {
        gone: {
          leftOut: true,
          problems: [{ field: 'title', reason: 'missing; the entry cannot have a page without it' }],
        },
        draft: { title: 'Not yet', draft: true, problems: [] },
        a: {
          title: 'A | b',
          unused: ['body', 'heroImage'],
          followed: 3,
          unresolved: 1,
          problems: [{ field: 'sourceUrl', value: 'javascript:alert(1)', reason: 'must be a web address' }],
        },
        b: {
          title: 'B',
          unused: ['body'],
          noSection: { field: 'page', value: '', reason: 'names no exam' },
          problems: [{ field: 'slug', value: 'B B', reason: 'not fit for an address; the address is "b-b"' }],
        },
        c: {
          problems: [
            { field: 'featuredImage', value: 'https://x/big.jpg', reason: 'a 15.7 MB picture', warning: true },
          ],
        },
      },
      unusedNote: (field) => (field === 'body' ? 'not shown on the site; rename it to content' : plainNote()),
      linkTo: (id) => `https://app.contentful.com/spaces/s/environments/master/entries/${id}`,
      linked: new Map([['tag-1', 'tag']]),
      site: siteType('blogPost', BlogPostSchema),
    });
    recordCollection('quiz', 'snapshot x.json', { locale: 'en-US', stored: 2, records: {}, unusedNote: plainNote });
    const report = collectReport();
    expect(report.totals).toEqual({
      received: 26,
      shown: 5,
      noSection: 1,
      leftOut: 1,
      drafts: 2,
      linked: 2,
      notUsed: 15,
      fieldsDropped: 1,
      addressesChanged: 1,
      warnings: 1,
      referencesFollowed: 3,
      referencesUnresolved: 1,
      unusedFields: 2,
      pages: {},
    });
    expect(report.collections[0].unusedFields).toEqual([
      { field: 'body', entries: 2, note: 'not shown on the site; rename it to content' },
      { field: 'heroImage', entries: 1, note: 'not shown on the site' },
    ]);
    expect(report.otherTypes).toEqual([
      {
        contentType: 'post',
        received: 15,
        drafts: 0,
        linked: 0,
        notUsed: 15,
        note: 'looks like a current affairs article: rename the type to blogPost, or set CONTENT_TYPE_MAP=post:blogPost',
      },
      {
        contentType: 'tag',
        received: 3,
        drafts: 1,
        linked: 2,
        notUsed: 0,
        note: "read through links: the site's entries link to 1 of its 2 entries",
      },
    ]);
    expect(summaryLine(report)).toBe(
      'Content: 5 entries shown, 1 in no section, 1 left out, 2 drafts not published, 2 entries read through links (tag 2), 15 entries of content types the site does not use (post 15), 1 field dropped, 1 address changed, 1 warning, 2 unused fields, 3 references followed (1 unresolved) — see content-report.md',
    );
    const md = reportMarkdown(report);
    expect(md).toContain(
      '| Content type | Received | Shown | In no section | Left out | Drafts | Linked | Type not used | Fields dropped |',
    );
    expect(md).toContain('| blogPost | 6 | 3 | 1 | 1 | 1 | 0 | 0 | 1 | 1 | 1 | 3 | 1 |');
    expect(md).toContain('| quiz | 2 | 2 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |');
    expect(md).toContain('| post | 15 | 0 | 0 | 0 | 0 | 0 | 15 | 0 | 0 | 0 | 0 | 0 |');
    expect(md).toContain('| tag | 3 | 0 | 0 | 0 | 1 | 2 | 0 | 0 | 0 | 0 | 0 | 0 |');
    expect(md).toContain('| **Total** | 26 | 5 | 1 | 1 | 2 | 2 | 15 |');
    // Every row adds up: received = shown + in no section + left out + drafts + linked + type not used.
    const counts = [...md.matchAll(/^\| (\S+) \|((?: \d+ \|){12})$/gm)].map((m) => m[2].split('|').map(Number));
    expect(counts.length).toBe(5);
    for (const [received, ...rest] of counts) expect(received).toBe(rest.slice(0, 6).reduce((a, b) => a + b, 0));
    expect(md).toContain(
      '| post | 15 | 0 | looks like a current affairs article: rename the type to blogPost, or set CONTENT\\_TYPE\\_MAP=post:blogPost |',
    );
    expect(md).toContain(
      '| blogPost | [a](https://app.contentful.com/spaces/s/environments/master/entries/a) | en-US | A \\| b | sourceUrl | javascript:alert(1) | must be a web address |',
    );
    expect(md).toContain(
      '| blogPost | [draft](https://app.contentful.com/spaces/s/environments/master/entries/draft) | en-US | Not yet | (entry) |   | draft, not published |',
    );
    expect(md).toContain('| blogPost | body | 2 | not shown on the site; rename it to content |');
    const headings = [...md.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual([
      'Entries left out',
      'Drafts, not published',
      'Entries in no section',
      'Fields dropped',
      'Addresses changed',
      'Warnings',
      'Fields not used by the site',
      'Other content types',
    ]);
  });

  it('says every entry is shown whole only when it is true', () => {
    resetContentReport();
    recordCollection('quiz', 's', { locale: 'en-US', stored: 2, records: {}, unusedNote: plainNote });
    const md = reportMarkdown(collectReport());
    expect(md).toContain(
      'Content: 2 entries shown, 0 in no section, 0 left out, 0 drafts not published, 0 fields dropped, 0 unused fields, 0 references followed (0 unresolved).',
    );
    expect(md).toContain('Every entry is shown whole.');
    // A whole content type on no page, or a language with no pages, is not "shown whole".
    recordSpace({ types: { recipe: { entries: 3, drafts: 0, fields: ['title'] } }, telugu: 'te-IN', typeMap: {} });
    expect(reportMarkdown(collectReport())).not.toContain('Every entry is shown whole.');
    resetContentReport();
    recordCollection('quiz', 's', {
      locale: 'en-US',
      stored: 2,
      records: { 'es/q': { title: 'Cuestionario', unbuilt: true, problems: [] } },
      unusedNote: plainNote,
    });
    expect(reportMarkdown(collectReport())).not.toContain('Every entry is shown whole.');
    resetContentReport();
    recordCollection('quiz', 's', { locale: 'en-US', stored: 0, records: {}, unusedNote: plainNote });
    expect(reportMarkdown(collectReport())).toContain('No entries came in.');
  });

  it('escapes what would be Markdown or HTML in a value', () => {
    resetContentReport();
    recordCollection('blogPost', 's', {
      locale: 'en-US',
      stored: 1,
      records: { a: { problems: [{ field: 'tags[0]', value: '<img src=x>*[x](y)', reason: 'r' }] } },
      unusedNote: plainNote,
    });
    expect(reportMarkdown(collectReport())).toContain('\\<img src=x\\>\\*\\[x\\](y)');
  });

  it('shortens long values to 80 characters', () => {
    expect(shorten('x'.repeat(200))).toBe(`${'x'.repeat(79)}…`);
    expect(shorten({ question: 'Q' })).toBe('{"question":"Q"}');
  });
});

describe('lookalike: which of the site’s content types another one looks like', () => {
  const site = [
    siteType('blogPost', BlogPostSchema),
    siteType('mainsAnswerWriting', MainsAnswerSchema),
    siteType('quiz', QuizSchema),
    siteType('currentAffairsQuiz', CurrentAffairsQuizSchema),
    siteType('currentAffairsPdf', CurrentAffairsPdfSchema),
  ];
  it.each([
    ['post', ['title', 'slug', 'body', 'publishDate'], 'blogPost'],
    ['pageBlogPost', ['internalName', 'title', 'slug', 'content'], 'blogPost'],
    ['article', ['title', 'slug', 'body', 'heroImage', 'date'], 'blogPost'],
    ['mainsAnswer', ['title', 'question', 'modelAnswer'], 'mainsAnswerWriting'],
    ['BlogPost', ['heading'], undefined], // a near id with no field in common
    ['recipe', ['title', 'description', 'tags', 'calories', 'steps'], undefined],
    ['quizQuestion', ['question', 'options', 'correctAnswer'], undefined],
    ['landingPage', ['internalName', 'title', 'slug', 'sections'], undefined],
    ['person', ['name', 'title', 'image'], undefined],
  ])('%s (%j) → %s', (type, fields, expected) => {
    expect(lookalike(type, fields, site)?.contentType).toBe(expected);
  });

  it('names each site type for the hint by its schema’s description', () => {
    expect(site.map((s) => s.kind)).toEqual([
      'a current affairs article',
      'a mains answer',
      'a UPSC quiz',
      'an APPSC or TGPSC quiz',
      'a current affairs PDF',
    ]);
  });
});
