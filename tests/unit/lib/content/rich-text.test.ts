import { describe, expect, it } from 'vitest';
import { BLOCKS, INLINES, type Document } from '@contentful/rich-text-types';
import { renderRichText, safeHref } from '@/lib/content/rich-text';

const text = (value: string, marks: string[] = []) => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});
const paragraph = (...content: object[]) => ({ nodeType: 'paragraph', data: {}, content });
const link = (uri: string, label: string) => ({ nodeType: 'hyperlink', data: { uri }, content: [text(label)] });
const doc = (...content: object[]) => ({ nodeType: 'document', data: {}, content }) as unknown as Document;

describe('safeHref', () => {
  it.each([
    ['https://www.rbi.org.in/', 'https://www.rbi.org.in/'],
    ['http://example.org/a?b=1', 'http://example.org/a?b=1'],
    ['mailto:info@example.org', 'mailto:info@example.org'],
    ['tel:+919848027345', 'tel:+919848027345'],
    ['/courses/upsc', '/courses/upsc'],
    ['  https://padded.example/  ', 'https://padded.example/'],
  ])('keeps %j', (uri, expected) => expect(safeHref(uri)).toBe(expected));

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' \njavascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '',
    undefined,
    42,
  ])('drops %j', (uri) => expect(safeHref(uri)).toBeUndefined());
});

describe('renderRichText', () => {
  it('renders blocks and marks', () => {
    const html = renderRichText(
      doc(
        { nodeType: 'heading-2', data: {}, content: [text('Why in news')] },
        paragraph(text('Repo rate', ['bold']), text(' unchanged.')),
      ),
    );
    expect(html).toBe('<h2>Why in news</h2><p><b>Repo rate</b> unchanged.</p>');
  });

  it('escapes every text', () => {
    const html = renderRichText(doc(paragraph(text('<script>alert("x")</script> & <img src=x onerror=alert(1)>'))));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;',
    );
  });

  it('links web addresses, opening other sites in a new tab', () => {
    expect(renderRichText(doc(paragraph(link('https://cybercrime.gov.in/', 'Portal'))))).toBe(
      '<p><a href="https://cybercrime.gov.in/" target="_blank" rel="noopener noreferrer">Portal</a></p>',
    );
    expect(renderRichText(doc(paragraph(link('mailto:a@b.in', 'Mail'))))).toBe(
      '<p><a href="mailto:a@b.in">Mail</a></p>',
    );
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html;base64,PHNjcmlwdD4=', 'java\nscript:alert(1)'])(
    'renders a %j link as its plain text',
    (uri) => {
      const html = renderRichText(doc(paragraph(text('Do not '), link(uri, 'click here'))));
      expect(html).toBe('<p>Do not click here</p>');
    },
  );

  it('escapes quotes in a kept address', () => {
    const html = renderRichText(doc(paragraph(link('https://x.example/?q="><script>', 'x'))));
    expect(html).toContain('href="https://x.example/?q=&quot;&gt;&lt;script&gt;"');
  });

  const asset = (fields: object | undefined) => ({
    nodeType: 'embedded-asset-block',
    data: { target: { sys: { type: 'Link', linkType: 'Asset', id: 'a1' }, ...(fields && { fields }) } },
    content: [],
  });

  it('renders an embedded image with alt, size and lazy loading', () => {
    const html = renderRichText(
      doc(
        asset({
          title: 'CPI chart',
          description: 'Line chart of CPI inflation, <falling>',
          file: {
            url: '/demo-assets/cpi.png',
            contentType: 'image/png',
            details: { image: { width: 1200, height: 630 } },
          },
        }),
      ),
    );
    expect(html).toBe(
      '<figure><img src="/demo-assets/cpi.png" alt="Line chart of CPI inflation, &lt;falling&gt;" width="1200" height="630" loading="lazy" decoding="async" /><figcaption>CPI chart</figcaption></figure>',
    );
  });

  it('gives a Contentful image a WebP srcset', () => {
    const html = renderRichText(
      doc(
        asset({
          description: 'Chart',
          file: {
            url: 'https://images.ctfassets.net/s/a/b/c.png',
            contentType: 'image/png',
            details: { image: { width: 700, height: 400 } },
          },
        }),
      ),
    );
    expect(html).toContain(
      'srcset="https://images.ctfassets.net/s/a/b/c.png?w=400&amp;fm=webp&amp;q=75 400w, https://images.ctfassets.net/s/a/b/c.png?w=640&amp;fm=webp&amp;q=75 640w"',
    );
    expect(html).toContain('width="700" height="400"');
  });

  it.each([
    ['an unpublished asset', undefined],
    ['an asset with an unsafe address', { file: { url: 'javascript:alert(1)', contentType: 'image/png' } }],
  ])('leaves out %s', (_, fields) => expect(renderRichText(doc(asset(fields)))).toBe(''));

  it('links an embedded non-image file by its title', () => {
    const html = renderRichText(
      doc(asset({ title: 'Notes', file: { url: '/demo-assets/n.pdf', contentType: 'application/pdf' } })),
    );
    expect(html).toBe('<p><a href="/demo-assets/n.pdf">Notes</a></p>');
  });

  it("opens a file or asset link on Contentful's CDN in a new tab without access to this one", () => {
    const url = 'https://assets.ctfassets.net/s/a/b/notes.pdf';
    const file = { title: 'Notes', file: { url, contentType: 'application/pdf' } };
    const blank = `href="${url}" target="_blank" rel="noopener noreferrer"`;
    expect(renderRichText(doc(asset(file)))).toBe(`<p><a ${blank}>Notes</a></p>`);
    const assetLink = { nodeType: 'asset-hyperlink', data: { target: { fields: file } }, content: [text('the notes')] };
    expect(renderRichText(doc(paragraph(assetLink)))).toBe(`<p><a ${blank}>the notes</a></p>`);
  });

  it('keeps the words of an entry link and drops embedded entries', () => {
    const entryLink = {
      nodeType: 'entry-hyperlink',
      data: { target: { sys: { id: 'e1' } } },
      content: [text('see this')],
    };
    const embedded = { nodeType: 'embedded-entry-block', data: { target: { sys: { id: 'e2' } } }, content: [] };
    expect(renderRichText(doc(paragraph(text('Please '), entryLink), embedded))).toBe('<p>Please see this</p>');
  });

  it('renders nothing for no document', () => expect(renderRichText(undefined)).toBe(''));
});

