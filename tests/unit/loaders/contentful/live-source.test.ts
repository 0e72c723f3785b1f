/**
 * The loader against a fake Contentful (tests/support/fake-contentful.mjs): one paged sync shared by
 * the five collections, deltas from the saved token, link re-resolution, retries and failures.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentfulSyncError, loadCollection } from '@/loaders/contentful';
import { BlogPostSchema } from '@/schemas/blog-post';
import { CurrentAffairsPdfSchema } from '@/schemas/current-affairs-pdf';
import { CurrentAffairsQuizSchema } from '@/schemas/current-affairs-quiz';
import { MainsAnswerSchema } from '@/schemas/mains-answer';
import { QuizSchema } from '@/schemas/quiz';
import { startFakeContentful } from '../../../support/fake-contentful.mjs';
import { fakeContext, type StoredEntry } from './fake-context';

const snapshot = () => JSON.parse(readFileSync('tests/fixtures/contentful/space.json', 'utf8'));

const TYPES = {
  blogPost: BlogPostSchema,
  mainsAnswerWriting: MainsAnswerSchema,
  currentAffairsPdf: CurrentAffairsPdfSchema,
  quiz: QuizSchema,
  currentAffairsQuiz: CurrentAffairsQuizSchema,
} as const;
type TypeId = keyof typeof TYPES;

type Fake = Awaited<ReturnType<typeof startFakeContentful>>;
type Cache = Record<TypeId, { entries: Map<string, StoredEntry>; meta: Map<string, string> }>;

let cf: Fake;
let cache: Cache;

const newCache = (): Cache =>
  Object.fromEntries(Object.keys(TYPES).map((t) => [t, { entries: new Map(), meta: new Map() }])) as unknown as Cache;

const liveEnv = (extra: Record<string, string> = {}) => ({
  CONTENTFUL_SPACE_ID: cf.space,
  CONTENTFUL_ACCESS_TOKEN: cf.accessToken,
  CONTENTFUL_HOST: cf.host,
  CONTENTFUL_INSECURE: 'true',
  ...extra,
});

/** One "build": the five collections load together, as Astro runs them. */
async function build(extra: Record<string, string> = {}) {
  const fakes = (Object.keys(TYPES) as TypeId[]).map((t) => ({ t, fake: fakeContext(t, TYPES[t], cache[t]) }));
  await Promise.all(
    fakes.map(({ t, fake }) => loadCollection(fake.ctx, { contentType: t, schema: TYPES[t], env: liveEnv(extra) })),
  );
  return Object.fromEntries(fakes.map(({ t, fake }) => [t, fake])) as Record<TypeId, ReturnType<typeof fakeContext>>;
}

const post = (id: string) => cache.blogPost.entries.get(id)?.data as Record<string, any> | undefined;
const syncs = () =>
  cf.syncRequests().map((r: { query: Record<string, string> }) => (r.query.initial ? 'initial' : 'token'));

beforeEach(async () => {
  cf = await startFakeContentful({ snapshot: snapshot(), pageSize: 4 });
  cache = newCache();
});
afterEach(() => cf.close());

