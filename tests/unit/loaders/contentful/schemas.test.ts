/** The content-type schemas: what an editor may enter, and what pages get. */
import { describe, expect, it } from 'vitest';
import { BlogPostSchema } from '@/schemas/blog-post';
import { CurrentAffairsPdfSchema } from '@/schemas/current-affairs-pdf';
import { CurrentAffairsQuizSchema } from '@/schemas/current-affairs-quiz';
import { MainsAnswerSchema } from '@/schemas/mains-answer';
import { QuizSchema } from '@/schemas/quiz';
import { toHttps } from '@/schemas/shared';

const post = { title: 'T', slug: 'rbi-repo-rate-cut', publishDate: '2025-03-10' };
const question = { question: 'Q?', options: ['a', 'b'] };
const issuePaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => i.path.join('.'));

describe('toHttps', () => {
  it.each([
    ['//a/b.pdf', 'https://a/b.pdf'],
    ['http://a/b.pdf', 'https://a/b.pdf'],
    ['https://a/b.pdf', 'https://a/b.pdf'],
    ['/demo-assets/b.pdf', '/demo-assets/b.pdf'],
  ])('%s → %s', (url, expected) => {
    expect(toHttps(url)).toBe(expected);
  });
});

describe('BlogPostSchema', () => {
  it('fills defaults and turns the date into a Date', () => {
    expect(BlogPostSchema.parse(post)).toEqual({ ...post, publishDate: new Date('2025-03-10'), tags: [], page: [] });
  });

  it.each([
    ['no title', { ...post, title: ' ' }, 'title'],
    ['a slug with spaces', { ...post, slug: 'rbi repo' }, 'slug'],
    ['a slug with a slash', { ...post, slug: 'a/b' }, 'slug'],
    ['an impossible date', { ...post, publishDate: 'soon' }, 'publishDate'],
    ['a javascript: source', { ...post, sourceUrl: 'javascript:alert(1)' }, 'sourceUrl'],
    ['rich text that is not a document', { ...post, content: { nodeType: 'paragraph' } }, 'content'],
    ['an image without url', { ...post, featuredImage: { title: 'x' } }, 'featuredImage.url'],
  ])('rejects %s, naming the field', (_, entry, field) => {
    expect(issuePaths(BlogPostSchema.safeParse(entry))).toContain(field);
  });

  it.each([
    ['www.thehindu.com/x', 'https://www.thehindu.com/x'],
    ['http://pib.gov.in/x', 'http://pib.gov.in/x'],
  ])('accepts the source link %s as %s', (sourceUrl, expected) => {
    expect(BlogPostSchema.parse({ ...post, sourceUrl }).sourceUrl).toBe(expected);
  });
});

describe('MainsAnswerSchema', () => {
  it('needs a title or a question', () => {
    expect(issuePaths(MainsAnswerSchema.safeParse({ excerpt: 'x' }))).toEqual(['title']);
    expect(MainsAnswerSchema.safeParse({ question: { nodeType: 'document', data: {}, content: [] } }).success).toBe(
      true,
    );
  });
});

describe('CurrentAffairsPdfSchema', () => {
  const file = { url: '//assets.ctfassets.net/a.pdf' };
  it.each([
    ['one file', file, [{ url: 'https://assets.ctfassets.net/a.pdf' }]],
    [
      'a list',
      [file, { url: '/demo-assets/b.pdf' }],
      [{ url: 'https://assets.ctfassets.net/a.pdf' }, { url: '/demo-assets/b.pdf' }],
    ],
    ['nothing', undefined, []],
  ])('reads pdfFile as %s', (_, pdfFile, expected) => {
    expect(CurrentAffairsPdfSchema.parse({ title: 'March', pdfFile }).pdfFile).toEqual(expected);
  });
});

describe('QuizSchema', () => {
  it('fills quizType, year, questions and correctAnswer defaults', () => {
    expect(QuizSchema.parse({ title: 'Q', slug: 'q', questions: [question] })).toMatchObject({
      quizType: 'Daily',
      year: null,
      page: [],
      questions: [{ correctAnswer: 0, options: [{ text: 'a' }, { text: 'b' }] }],
    });
    expect(QuizSchema.parse({ title: 'Q', slug: 'q' }).questions).toEqual([]);
  });

  it.each([
    ['an unknown quiz type', { quizType: 'Weekly' }, 'quizType'],
    ['an unknown status', { status: 'Live' }, 'status'],
    ['an answer key past the options', { questions: [{ ...question, correctAnswer: 2 }] }, 'questions.0.correctAnswer'],
    ['an empty option', { questions: [{ ...question, options: ['a', {}] }] }, 'questions.0.options.1'],
    ['a single option', { questions: [{ ...question, options: ['a'] }] }, 'questions.0.options'],
    ['a fractional year', { year: 2024.5 }, 'year'],
  ])('rejects %s, naming the field', (_, extra, field) => {
    expect(issuePaths(QuizSchema.safeParse({ title: 'Q', slug: 'q', ...extra }))).toContain(field);
  });

  it('reads questions wrapped in { questions: [...] }', () => {
    expect(QuizSchema.parse({ title: 'Q', slug: 'q', questions: { questions: [question] } }).questions).toHaveLength(1);
  });
});

describe('CurrentAffairsQuizSchema', () => {
  it.each([
    ['APPSC', 'appsc'],
    [' TGPSC ', 'tgpsc'],
  ])('reads the exam %j as %s', (exam, expected) => {
    expect(CurrentAffairsQuizSchema.parse({ title: 'Q', slug: 'q', exam }).exam).toBe(expected);
  });

  it.each([
    ['another exam', { exam: 'upsc' }, 'exam'],
    [
      'UPSC-style options',
      { exam: 'appsc', questions: [{ question: 'Q?', options: [{ text: 'a' }, { text: 'b' }] }] },
      'questions.0.options.0',
    ],
    ['the UPSC quiz type', { exam: 'appsc', quizType: 'Previous Years' }, 'quizType'],
  ])('rejects %s', (_, extra, field) => {
    expect(issuePaths(CurrentAffairsQuizSchema.safeParse({ title: 'Q', slug: 'q', ...extra }))).toContain(field);
  });
});

describe('the shapes other spaces give the site’s fields', () => {
  it('reads a picture kept as its address as the asset', () => {
    expect(
      BlogPostSchema.parse({ ...post, featuredImage: '//images.ctfassets.net/s/p/1/x.jpg' }).featuredImage,
    ).toEqual({
      url: 'https://images.ctfassets.net/s/p/1/x.jpg',
    });
  });

  it('reads a list of names as one text, and keywords typed as one text as tags', () => {
    const linked = (label: string) => ({ id: label, contentType: 'person', label, fields: {} });
    expect(BlogPostSchema.parse({ ...post, author: [linked('Asha'), 'Ravi'] }).author).toBe('Asha, Ravi');
    expect(BlogPostSchema.parse({ ...post, tags: 'Polity, Parliament ,' }).tags).toEqual(['Polity', 'Parliament']);
  });

  it('still refuses a list that is not of names', () => {
    expect(issuePaths(BlogPostSchema.safeParse({ ...post, author: [{ x: 1 }] }))).toContain('author');
  });
});