describe('every node type the renderer knows', () => {
  const entry = (id: string, contentType: string, fields?: Record<string, unknown>) => ({
    sys: { type: 'Link', linkType: 'Entry', id, contentType: { sys: { id: contentType } } },
    ...(fields && { fields }),
  });
  const article = entry('e1', 'blogPost', { title: 'Repo rate', label: 'Repo rate', slug: 'repo', page: ['upsc'] });
  const tag = entry('t1', 'tag', { label: 'Economy' });
  const picture = {
    sys: { type: 'Link', linkType: 'Asset', id: 'a1' },
    fields: {
      title: 'Map',
      description: 'Map of India',
      file: {
        url: 'https://images.eu.ctfassets.net/s/a1/x/map.png',
        contentType: 'image/png',
        details: { image: { width: 800, height: 600 } },
      },
    },
  };
  const pdf = {
    sys: { type: 'Link', linkType: 'Asset', id: 'a2' },
    fields: {
      title: 'Budget PDF',
      file: { url: 'https://assets.ctfassets.net/s/a2/x/b.pdf', contentType: 'application/pdf' },
    },
  };
  const node = (nodeType: string, content: object[] = [], data: object = {}) => ({ nodeType, data, content });
  const cell = (type: string, words: string) => node(type, [paragraph(text(words))]);
  const src = 'https://images.eu.ctfassets.net/s/a1/x/map.png';

  const cases: Record<string, [object, string]> = {
    document: [node('document', [paragraph(text('a'))]), '<p>a</p>'],
    paragraph: [paragraph(text('a')), '<p>a</p>'],
    'heading-1': [node('heading-1', [text('Title in the body')]), '<h2>Title in the body</h2>'],
    'heading-2': [node('heading-2', [text('h')]), '<h2>h</h2>'],
    'heading-3': [node('heading-3', [text('h')]), '<h3>h</h3>'],
    'heading-4': [node('heading-4', [text('h')]), '<h4>h</h4>'],
    'heading-5': [node('heading-5', [text('h')]), '<h5>h</h5>'],
    'heading-6': [node('heading-6', [text('h')]), '<h6>h</h6>'],
    'ordered-list': [node('ordered-list', [node('list-item', [paragraph(text('a'))])]), '<ol><li><p>a</p></li></ol>'],
    'unordered-list': [
      node('unordered-list', [node('list-item', [paragraph(text('a'))])]),
      '<ul><li><p>a</p></li></ul>',
    ],
    'list-item': [node('unordered-list', [node('list-item', [paragraph(text('b'))])]), '<ul><li><p>b</p></li></ul>'],
    hr: [node('hr'), '<hr/>'],
    blockquote: [node('blockquote', [paragraph(text('q'))]), '<blockquote><p>q</p></blockquote>'],
    'embedded-entry-block': [
      node('embedded-entry-block', [], { target: article }),
      '<p><a href="/courses/upsc/current-affairs/repo/">Repo rate</a></p>',
    ],
    'embedded-asset-block': [
      node('embedded-asset-block', [], { target: picture }),
      `<figure><img src="${src}?w=640&amp;fm=webp&amp;q=75" srcset="${src}?w=400&amp;fm=webp&amp;q=75 400w, ${src}?w=640&amp;fm=webp&amp;q=75 640w" sizes="(min-width: 768px) 720px, 100vw" alt="Map of India" width="800" height="600" loading="lazy" decoding="async" /><figcaption>Map</figcaption></figure>`,
    ],
    'embedded-resource-block': [node('embedded-resource-block', [], { target: { sys: { urn: 'x' } } }), ''],
    table: [
      node('table', [node('table-row', [cell('table-header-cell', 'Year'), cell('table-cell', '2025')])]),
      '<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table><tr><th><p>Year</p></th><td><p>2025</p></td></tr></table></div>',
    ],
    'table-row': [node('table', [node('table-row', [cell('table-cell', 'x')])]), '<tr><td><p>x</p></td></tr>'],
    'table-cell': [node('table', [node('table-row', [cell('table-cell', 'c')])]), '<td><p>c</p></td>'],
    'table-header-cell': [node('table', [node('table-row', [cell('table-header-cell', 'h')])]), '<th><p>h</p></th>'],
    hyperlink: [paragraph(link('https://pib.gov.in/', 'PIB')), 'href="https://pib.gov.in/"'],
    'entry-hyperlink': [
      paragraph(node('entry-hyperlink', [text('the repo story')], { target: article })),
      '<p><a href="/courses/upsc/current-affairs/repo/">the repo story</a></p>',
    ],
    'asset-hyperlink': [
      paragraph(node('asset-hyperlink', [text('the PDF')], { target: pdf })),
      '<p><a href="https://assets.ctfassets.net/s/a2/x/b.pdf" target="_blank" rel="noopener noreferrer">the PDF</a></p>',
    ],
    'resource-hyperlink': [
      paragraph(node('resource-hyperlink', [text('elsewhere')], { target: {} })),
      '<p>elsewhere</p>',
    ],
    'embedded-entry-inline': [
      paragraph(text('Tag: '), node('embedded-entry-inline', [], { target: tag })),
      '<p>Tag: Economy</p>',
    ],
    'embedded-resource-inline': [
      paragraph(text('x'), node('embedded-resource-inline', [], { target: {} })),
      '<p>x</p>',
    ],
  };

  it('has a case for each of them', () => {
    const known = [...Object.values(BLOCKS), ...Object.values(INLINES)] as string[];
    expect(Object.keys(cases).sort()).toEqual([...new Set(known)].sort());
  });

  it.each(Object.entries(cases))('%s', (_, [input, expected]) => {
    const html = renderRichText(
      (input as { nodeType: string }).nodeType === 'document' ? (input as Document) : doc(input),
    );
    expect(html).toContain(expected);
  });

  it.each([
    [
      'an unpublished embedded entry renders nothing',
      node('embedded-entry-block', [], { target: entry('x', 'blogPost') }),
      '',
    ],
    [
      'an embedded PDF is a download link',
      node('embedded-asset-block', [], { target: pdf }),
      '<p><a href="https://assets.ctfassets.net/s/a2/x/b.pdf" target="_blank" rel="noopener noreferrer">Budget PDF</a></p>',
    ],
    [
      'an embedded quiz links to its page',
      node('embedded-entry-block', [], {
        target: entry('q', 'quiz', {
          title: 'Daily quiz',
          label: 'Daily quiz',
          slug: 'daily-1',
          status: 'Published',
          page: ['upsc'],
        }),
      }),
      '<p><a href="/courses/upsc/current-affairs-quiz/daily-1/">Daily quiz</a></p>',
    ],
    [
      'an embedded mains answer links to its page by id',
      node('embedded-entry-block', [], {
        target: entry('m1', 'mainsAnswerWriting', { title: 'GST', label: 'GST', page: ['appsc'] }),
      }),
      '<p><a href="/courses/appsc-groups/mains-answer-writing/m1/">GST</a></p>',
    ],
    [
      'an entry in no section is its label',
      node('embedded-entry-block', [], { target: entry('e', 'blogPost', { label: 'Old', page: [] }) }),
      '<p>Old</p>',
    ],
  ])('%s', (_, input, expected) => expect(renderRichText(doc(input))).toBe(expected));
});
