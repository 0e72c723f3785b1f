/**
 * Turns the small Markdown dialect the demo texts are written in into a Contentful rich-text
 * Document (the JSON the web app's editor stores).
 *
 * Blocks, separated by blank lines: `## ` heading-2, `### ` heading-3, `- ` bullet list,
 * `1. ` numbered list, `> ` quote, `---` rule, `![asset:key]` embedded asset (resolved through
 * `assetId(key)`), anything else a paragraph. Inline: `**bold**`, `_italic_`, `[text](uri)`.
 */

const text = (value, marks = []) => ({ nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} });
const node = (nodeType, content, data = {}) => ({ nodeType, data, content });

// a uri may hold one level of balanced parentheses, e.g. javascript:alert(1)
const INLINE = /\*\*(.+?)\*\*|_(.+?)_|\[(.+?)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g;

/** Inline text with marks and hyperlinks; starts and ends with a text node, as the editor writes it. */
export function inline(src, marks = []) {
  const out = [];
  let last = 0;
  for (const m of src.matchAll(INLINE)) {
    if (m.index > last) out.push(text(src.slice(last, m.index), marks));
    if (m[1] !== undefined) out.push(...inline(m[1], [...marks, 'bold']).filter((n) => n.value !== ''));
    else if (m[2] !== undefined) out.push(...inline(m[2], [...marks, 'italic']).filter((n) => n.value !== ''));
    else out.push(node('hyperlink', [text(m[3], marks)], { uri: m[4] }));
    last = m.index + m[0].length;
  }
  if (last < src.length) out.push(text(src.slice(last), marks));
  if (out[0]?.nodeType !== 'text') out.unshift(text(''));
  if (out.at(-1).nodeType !== 'text') out.push(text(''));
  return out;
}

const paragraph = (src) => node('paragraph', inline(src));

/** List items: each line starting with the marker opens an item; other lines continue it. */
function list(type, lines, marker) {
  const items = [];
  for (const l of lines) {
    if (marker.test(l)) items.push(l.replace(marker, ''));
    else items[items.length - 1] += ' ' + l;
  }
  return node(
    type,
    items.map((i) => node('list-item', [paragraph(i)])),
  );
}

/** One block of source lines → one rich-text block node. */
function block(lines, assetId) {
  const first = lines[0];
  const joined = lines.join(' ');
  if (first.startsWith('### ')) return node('heading-3', inline(joined.slice(4)));
  if (first.startsWith('## ')) return node('heading-2', inline(joined.slice(3)));
  if (first === '---') return node('hr', []);
  if (first.startsWith('- ')) return list('unordered-list', lines, /^- /);
  if (/^\d+\. /.test(first)) return list('ordered-list', lines, /^\d+\. /);
  if (first.startsWith('> ')) return node('blockquote', [paragraph(lines.map((l) => l.replace(/^> ?/, '')).join(' '))]);
  const embed = /^!\[asset:([\w-]+)\]$/.exec(first);
  if (embed)
    return node('embedded-asset-block', [], {
      target: { sys: { id: assetId(embed[1]), type: 'Link', linkType: 'Asset' } },
    });
  return paragraph(joined);
}

/** Markdown source → `{ nodeType: 'document', data: {}, content: [...] }`. */
export function toDocument(
  src,
  assetId = (key) => {
    throw new Error(`no asset resolver for ${key}`);
  },
) {
  const blocks = [];
  for (const chunk of src.trim().split(/\n\s*\n/)) {
    let lines = chunk
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    // a heading is one line; text right under it starts the next block
    while (/^#{2,3} /.test(lines[0]) && lines.length > 1) {
      blocks.push(lines.slice(0, 1));
      lines = lines.slice(1);
    }
    blocks.push(lines);
  }
  return node(
    'document',
    blocks.map((b) => block(b, assetId)),
  );
}

const INLINE_CONTAINERS = new Set(['paragraph', 'heading-2', 'heading-3', 'hyperlink']);

/** Plain text of a rich-text node: blocks on their own lines (for word counts and PDFs). */
export function plainText(n) {
  if (n.nodeType === 'text') return n.value;
  return (n.content ?? []).map(plainText).join(INLINE_CONTAINERS.has(n.nodeType) ? '' : '\n');
}
