import { describe, expect, it } from 'vitest';
import { emptyIndex, parseIndexes, resolveAsset, resolveLinks, serializeIndexes } from '@/loaders/contentful/links';
import type { LinkIndex } from '@/loaders/contentful/types';

const link = (linkType: 'Asset' | 'Entry', id: string) => ({ sys: { type: 'Link' as const, linkType, id } });

const asset = (url: string, extra: Record<string, unknown> = {}) => ({
  sys: { id: 'a' },
  fields: { title: { 'en-US': 'T' }, file: { 'en-US': { url, contentType: 'image/png', ...extra } } },
});

function index(): LinkIndex {
  const i = emptyIndex();
  i.assets.set('img', { url: 'https://images.ctfassets.net/s/img.png', title: 'Image', width: 800, height: 450 });
  i.assets.set('pdf1', { url: 'https://assets.ctfassets.net/s/1.pdf', contentType: 'application/pdf' });
  i.assets.set('pdf2', { url: '/demo-assets/2.pdf' });
  i.entries.set('post', {
    contentType: 'blogPost',
    label: 'Other post',
    fields: { title: 'Other post', slug: 'other-post', page: ['upsc'] },
  });
  i.entries.set('tag', { contentType: 'tag', label: 'Economy', fields: { name: 'Economy' } });
  i.entries.set('q1', {
    contentType: 'quizQuestion',
    fields: { question: 'Which?', correctAnswer: 1, options: [link('Entry', 'o1'), link('Entry', 'o2')] },
  });
  i.entries.set('o1', { contentType: 'quizOption', fields: { text: 'A picture', image: link('Asset', 'img') } });
  i.entries.set('o2', { contentType: 'quizOption', fields: { text: 'Deeper', more: link('Entry', 'deep') } });
  i.entries.set('deep', {
    contentType: 'note',
    label: 'Deep',
    fields: { name: 'Deep', picture: link('Asset', 'img') },
  });
  return i;
}

