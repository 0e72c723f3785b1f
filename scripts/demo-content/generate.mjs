/**
 * Writes the embedded demo space: src/content/demo/space.json (the `contentful space export`
 * format) and the files it points at in public/demo-assets/ (pictures and PDFs).
 * Usage: npm run demo-content
 * Texts live in data/; this script only assembles ids, sys blocks, rich text, assets and files,
 * deterministically — a re-run rewrites the same bytes.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { Canvas, hash } from '../art/lib/core.mjs';
import {
  asset,
  contentType,
  editorInterface,
  entry,
  locales,
  makeId,
  link,
  spread,
  timeline,
} from './lib/contentful.mjs';
import { contentTypes, editorControls } from './lib/model.mjs';
import { toDocument } from './lib/rich-text.mjs';
import { buildPdf } from './lib/pdf.mjs';
import { coverImages, featured, inflationChart, quizImages } from './lib/art.mjs';
import { images, pdfFiles, MISSING_PDF } from './data/assets.mjs';
import { sections } from './data/index.mjs';
import { pdfEntries } from './data/pdfs.mjs';
import answers from './data/answers.mjs';
import { telugu } from './data/te-IN/index.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const assetDir = join(root, 'public/demo-assets');
const outFile = join(root, 'src/content/demo/space.json');
/** Public url of a file in public/demo-assets/, exactly as the snapshot stores it. */
const assetUrl = (file) => `/demo-assets/${file}`;

await mkdir(assetDir, { recursive: true });
const written = new Map(); // file name → { size, width?, height?, contentType }

// Pictures as an editor would upload them: drawings as WebP (a featured picture is an article's
// largest paint, and as a JPEG it was 20–32 KB, 7–10 KB as WebP: issue 10), charts as PNG.
async function raster(file, w, h, svg) {
  const img = sharp(Buffer.from(svg));
  const png = file.endsWith('.png');
  const out = png ? img.png({ palette: true, compressionLevel: 9, effort: 10 }) : img.webp({ quality: 78, effort: 6 });
  const info = await out.toFile(join(assetDir, file));
  written.set(file, { size: info.size, width: w, height: h, contentType: png ? 'image/png' : 'image/webp' });
}

// 1. pictures
for (const [file, draw] of Object.entries(featured))
  await raster(file, 1200, 630, draw(new Canvas(1200, 630, hash(file))));
for (const [file, draw] of Object.entries(coverImages))
  await raster(file, 480, 640, draw(new Canvas(480, 640, hash(file))));
await raster('cpi-inflation-chart.png', 960, 540, inflationChart(new Canvas(960, 540, hash('cpi'))));
for (const [file, [w, h, draw]] of Object.entries(quizImages))
  await raster(file, w, h, draw(new Canvas(w, h, hash(file))));

// 2. PDFs, compiled from the demo articles they describe
/** A student's photo of a handwritten answer page (lined paper, a few lines of script). */
const ANSWER_PHOTO = { file: 'answer-handwritten.webp', width: 800, height: 1040 };
{
  const { width: w, height: h } = ANSWER_PHOTO;
  const lines = [
    'Art. 200 - Governor: assent / withhold /',
    'return / reserve for President (Art. 201)',
    'Art. 163 - aid and advice of ministers',
    'Delay: "as soon as possible" = expedition',
    '2025 reference - no deemed assent, but',
    'unexplained delay open to review',
    'Way forward: time limit (Punchhi Comm.)',
  ];
  const rules = Array.from(
    { length: 22 },
    (_, i) => `<line x1="0" x2="${w}" y1="${120 + i * 42}" y2="${120 + i * 42}" stroke="#9cc3e6" stroke-width="2"/>`,
  );
  const script = lines.map(
    (line, i) =>
      `<text x="90" y="${155 + i * 84}" font-family="serif" font-style="italic" font-size="30" fill="#1e3a8a">${line}</text>`,
  );
  await raster(
    ANSWER_PHOTO.file,
    w,
    h,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#fdfbf3"/>${rules.join('')}<line x1="70" x2="70" y1="0" y2="${h}" stroke="#e88" stroke-width="3"/>${script.join('')}</svg>`,
  );
}

