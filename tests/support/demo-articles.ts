/** The current-affairs articles of the demo space the test build is made of, as the collection holds them. */
import { readFileSync } from 'node:fs';
import type { Article } from '../../src/lib/content/current-affairs';

interface RawEntry {
  sys: { id: string; contentType: { sys: { id: string } } };
  fields: Record<string, Record<string, unknown>>;
}

const space = JSON.parse(readFileSync('src/content/demo/space.json', 'utf8')) as { entries: RawEntry[] };

export const demoArticles: Article[] = space.entries
  .filter((e) => e.sys.contentType.sys.id === 'blogPost')
  .map((e) => {
    const f = Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [k, v['en-US']]));
    const data = { ...f, tags: f.tags ?? [], page: f.page ?? [], publishDate: new Date(f.publishDate as string) };
    return { id: e.sys.id, data: data as Article['data'] };
  });