describe('resolveAsset', () => {
  it.each([
    ['protocol-relative → https', '//images.ctfassets.net/s/a.png', 'https://images.ctfassets.net/s/a.png'],
    ['http → https', 'http://images.ctfassets.net/s/a.png', 'https://images.ctfassets.net/s/a.png'],
    ['https unchanged', 'https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['site path unchanged', '/demo-assets/a.png', '/demo-assets/a.png'],
  ])('normalises the url: %s', (_, url, expected) => {
    expect(resolveAsset(asset(url), 'en-US')?.url).toBe(expected);
  });

  it('keeps size, dimensions, type and name', () => {
    expect(
      resolveAsset(
        asset('//x/a.png', { fileName: 'a.png', details: { size: 12, image: { width: 4, height: 3 } } }),
        'en-US',
      ),
    ).toEqual({
      url: 'https://x/a.png',
      title: 'T',
      width: 4,
      height: 3,
      contentType: 'image/png',
      fileName: 'a.png',
      size: 12,
    });
  });

  it('is undefined for an asset whose file is not processed yet', () => {
    expect(
      resolveAsset({ sys: { id: 'a' }, fields: { file: { 'en-US': { upload: 'https://upload/x' } } } }, 'en-US'),
    ).toBeUndefined();
  });
});

describe('resolveLinks', () => {
  it('resolves a single asset link', () => {
    const { data, links, missing } = resolveLinks({ title: 'X', featuredImage: link('Asset', 'img') }, index());
    expect(data).toEqual({
      title: 'X',
      featuredImage: { url: 'https://images.ctfassets.net/s/img.png', title: 'Image', width: 800, height: 450 },
    });
    expect(links).toEqual({ fields: { featuredImage: link('Asset', 'img') }, ids: ['img'] });
    expect(missing).toEqual([]);
  });

  it.each([
    [
      'a single pdfFile',
      link('Asset', 'pdf1'),
      { url: 'https://assets.ctfassets.net/s/1.pdf', contentType: 'application/pdf' },
    ],
    [
      'a pdfFile list',
      [link('Asset', 'pdf1'), link('Asset', 'pdf2')],
      [{ url: 'https://assets.ctfassets.net/s/1.pdf', contentType: 'application/pdf' }, { url: '/demo-assets/2.pdf' }],
    ],
  ])('resolves %s', (_, pdfFile, expected) => {
    expect(resolveLinks({ pdfFile }, index()).data.pdfFile).toEqual(expected);
  });

  it.each([
    ['a single link is left out', { featuredImage: link('Asset', 'gone') }, {}, ['featuredImage → asset gone']],
    [
      'a list keeps the published ones',
      { pdfFile: [link('Asset', 'gone'), link('Asset', 'pdf2')] },
      { pdfFile: [{ url: '/demo-assets/2.pdf' }] },
      ['pdfFile → asset gone'],
    ],
  ])('for a missing asset, %s', (_, fields, data, missing) => {
    const result = resolveLinks(fields, index());
    expect(result.data).toEqual(data);
    expect(result.missing).toEqual(missing);
  });

  it('resolves a top-level entry link to id, type, label and the fields the index keeps', () => {
    expect(resolveLinks({ related: link('Entry', 'post') }, index()).data.related).toEqual({
      id: 'post',
      contentType: 'blogPost',
      label: 'Other post',
      fields: { title: 'Other post', slug: 'other-post', page: ['upsc'] },
    });
  });

  it('follows links three levels deep: quiz → question → option → picture, and no further', () => {
    const result = resolveLinks({ questions: [link('Entry', 'q1')], tags: [link('Entry', 'tag')] }, index());
    const [question] = result.data.questions as { fields: { options: { fields: Record<string, unknown> }[] } }[];
    const picture = { url: 'https://images.ctfassets.net/s/img.png', title: 'Image', width: 800, height: 450 };
    expect(question.fields.options.map((o) => o.fields)).toEqual([
      { text: 'A picture', image: picture },
      { text: 'Deeper', more: { id: 'deep', contentType: 'note', label: 'Deep', fields: { name: 'Deep' } } },
    ]);
    expect(result.data.tags).toEqual([
      { id: 'tag', contentType: 'tag', label: 'Economy', fields: { name: 'Economy' } },
    ]);
    expect(result.links?.ids.sort()).toEqual(['deep', 'img', 'o1', 'o2', 'q1', 'tag']);
    // The fourth level is named as deep, not as missing: the picture is published.
    expect(result.missing).toEqual([]);
    expect(result.deep).toEqual(['questions.options.more.picture → asset img']);
    expect(result.followed).toBe(6);
  });

  it('drops a link to an unpublished entry from a list and names it', () => {
    const result = resolveLinks({ tags: [link('Entry', 'gone'), link('Entry', 'tag')] }, index());
    expect((result.data.tags as { label: string }[]).map((t) => t.label)).toEqual(['Economy']);
    expect(result.missing).toEqual(['tags → entry gone']);
  });

  it('fills in rich-text targets and leaves unpublished ones without fields', () => {
    const doc = {
      nodeType: 'document',
      data: {},
      content: [
        { nodeType: 'embedded-asset-block', data: { target: link('Asset', 'img') }, content: [] },
        {
          nodeType: 'paragraph',
          data: {},
          content: [{ nodeType: 'entry-hyperlink', data: { target: link('Entry', 'post') }, content: [] }],
        },
        { nodeType: 'embedded-entry-block', data: { target: link('Entry', 'gone') }, content: [] },
      ],
    };
    const { data, links, missing } = resolveLinks({ content: doc }, index());
    const [embedded, paragraph, gone] = (data.content as typeof doc).content as any[];
    expect(embedded.data.target).toEqual({
      sys: { type: 'Link', linkType: 'Asset', id: 'img' },
      fields: {
        title: 'Image',
        file: { url: 'https://images.ctfassets.net/s/img.png', details: { image: { width: 800, height: 450 } } },
      },
    });
    expect(paragraph.content[0].data.target).toEqual({
      sys: { type: 'Link', linkType: 'Entry', id: 'post', contentType: { sys: { id: 'blogPost' } } },
      fields: { title: 'Other post', slug: 'other-post', page: ['upsc'], label: 'Other post' },
    });
    expect(gone.data.target).toEqual({ sys: { type: 'Link', linkType: 'Entry', id: 'gone' } });
    expect(links?.ids).toEqual(['img', 'post', 'gone']);
    expect(missing).toEqual(['content → entry gone']);
    expect(doc.content[0].data.target).toEqual(link('Asset', 'img')); // input untouched
  });

  it('re-resolves stored data from the links recorded for it', () => {
    const first = resolveLinks({ featuredImage: link('Asset', 'img') }, index());
    const changed = index();
    changed.assets.set('img', { url: 'https://images.ctfassets.net/s/new.png' });
    expect(resolveLinks(first.data, changed, first.links).data.featuredImage).toEqual({
      url: 'https://images.ctfassets.net/s/new.png',
    });
    changed.assets.delete('img');
    expect(resolveLinks(first.data, changed, first.links).data).toEqual({});
  });
});

describe('the link indexes', () => {
  const chains = [
    { code: 'en-US', chain: ['en-US'] },
    { code: 'te-IN', chain: ['te-IN', 'en-US'] },
  ];
  const views = () => chains.map((c) => ({ ...c, index: index() }));

  it('survive the meta store as a string', () => {
    expect(parseIndexes(serializeIndexes(views()), chains)).toEqual(views());
  });

  it.each([
    ['not JSON', 'not json', chains],
    ['nothing saved', undefined, chains],
    ['a locale added to the space', serializeIndexes(views().slice(0, 1)), chains],
    ['a fallback changed', serializeIndexes(views()), [chains[0], { code: 'te-IN', chain: ['te-IN'] }]],
  ])('are not reused after %s (a full sync)', (_, json, now) => {
    expect(parseIndexes(json, now)).toBeUndefined();
  });
});
