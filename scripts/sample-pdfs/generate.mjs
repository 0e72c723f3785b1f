/**
 * Writes the two PDFs the UPSC page's highlighted banners link to (public/pdfs/): the Prelims 2025
 * GS Paper I (Set B) answer key and the question paper with answers. They are SPECIMENS that show
 * the layout and say so on every page; replace them with the academy's own files before launch
 * (same file names, or change the links in src/data/courses/upsc.ts).
 *
 * Usage: node scripts/sample-pdfs/generate.mjs — plain PDF 1.4 with the standard Helvetica fonts,
 * no dependencies, deterministic output.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = join(dirname(fileURLToPath(import.meta.url)), '../../public/pdfs');
const A4 = [595, 842];
const NAVY = '0.09 0.18 0.40';
const SAFFRON = '0.98 0.67 0.17';

/** PDF string literal (ASCII only; the standard fonts have no Indian scripts anyway). */
const str = (text) => `(${text.replace(/[\\()]/g, (m) => `\\${m}`)})`;

/** Drawing helpers that return content-stream operators. */
const text = (x, y, size, value, { bold = false, color = '0 0 0' } = {}) =>
  `BT ${color} rg /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td ${str(value)} Tj ET`;
const box = (x, y, w, h, color) => `${color} rg ${x} ${y} ${w} ${h} re f`;
const rule = (x1, y1, x2, y2, color = '0.8 0.83 0.88') => `${color} RG 0.6 w ${x1} ${y1} m ${x2} ${y2} l S`;

/** Header band, specimen notice and page footer shared by both documents. */
function frame(title, subtitle, page, pages) {
  const [w, h] = A4;
  return [
    box(0, h - 96, w, 96, NAVY),
    box(0, h - 100, w, 4, SAFFRON),
    text(40, h - 44, 18, title, { bold: true, color: '1 1 1' }),
    text(40, h - 68, 11, subtitle, { color: '0.85 0.89 0.97' }),
    box(40, h - 142, w - 80, 28, '1 0.97 0.92'),
    text(
      52,
      h - 132,
      9.5,
      "SPECIMEN: sample content showing the layout. Replace with the academy's published file before launch.",
      { bold: true, color: '0.62 0.31 0.04' },
    ),
    rule(40, 52, w - 40, 52),
    text(40, 36, 9, 'Akshara Academy  |  UPSC Civil Services  |  Vijayawada - Hyderabad - Online', {
      color: '0.4 0.45 0.55',
    }),
    text(w - 90, 36, 9, `Page ${page} of ${pages}`, { color: '0.4 0.45 0.55' }),
  ];
}

/** A deterministic letter per question, so re-running the script changes nothing. */
function specimenAnswers(count) {
  let seed = 2025;
  return Array.from({ length: count }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return 'abcd'[Math.floor(seed / 2 ** 16) % 4];
  });
}

function answerKey() {
  const [w, h] = A4;
  const answers = specimenAnswers(100);
  const ops = frame(
    'UPSC Prelims 2025: Answer Key',
    'General Studies Paper I  |  Question booklet Set B  |  100 questions',
    1,
    1,
  );
  const top = h - 180;
  const colW = (w - 80) / 4;
  for (let col = 0; col < 4; col++) {
    const x = 40 + col * colW;
    ops.push(box(x + 4, top - 4, colW - 8, 20, '0.93 0.95 0.99'));
    ops.push(
      text(x + 14, top + 2, 10, 'Q.', { bold: true, color: NAVY }),
      text(x + colW - 60, top + 2, 10, 'Answer', { bold: true, color: NAVY }),
    );
    for (let row = 0; row < 25; row++) {
      const q = col * 25 + row;
      const y = top - 24 - row * 22;
      ops.push(
        text(x + 14, y, 10.5, String(q + 1).padStart(3, ' ')),
        text(x + colW - 48, y, 10.5, `(${answers[q]})`, { bold: true }),
      );
      ops.push(rule(x + 8, y - 7, x + colW - 8, y - 7));
    }
  }
  return [ops.join('\n')];
}