const allArticles = sections.flatMap((s) => s.articles.map((a) => ({ ...a, exam: s.exam })));
for (const [key, def] of Object.entries(pdfFiles)) {
  const picked = allArticles.filter(def.pick).slice(0, def.limit ?? 10);
  const buf = buildPdf({
    cover: {
      kicker: `Akshara Academy · ${def.category}`,
      title: def.title,
      subtitle: def.subtitle,
      footer:
        'Demo compilation generated for the Akshara Academy website. Texts are illustrative, written for practice.',
    },
    sections: picked.map((a) => ({
      heading: a.title,
      paragraphs: [a.summary ?? '', ...leadParagraphs(a.body)].filter(Boolean),
    })),
  });
  await writeFile(join(assetDir, def.file), buf);
  written.set(def.file, { size: buf.length, contentType: 'application/pdf' });
}

/** The first two plain paragraphs of an article body, without Markdown marks. */
function leadParagraphs(md) {
  return md
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter((b) => !/^(#|-|\d+\.|>|!\[|---)/.test(b))
    .slice(0, 2)
    .map((b) =>
      b
        .replace(/\*\*|_/g, '')
        .replace(/\[(.+?)\]\(.+?\)/g, '$1')
        .replace(/\s+/g, ' '),
    );
}

// 3. remove files a previous run wrote that are no longer part of the space
for (const f of await readdir(assetDir)) if (!written.has(f)) await rm(join(assetDir, f));

// Telugu texts are looked up by the key of the English entry they translate; one that matches no
// entry is an error, so a renamed slug or title cannot leave a translation behind unnoticed.
const tables = [...Object.values(telugu.sections).flatMap(Object.values), telugu.pdfs, telugu.assets];
const unmatched = new Map(tables.map((table) => [table, new Set(Object.keys(table))]));
const teluguOf = (table, key) => {
  unmatched.get(table).delete(key);
  return table[key];
};

// 4. assets
const assetId = (key) => makeId('asset:' + key);
const fileField = (file) => {
  const w = written.get(file);
  if (!w) throw new Error(`asset file ${file} was not written`);
  return {
    url: assetUrl(file),
    details: { size: w.size, ...(w.width && { image: { width: w.width, height: w.height } }) },
    fileName: file,
    contentType: w.contentType,
  };
};
const assets = [
  ...Object.entries(images).map(([key, img]) =>
    asset(
      assetId(key),
      timeline('asset:' + key, img.uploaded),
      { title: img.title, description: img.description, file: fileField(img.file) },
      teluguOf(telugu.assets, key),
    ),
  ),
  ...Object.entries(pdfFiles).map(([key, def]) =>
    asset(
      assetId(key),
      timeline('asset:' + key, def.uploaded),
      { title: def.title, description: def.subtitle, file: fileField(def.file) },
      teluguOf(telugu.assets, key),
    ),
  ),
  // an asset whose upload never finished: no file, so no url (the "PDF URL is not available" case)
  asset(assetId(MISSING_PDF.key), timeline('asset:' + MISSING_PDF.key, MISSING_PDF.uploaded), {
    title: MISSING_PDF.title,
    description: MISSING_PDF.description,
  }),
];
const knownAssets = new Set([...Object.keys(images), ...Object.keys(pdfFiles), MISSING_PDF.key]);
const assetLink = (key) => {
  if (key === undefined) return undefined;
  if (!knownAssets.has(key)) throw new Error(`unknown asset ${key}`);
  return link('Asset', assetId(key));
};

// 5. entries
const entries = [];
const edits = (key) => [0, 0, 1, 0, 2][spread(key, 5)];
const firstSentence = (s) => s && (/^.+?[.!?](\s|$)/.exec(s)?.[0].trim() ?? s);

for (const { exam, articles, mains, quizzes } of sections) {
  const te = telugu.sections[exam];
  for (const a of articles) {
    const key = 'blogPost:' + a.slug;
    const t = teluguOf(te.articles, a.slug);
    entries.push(
      entry(
        'blogPost',
        makeId(key),
        timeline(key, a.date, edits(key)),
        {
          title: a.title,
          slug: a.slug,
          summary: a.summary,
          description: firstSentence(a.summary),
          category: a.category,
          tags: a.tags,
          publishDate: a.date,
          featuredImage: assetLink(a.image),
          content: toDocument(a.body, (k) => assetLink(k).sys.id),
          author: a.author,
          sourceUrl: a.source,
          page: a.page === undefined ? [exam] : (a.page ?? undefined),
        },
        t && {
          title: t.title,
          summary: t.summary,
          description: firstSentence(t.summary),
          content: toDocument(t.body, (k) => assetLink(k).sys.id),
        },
      ),
    );
  }
  for (const m of mains) {
    const key = `mainsAnswerWriting:${exam}:${m.title}`;
    const t = teluguOf(te.mains, m.title);
    entries.push(
      entry(
        'mainsAnswerWriting',
        makeId(key),
        timeline(key, m.date, edits(key)),
        {
          title: m.title,
          question: toDocument(m.question),
          modelAnswer: toDocument(m.answer),
          excerpt: m.excerpt,
          publishDate: m.date,
          category: m.category,
          tags: m.tags,
          // UPSC's answers are its by their topic (spec document 2 §7), the others' by their page key.
          ...(exam === 'upsc' ? { topic: 'UPSC' } : { page: [exam] }),
          featuredImage: assetLink(m.image),
          sourceUrl: m.sources,
        },
        t && {
          title: t.title,
          question: toDocument(t.question),
          modelAnswer: toDocument(t.answer),
          excerpt: t.excerpt,
        },
      ),
    );
  }
  for (const q of quizzes) {
    const key = 'quiz:' + q.slug;
    const t = teluguOf(te.quizzes, q.slug);
    const common = {
      title: q.title,
      slug: q.slug,
      description: q.description,
      publishDate: q.date,
      quizType: q.type,
      subject: q.subject,
      year: q.year,
    };
    if (exam === 'upsc') {
      entries.push(
        entry(
          'quiz',
          makeId(key),
          timeline(key, q.date, edits(key)),
          { ...common, status: q.status ?? 'Published', page: ['upsc'], questions: q.questions.map(upscQuestion) },
          t && teluguQuiz(q, t, upscQuestion),
        ),
      );
    } else {
      entries.push(
        entry(
          'currentAffairsQuiz',
          makeId(key),
          timeline(key, q.date, edits(key)),
          { ...common, exam, questions: q.questions.map(stateQuestion) },
          t && teluguQuiz(q, t, stateQuestion),
        ),
      );
    }
  }
}

/**
 * The te-IN fields of a quiz: each Telugu question takes the place of the English one at the same
 * position, keeping its answer index and images, so scoring is the same in both languages.
 */
function teluguQuiz(q, t, shape) {
  if (t.questions.length !== q.questions.length) throw new Error(`${q.slug}: Telugu question count differs`);
  const questions = t.questions.map((tq, i) => {
    const en = q.questions[i];
    if (tq.options.length !== en.options.length || en.options.some((o) => typeof o !== 'string'))
      throw new Error(`${q.slug} question ${i + 1}: Telugu options must match the English text options`);
    return shape({ ...en, q: tq.q, options: tq.options, explanation: tq.explanation });
  });
  return { title: t.title, description: t.description, questions };
}

/** `answer` absent means the first option, left to the correctAnswer default of 0. */
function upscQuestion(q) {
  return {
    question: q.q,
    ...(q.explanation && { explanation: q.explanation }),
    ...(q.answer !== undefined && { correctAnswer: q.answer }),
    ...(q.image && { questionImage: assetUrl(q.image) }),
    options: q.options.map((o) =>
      typeof o === 'string'
        ? { text: o }
        : { ...(o.text && { text: o.text }), imageUrl: assetUrl(o.image), imageAlt: o.alt },
    ),
  };
}
function stateQuestion(q) {
  return {
    question: q.q,
    ...(q.explanation && { explanation: q.explanation }),
    ...(q.answer !== undefined && { correctAnswer: q.answer }),
    options: q.options,
  };
}

for (const p of pdfEntries) {
  const key = `currentAffairsPdf:${p.exam}:${p.title}`;
  const t = teluguOf(telugu.pdfs, p.title);
  entries.push(
    entry(
      'currentAffairsPdf',
      makeId(key),
      timeline(key, p.date, edits(key)),
      {
        title: p.title,
        category: p.category,
        publishDate: p.date,
        page: [p.exam],
        pdfFile: p.files.map(assetLink),
        thumbnail: assetLink(p.thumbnail),
      },
      t && { title: t },
    ),
  );
}

const answerPhoto = asset(makeId('asset:answer-handwritten'), timeline('asset:answer-handwritten', '2026-08-08'), {
  title: 'Answer, page 2',
  description: 'Photo of a handwritten answer page listing Articles 200, 201 and 163 and a way forward',
  file: fileField(ANSWER_PHOTO.file),
});
assets.push(answerPhoto);
for (const a of answers) {
  const key = `answerSubmission:${a.exam}:${a.question}:${a.name}`;
  const question = makeId(`mainsAnswerWriting:${a.exam}:${a.question}`);
  if (!entries.some((e) => e.sys.id === question)) throw new Error(`answer to an unknown question: ${a.question}`);
  entries.push(
    entry('answerSubmission', makeId(key), timeline(key, a.submittedAt.slice(0, 10), 1), {
      question: link('Entry', question),
      name: a.name,
      text: a.text,
      photos: a.photo ? [link('Asset', answerPhoto.sys.id)] : undefined,
      language: a.language,
      submissionId: makeId(key + ':device'),
      submittedAt: a.submittedAt,
      review: toDocument(a.review),
      score: a.score,
      reviewer: a.reviewer,
    }),
  );
}

const stray = [...unmatched.values()].flatMap((keys) => [...keys]);
if (stray.length) throw new Error(`Telugu texts that match no entry: ${stray.join('; ')}`);

// 6. the model, the locales, and the file
const modelTimes = timeline('model', '2026-07-20', 1);
const space = {
  contentTypes: contentTypes.map((t) => contentType(t, modelTimes)),
  editorInterfaces: contentTypes.map((t) => editorInterface(t.id, modelTimes, editorControls[t.id])),
  entries,
  assets,
  locales: locales(timeline('locale', '2026-07-20')),
};
await mkdir(dirname(outFile), { recursive: true });
const json = serialize(space);
await writeFile(outFile, json);

/**
 * Indented JSON like the export, except that each rich-text document and quiz question list
 * stays on one line: same data, a third of the size, and diffs still show which field changed.
 */
function serialize(data) {
  const inline = [];
  const text = JSON.stringify(
    data,
    (key, value) => {
      const compact = value?.nodeType === 'document' || (Array.isArray(value) && value[0]?.options);
      if (!compact) return value;
      inline.push(JSON.stringify(value));
      return `\u0000${inline.length - 1}\u0000`;
    },
    2,
  );
  return text.replace(/"\\u0000(\d+)\\u0000"/g, (_, i) => inline[+i]) + '\n';
}

// 7. report
const byType = Object.groupBy(entries, (e) => e.sys.contentType.sys.id);
console.log(`space.json  ${(json.length / 1024).toFixed(0)} KB`);
for (const [t, list] of Object.entries(byType)) console.log(`  ${t.padEnd(20)} ${list.length}`);
console.log(`  assets               ${assets.length}`);
const total = [...written.values()].reduce((s, w) => s + w.size, 0);
console.log(`public/demo-assets  ${written.size} files, ${(total / 1024).toFixed(0)} KB`);
for (const [f, w] of written) console.log(`  ${f.padEnd(36)} ${(w.size / 1024).toFixed(1)} KB`);
