/**
 * The content model of spec document 2 §3 (see /tmp/briefs content-model contract): five content
 * types with field ids, types, required flags and validations, plus the editor widget per field.
 */

export const EXAMS = ['upsc', 'appsc', 'tgpsc'];
export const UPSC_QUIZ_TYPES = ['Daily', 'Monthly', 'Previous Years'];
export const STATE_QUIZ_TYPES = ['Daily', 'Monthly', 'Previous'];
export const QUIZ_STATUSES = ['Published', 'Draft'];
export const STATE_EXAMS = ['appsc', 'tgpsc'];

/** Contentful's own "URL" preset for Symbol fields. */
const URL_PATTERN = '^(ftp|http|https):\\/\\/(\\w+:{0,1}\\w*@)?(\\S+)(:[0-9]+)?(\\/|\\/([\\w#!:.?+=&%@!\\-/]))?$';
const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

const RICH_TEXT_VALIDATIONS = [
  { enabledMarks: ['bold', 'italic', 'underline'], message: 'Only bold, italic and underlined text are allowed' },
  {
    enabledNodeTypes: [
      'heading-2',
      'heading-3',
      'ordered-list',
      'unordered-list',
      'hr',
      'blockquote',
      'embedded-asset-block',
      'hyperlink',
    ],
    message: 'Only headings 2–3, lists, quotes, rules, images and links are allowed',
  },
  { nodes: {} },
];

/** One field definition in export form; `widget` is the editor control (not part of the field). */
function field(id, name, type, o = {}) {
  const f = {
    id,
    name,
    type,
    localized: !!o.localized,
    required: !!o.required,
    validations: o.validations ?? [],
    disabled: false,
    omitted: false,
  };
  if (o.linkType) f.linkType = o.linkType;
  if (o.items) f.items = o.items;
  if (o.defaultValue !== undefined) f.defaultValue = { 'en-US': o.defaultValue };
  return {
    field: f,
    control: {
      fieldId: id,
      widgetId: o.widget,
      widgetNamespace: 'builtin',
      ...(o.settings && { settings: o.settings }),
    },
  };
}

/** A field whose value editors write per language (the texts; ids, dates and choices are shared). */
const localized = (f) => ({ ...f, field: { ...f.field, localized: true } });

const title = (required = false) =>
  field('title', 'Title', 'Symbol', { required, localized: true, widget: 'singleLine' });
const slug = (required = false) =>
  field('slug', 'Slug', 'Symbol', {
    required,
    validations: [
      { unique: true },
      { regexp: { pattern: SLUG_PATTERN, flags: null }, message: 'Lower-case letters, digits and single hyphens only' },
    ],
    widget: 'slugEditor',
    settings: { helpText: 'Used in the page address; generated from the title.' },
  });
const text = (id, name, helpText) =>
  field(id, name, 'Text', { widget: 'multipleLine', settings: helpText && { helpText } });
const symbol = (id, name, o = {}) =>
  field(id, name, 'Symbol', {
    widget: o.in ? 'dropdown' : 'singleLine',
    ...o,
    validations: o.in ? [{ in: o.in }] : o.validations,
  });
const publishDate = (required = false) =>
  field('publishDate', 'Publish Date', 'Date', {
    required,
    widget: 'datePicker',
    settings: { format: 'dateonly', helpText: 'Shown on cards as e.g. October 8, 2026; newest first.' },
  });
const symbols = (id, name, o = {}) =>
  field(id, name, 'Array', {
    items: { type: 'Symbol', validations: o.items ?? [] },
    widget: 'tagEditor',
    settings: o.helpText && { helpText: o.helpText },
  });
const pages = () =>
  symbols('page', 'Page', {
    items: [{ in: EXAMS }],
    helpText: 'Exam sections this item is listed under: upsc, appsc, tgpsc.',
  });
const image = (id, name) =>
  field(id, name, 'Link', {
    linkType: 'Asset',
    validations: [{ linkMimetypeGroup: ['image'] }],
    widget: 'assetLinkEditor',
  });
const richText = (id, name) =>
  field(id, name, 'RichText', { validations: RICH_TEXT_VALIDATIONS, widget: 'richTextEditor' });
const year = () =>
  field('year', 'Year', 'Integer', {
    validations: [{ range: { min: 1990, max: 2100 } }],
    widget: 'numberEditor',
    settings: { helpText: 'Exam year, for previous-year papers only.' },
  });
const questions = (helpText) =>
  field('questions', 'Questions', 'Object', { localized: true, widget: 'objectEditor', settings: { helpText } });