describe('the live source', () => {
  it('reads every sync page once for all five collections', async () => {
    const built = await build();
    // 16 items in pages of 4: one initial request and three page-token requests, shared by five collections
    expect(syncs()).toEqual(['initial', 'token', 'token', 'token']);
    expect(cf.requests.filter((r: { path: string }) => r.path.endsWith('/locales'))).toHaveLength(1);
    expect(cf.requests.every((r: { authorized: boolean }) => r.authorized)).toBe(true);
    expect([...cache.blogPost.entries.keys()].sort()).toEqual([
      'post-forest',
      'post-no-slug',
      'post-repo',
      'post-unpublished-image',
      'te-IN/post-repo', // the one with a Telugu title
    ]);
    expect([...cache.quiz.entries.keys()].sort()).toEqual(['quiz-1', 'quiz-bad']);
    expect(cache.currentAffairsPdf.entries.size).toBe(2);
    expect(post('post-repo')?.featuredImage.url).toBe('https://images.ctfassets.net/space/img-repo/abc/rbi.jpg');
    expect(cache.blogPost.meta.get('syncToken')).toMatch(/^fake/);
    const logs = Object.values(built).flatMap((b) => [...b.infos, ...b.warnings]);
    expect(logs.join('\n')).not.toContain(cf.accessToken);
  });

  it('fetches only the changes on a rebuild: an edited title, a deleted entry, the image still resolved', async () => {
    await build();
    cf.resetRequests();
    cf.edit({ id: 'post-repo', fields: { title: 'RBI holds the repo rate' } });
    cf.remove('post-forest');
    const built = await build();
    expect(syncs()).toEqual(['token']);
    expect(post('post-repo')?.title).toBe('RBI holds the repo rate');
    expect(post('post-repo')?.featuredImage.url).toBe('https://images.ctfassets.net/space/img-repo/abc/rbi.jpg');
    expect(post('post-forest')).toBeUndefined();
    // the rich-text link to the deleted article lost its target
    expect(post('post-repo')?.content.content[0].content[1].data.target.fields).toBeUndefined();
    expect(built.quiz.parsed()).toBe(0);
  });

  it('re-resolves unchanged entries when only their asset changed or got published', async () => {
    await build();
    cf.edit({
      id: 'img-repo',
      fields: { file: { url: '//images.ctfassets.net/space/img-repo/new/rbi-2.jpg', contentType: 'image/jpeg' } },
    });
    cf.edit({
      id: 'img-missing',
      type: 'Asset',
      fields: { title: 'Now published', file: { url: '//images.ctfassets.net/x/now.png' } },
    });
    const built = await build();
    expect(post('post-repo')?.featuredImage.url).toBe('https://images.ctfassets.net/space/img-repo/new/rbi-2.jpg');
    expect(post('post-repo')?.content.content[1].data.target.fields.file.url).toBe(
      'https://images.ctfassets.net/space/img-repo/new/rbi-2.jpg',
    );
    expect(post('post-unpublished-image')?.featuredImage).toEqual({
      url: 'https://images.ctfassets.net/x/now.png',
      title: 'Now published',
    });
    expect(built.blogPost.parsed()).toBe(3); // post-repo in both its locales, and post-unpublished-image
  });

  it('syncs everything once for all when one collection lost its token, and the tokens agree again', async () => {
    await build();
    cache.quiz.meta.delete('syncToken');
    cache.quiz.entries.clear();
    cf.resetRequests();
    cf.edit({ id: 'post-repo', fields: { title: 'RBI holds the repo rate' } });
    const built = await build();
    expect(syncs()).toEqual(['initial', 'token', 'token', 'token']);
    expect(built.blogPost.infos[0]).toMatch(
      /^Synced everything from http:\/\/127\.0\.0\.1:\d+: 10 entries, 5 assets, 0 deletions in \d+ ms for 5 collections\.$/,
    );
    expect(cache.quiz.entries.size).toBe(2);
    expect(post('post-repo')?.title).toBe('RBI holds the repo rate');
    expect(built.blogPost.parsed()).toBe(2); // the edited entry in both its locales; the others are unchanged
    const tokens = new Set(Object.values(cache).map((c) => c.meta.get('syncToken')));
    expect(tokens.size).toBe(1);
  });

  it('starts over with a full sync when the saved token is refused', async () => {
    await build();
    for (const t of Object.keys(TYPES) as TypeId[]) cache[t].meta.set('syncToken', 'expired');
    cf.resetRequests();
    const built = await build();
    expect(syncs()[0]).toBe('token');
    expect(syncs()).toContain('initial');
    expect(built.blogPost.warnings.join('\n')).toContain(
      'did not accept the saved sync token (400); loading everything again.',
    );
    expect(cache.blogPost.entries.size).toBe(5); // four entries and one Telugu copy
  });

  it('waits out a 429 as X-Contentful-RateLimit-Reset says, then carries on', async () => {
    cf.fault({ path: '/sync', status: 429, resetSeconds: 1 });
    const started = Date.now();
    const built = await build();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(syncs()[0]).toBe('initial');
    expect(syncs()[1]).toBe('initial');
    expect(built.blogPost.warnings.join('\n')).toMatch(
      /Rate limit error occurred\. Waiting for 1\d{3} ms before retrying/,
    );
    expect(cache.blogPost.entries.size).toBe(5); // four entries and one Telugu copy
  });

  it('retries a reply slower than CONTENTFUL_TIMEOUT', async () => {
    cf.fault({ path: '/sync', delayMs: 400 });
    await build({ CONTENTFUL_TIMEOUT: '150' });
    expect(syncs().slice(0, 2)).toEqual(['initial', 'initial']);
    expect(cache.blogPost.entries.size).toBe(5); // four entries and one Telugu copy
  });

  it('fails with one message naming host, status and what to check after the retries, keeping the old content', async () => {
    await build();
    const before = [...cache.blogPost.entries.keys()];
    const token = cache.blogPost.meta.get('syncToken');
    cf.fault({ path: '/sync', status: 500, times: 10 });
    cf.resetRequests();
    const failure = build({ CONTENTFUL_RETRY_LIMIT: '1' });
    await expect(failure).rejects.toThrow(ContentfulSyncError);
    await expect(failure).rejects.toThrow(
      `Contentful sync failed: http://${cf.host} answered 500 after 1 retry. Check CONTENTFUL_SPACE_ID ("test-space") and CONTENTFUL_ENVIRONMENT ("master"), the token, and https://www.contentfulstatus.com. The build stopped so that no page is published without its content.`,
    );
    expect(cf.syncRequests()).toHaveLength(2);
    expect([...cache.blogPost.entries.keys()]).toEqual(before);
    expect(cache.blogPost.meta.get('syncToken')).toBe(token);
  });

  it.each([
    [
      'a wrong token',
      { CONTENTFUL_ACCESS_TOKEN: 'wrong' },
      /answered 401 \(access denied\)\. Check CONTENTFUL_ACCESS_TOKEN/,
    ],
    [
      'a wrong space',
      { CONTENTFUL_SPACE_ID: 'other-space' },
      /answered 404 \(not found\)\. Check CONTENTFUL_SPACE_ID \("other-space"\)/,
    ],
  ])('fails at once on %s', async (_, extra, message) => {
    await expect(build(extra)).rejects.toThrow(message);
    expect(cf.requests).toHaveLength(1);
  });

  it('names the host it could not reach', async () => {
    const { host } = cf;
    await cf.close();
    await expect(build({ CONTENTFUL_RETRY_LIMIT: '1', CONTENTFUL_HOST: host })).rejects.toThrow(
      `Contentful sync failed: could not reach http://${host} (ECONNREFUSED) after 1 retry. Check the network, CONTENTFUL_HOST and CONTENTFUL_INSECURE`,
    );
    cf = await startFakeContentful({ snapshot: snapshot() }); // for afterEach
  });
});
