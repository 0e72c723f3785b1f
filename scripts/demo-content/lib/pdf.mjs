/**
 * A minimal PDF 1.4 writer for the demo downloads: A4 pages of plain text in the standard
 * Helvetica fonts (no embedding), a coloured cover band, uncompressed content streams and an exact
 * cross-reference table, so any viewer opens them and the files stay a few kilobytes.
 */

const A4 = [595, 842];
const MARGIN = 56;

/** PDF text strings are Latin-1 with (, ) and \ escaped; typographic characters are folded to ASCII. */
export function pdfString(s) {
  const ascii = s
    .replace(/₹\s?/g, 'Rs ')
    .replace(/[–—]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/…/g, '...')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '');
  return '(' + ascii.replace(/[\\()]/g, (c) => '\\' + c) + ')';
}

/** Greedy word wrap for Helvetica at `size` pt within `width` pt (average glyph ≈ 0.5 em). */
export function wrap(s, size, width) {
  const max = Math.floor(width / (size * 0.5));
  const lines = [];
  let cur = '';
  for (const word of s.split(/\s+/)) {
    if (cur && (cur + ' ' + word).length > max) {
      lines.push(cur);
      cur = word;
    } else cur = cur ? cur + ' ' + word : word;
  }
  if (cur) lines.push(cur);
  return lines;
}

const rgb = (hex) => [1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ');

/**
 * Builds the document.
 * cover: { kicker, title, subtitle, footer } — drawn on page 1 over a navy band, with the section
 *   headings listed under 'In this issue'.
 * sections: [{ heading, paragraphs: string[] }] — flowed over the following pages.
 * Returns a Buffer.
 */
export function buildPdf({ cover, sections, colors = { band: '#172f65', accent: '#fbab2c' } }) {
  const [W, H] = A4;
  const pages = [];

  // page 1: cover
  const c = [];
  c.push(`${rgb(colors.band)} rg 0 ${H - 360} ${W} 360 re f`);
  c.push(`${rgb(colors.accent)} rg 0 ${H - 372} ${W} 12 re f`);
  c.push(`BT 1 1 1 rg /F2 12 Tf ${MARGIN} ${H - 90} Td ${pdfString(cover.kicker.toUpperCase())} Tj ET`);
  let y = H - 170;
  for (const line of wrap(cover.title, 30, W - 2 * MARGIN)) {
    c.push(`BT 1 1 1 rg /F2 30 Tf ${MARGIN} ${y} Td ${pdfString(line)} Tj ET`);
    y -= 38;
  }
  y = H - 420;
  for (const line of wrap(cover.subtitle, 13, W - 2 * MARGIN)) {
    c.push(`BT 0.11 0.14 0.2 rg /F1 13 Tf ${MARGIN} ${y} Td ${pdfString(line)} Tj ET`);
    y -= 19;
  }
  y -= 14;
  c.push(`BT ${rgb(colors.band)} rg /F2 12 Tf ${MARGIN} ${y} Td (In this issue) Tj ET`);
  y -= 20;
  for (const sec of sections.slice(0, 14)) {
    c.push(
      `BT 0.11 0.14 0.2 rg /F1 10.5 Tf ${MARGIN} ${y} Td ${pdfString('- ' + wrap(sec.heading, 10.5, W - 2 * MARGIN)[0])} Tj ET`,
    );
    y -= 16;
  }
  c.push(`BT 0.39 0.45 0.55 rg /F1 10 Tf ${MARGIN} 60 Td ${pdfString(cover.footer)} Tj ET`);
  pages.push(c.join('\n'));

  // following pages: headings and paragraphs flowed top to bottom
  let ops = [];
  y = H - MARGIN;
  const flush = () => {
    ops.push(
      `BT 0.39 0.45 0.55 rg /F1 9 Tf ${MARGIN} 36 Td ${pdfString(`${cover.title} - page ${pages.length + 1}`)} Tj ET`,
    );
    pages.push(ops.join('\n'));
    ops = [];
    y = H - MARGIN;
  };
  const lineOut = (s, font, size, gap, color = '0.11 0.14 0.2') => {
    if (y < MARGIN + 30) flush();
    ops.push(`BT ${color} rg /${font} ${size} Tf ${MARGIN} ${y} Td ${pdfString(s)} Tj ET`);
    y -= gap;
  };
  for (const sec of sections) {
    if (y < MARGIN + 120) flush();
    y -= 6;
    for (const l of wrap(sec.heading, 15, W - 2 * MARGIN)) lineOut(l, 'F2', 15, 20, rgb(colors.band));
    y -= 4;
    for (const p of sec.paragraphs) {
      for (const l of wrap(p, 10.5, W - 2 * MARGIN)) lineOut(l, 'F1', 10.5, 15);
      y -= 7;
    }
  }
  if (ops.length) flush();

  // objects: 1 catalog, 2 pages, 3 F1, 4 F2, 5 info, then page + content pairs
  const objs = [];
  const kids = pages.map((_, i) => `${6 + i * 2} 0 R`).join(' ');
  objs.push('<< /Type /Catalog /Pages 2 0 R >>');
  objs.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  objs.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objs.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  objs.push(`<< /Title ${pdfString(cover.title)} /Author (Akshara Academy) /Producer (scripts/demo-content) >>`);
  pages.forEach((stream, i) => {
    objs.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + i * 2} 0 R >>`,
    );
    objs.push(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  });

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objs.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