const types = [
  {
    id: 'blogPost',
    name: 'Current Affairs Article',
    description: 'A current affairs article (blog post) for the UPSC, APPSC or TGPSC sections.',
    displayField: 'title',
    fields: [
      title(true),
      slug(true),
      localized(text('summary', 'Summary', 'Two lines on the list cards, and the lead on the article page.')),
      localized(text('description', 'Description', 'Search-engine description; the summary is used when empty.')),
      symbol('category', 'Category', {
        settings: {
          helpText:
            'e.g. Current Affairs, Polity, Economy, Environment. UPSC lists categories containing "Current Affairs".',
        },
      }),
      symbols('tags', 'Tags'),
      publishDate(true),
      image('featuredImage', 'Featured Image'),
      localized(richText('content', 'Content')),
      symbol('author', 'Author', { settings: { helpText: 'Empty shows the academy as the author.' } }),
      symbol('sourceUrl', 'Source URL', { validations: [{ regexp: { pattern: URL_PATTERN, flags: null } }] }),
      pages(),
    ],
  },
  {
    id: 'mainsAnswerWriting',
    name: 'Mains Answer Writing',
    description: 'A mains question with its model answer.',
    displayField: 'title',
    fields: [
      title(),
      localized(richText('question', 'Question')),
      localized(richText('modelAnswer', 'Model Answer')),
      localized(text('excerpt', 'Excerpt', 'One or two lines on the list cards.')),
      publishDate(),
      symbol('category', 'Category'),
      symbols('tags', 'Tags'),
      pages(),
      symbol('topic', 'Topic', {
        settings: { helpText: 'The exam the question is set for: "UPSC" lists the answer under UPSC.' },
      }),
      image('featuredImage', 'Featured Image'),
      symbols('sourceUrl', 'Source URLs', {
        items: [{ regexp: { pattern: URL_PATTERN, flags: null } }],
        helpText: 'Shown as Additional Resources, opening in a new tab.',
      }),
    ],
  },
  {
    id: 'currentAffairsPdf',
    name: 'Current Affairs PDF',
    description: 'A downloadable compilation (monthly magazine, weekly compilation …).',
    displayField: 'title',
    fields: [
      title(true),
      symbol('category', 'Category', {
        settings: { helpText: 'e.g. Monthly Magazine, Weekly Compilation, Yojana Summary, State Special.' },
      }),
      publishDate(),
      pages(),
      field('pdfFile', 'PDF File', 'Array', {
        items: { type: 'Link', validations: [{ linkMimetypeGroup: ['pdfdocument'] }], linkType: 'Asset' },
        widget: 'assetLinksEditor',
        settings: { helpText: 'The first file is the one visitors download.' },
      }),
      image('thumbnail', 'Thumbnail'),
    ],
  },
  {
    id: 'quiz',
    name: 'UPSC Quiz',
    description: 'A timed UPSC current affairs quiz (60 seconds per question).',
    displayField: 'title',
    fields: [
      title(true),
      slug(),
      localized(text('description', 'Description')),
      publishDate(),
      symbol('quizType', 'Quiz Type', { in: UPSC_QUIZ_TYPES, defaultValue: 'Daily' }),
      symbol('subject', 'Subject'),
      year(),
      symbol('status', 'Status', {
        in: QUIZ_STATUSES,
        defaultValue: 'Draft',
        settings: { helpText: 'Only Published quizzes are listed.' },
      }),
      pages(),
      questions(
        'JSON list of { question, explanation?, correctAnswer? (0-based, default 0), questionImage? (url), options: [{ text?, imageUrl?, imageAlt? }] }.',
      ),
    ],
  },
  {
    id: 'currentAffairsQuiz',
    name: 'APPSC / TGPSC Quiz',
    description: 'A timed current affairs quiz for the APPSC or TGPSC section.',
    displayField: 'title',
    fields: [
      title(true),
      slug(),
      localized(text('description', 'Description')),
      publishDate(),
      symbol('quizType', 'Quiz Type', { in: STATE_QUIZ_TYPES, defaultValue: 'Daily' }),
      symbol('exam', 'Exam', { in: STATE_EXAMS, required: true }),
      symbol('subject', 'Subject'),
      year(),
      questions('JSON list of { question, explanation?, correctAnswer? (0-based, default 0), options: string[] }.'),
    ],
  },
  {
    id: 'answerSubmission',
    name: 'Answer for Review',
    description:
      'A student’s answer to a mains question, sent from the website as a draft. A mentor writes the review and score, then publishes it: the question’s page shows it under "Reviewed answers".',
    displayField: 'name',
    fields: [
      field('question', 'Question', 'Link', {
        required: true,
        linkType: 'Entry',
        validations: [{ linkContentType: ['mainsAnswerWriting'] }],
        widget: 'entryLinkEditor',
      }),
      symbol('name', 'Name', {
        required: true,
        settings: { helpText: 'Shown with the answer, as the student gave it.' },
      }),
      text('text', 'Answer', 'The typed answer, shown as written (plain text).'),
      field('photos', 'Photos', 'Array', {
        items: { type: 'Link', linkType: 'Asset', validations: [{ linkMimetypeGroup: ['image'] }] },
        validations: [{ size: { max: 3 } }],
        widget: 'assetLinksEditor',
      }),
      symbol('language', 'Language', { in: ['en', 'te'], defaultValue: 'en' }),
      symbol('submissionId', 'Submission id', {
        required: true,
        validations: [{ unique: true }],
        settings: { helpText: 'Made by the student’s phone; the same answer is never stored twice.' },
      }),
      field('submittedAt', 'Submitted at', 'Date', { required: true, widget: 'datePicker' }),
      richText('review', 'Review'),
      field('score', 'Score', 'Number', {
        validations: [{ range: { min: 0 } }],
        widget: 'numberEditor',
        settings: { helpText: 'Out of the question’s marks, e.g. 9 for a 15-mark question.' },
      }),
      symbol('reviewer', 'Reviewer', { settings: { helpText: 'Shown as "Reviewed by …".' } }),
    ],
  },
];

/** Content type definitions: `{ id, name, description, displayField, fields }`. */
export const contentTypes = types.map((t) => ({ ...t, fields: t.fields.map((f) => f.field) }));

/** Editor controls per content type id. */
export const editorControls = Object.fromEntries(types.map((t) => [t.id, t.fields.map((f) => f.control)]));