/** Sample questions with answers; facts chosen so the specimen is right where it speaks. */
const QUESTIONS = [
  [
    'Which Article of the Constitution of India abolishes untouchability?',
    ['Article 14', 'Article 15', 'Article 17', 'Article 21'],
    'c',
    'Article 17 abolishes untouchability and forbids its practice in any form.',
  ],
  [
    'Who is the ex officio Chairman of the Rajya Sabha?',
    ['The President', 'The Vice-President', 'The Prime Minister', 'The Speaker of the Lok Sabha'],
    'b',
    'Under Article 64 the Vice-President is ex officio Chairman of the Council of States.',
  ],
  [
    'In which year was the Reserve Bank of India established?',
    ['1935', '1947', '1949', '1950'],
    'a',
    'The RBI began operations on 1 April 1935 under the RBI Act, 1934; it was nationalised in 1949.',
  ],
  [
    "Which gas makes up the largest share of the Earth's atmosphere by volume?",
    ['Oxygen', 'Carbon dioxide', 'Argon', 'Nitrogen'],
    'd',
    'Nitrogen is about 78 per cent of dry air by volume; oxygen is about 21 per cent.',
  ],
  [
    'The Fundamental Duties were added to the Constitution by which amendment?',
    ['24th Amendment', '42nd Amendment', '44th Amendment', '73rd Amendment'],
    'b',
    "The 42nd Amendment (1976) inserted Part IV-A, Article 51A, on the Swaran Singh Committee's advice.",
  ],
  [
    'Which of these rivers flows into the Arabian Sea?',
    ['Godavari', 'Krishna', 'Narmada', 'Mahanadi'],
    'c',
    'The Narmada flows west through a rift valley into the Gulf of Khambhat; the others flow east to the Bay of Bengal.',
  ],
];

function questionPaper() {
  const [, h] = A4;
  const pages = [];
  let ops = null;
  let y = 0;
  const perPage = 4;
  const pageCount = Math.ceil(QUESTIONS.length / perPage);
  QUESTIONS.forEach(([question, options, answer, why], i) => {
    if (i % perPage === 0) {
      if (ops) pages.push(ops.join('\n'));
      ops = frame(
        'UPSC Prelims 2025: Question Paper with Answers',
        'General Studies Paper I  |  Selected questions with answers and explanations',
        pages.length + 1,
        pageCount,
      );
      y = h - 180;
    }
    ops.push(text(40, y, 11, `Q${i + 1}. ${question}`, { bold: true, color: NAVY }));
    options.forEach((option, j) => ops.push(text(60, y - 18 - j * 15, 10.5, `(${'abcd'[j]}) ${option}`)));
    const ay = y - 18 - options.length * 15 - 6;
    ops.push(box(56, ay - 22, 480, 30, '0.93 0.98 0.95'));
    ops.push(text(64, ay - 4, 10, `Answer: (${answer})`, { bold: true, color: '0.05 0.45 0.25' }));
    ops.push(text(64, ay - 17, 9.5, why, { color: '0.2 0.25 0.3' }));
    y = ay - 48;
  });
  pages.push(ops.join('\n'));
  return pages;
}

/** Assembles a PDF from page content streams: catalog, page tree, two fonts, pages, xref. */
function pdf(contents, title) {
  const objects = [];
  const add = (body) => objects.push(body) && objects.length;
  const catalog = add('');
  const tree = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title ${str(title)} /Author (Akshara Academy) /Creator (scripts/sample-pdfs/generate.mjs) >>`);
  const kids = contents.map((content) => {
    const stream = add(`<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${tree} 0 R /MediaBox [0 0 ${A4.join(' ')}] /Contents ${stream} 0 R /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${tree} 0 R >>`;
  objects[tree - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = Buffer.byteLength(body);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

await mkdir(out, { recursive: true });
const files = {
  'upsc-prelims-2025-gs-paper-1-set-b-answer-key.pdf': pdf(
    answerKey(),
    'UPSC Prelims 2025 GS Paper I (Set B) Answer Key (specimen)',
  ),
  'upsc-prelims-2025-gs-paper-1-with-answers.pdf': pdf(
    questionPaper(),
    'UPSC Prelims 2025 GS Paper I with Answers (specimen)',
  ),
};
for (const [name, body] of Object.entries(files)) {
  await writeFile(join(out, name), body, 'latin1');
  console.log(`public/pdfs/${name} ${(Buffer.byteLength(body) / 1024).toFixed(1)} KB`);
}
