// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnquiryPayload } from '@/lib/enquiry-queue';

const ENDPOINT = 'https://sheet.example/exec';
const payload = (email: string): EnquiryPayload => ({
  name: 'Asha',
  email,
  phone: '9876543210',
  course: 'upsc',
  message: '',
});

/** localStorage stand-in; `full` makes every write fail as a full or blocked store does. */
class FakeStorage {
  data = new Map<string, string>();
  full = false;
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.data.set(k, v);
  };
  removeItem = (k: string) => void this.data.delete(k);
  queue = () => JSON.parse(this.data.get('enquiry_queue') ?? '[]') as { payload: EnquiryPayload }[];
}

/** navigator.locks stand-in shared by "tabs": runs one holder at a time, like the browser's. */
function fakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request: (_name: string, fn: () => Promise<unknown>) => {
      const run = tail.then(fn);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

/** A fetch whose answers the test releases, to hold a send in flight. */
function heldFetch() {
  const release: (() => void)[] = [];
  const fetch = vi.fn(() => new Promise<Response>((resolve) => release.push(() => resolve(new Response(null)))));
  return { fetch, releaseAll: () => release.splice(0).forEach((r) => r()) };
}

/** A fresh copy of the module: one browser tab. */
const openTab = async () => {
  vi.resetModules();
  return import('@/lib/enquiry-queue');
};

let storage: FakeStorage;

beforeEach(() => {
  storage = new FakeStorage();
  vi.stubGlobal('localStorage', storage);
  vi.stubEnv('PUBLIC_ENQUIRY_ENDPOINT', ENDPOINT);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null)),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('enqueue', () => {
  it('saves the enquiry with an id, the time and its form, after those already waiting', async () => {
    const { enqueue, readQueue } = await openTab();
    const first = enqueue('enquiry', payload('a@example.com'));
    const second = enqueue('callback', payload('b@example.com'));
    expect(readQueue()).toEqual([first, second]);
    expect(first).toMatchObject({ form: 'enquiry', payload: payload('a@example.com') });
    expect(first.id).not.toBe(second.id);
    expect(first.queuedAt).toBeGreaterThan(Date.now() - 1000);
    expect(storage.queue().map((i) => i.payload.email)).toEqual(['a@example.com', 'b@example.com']);
  });

  it('throws when storage is full, so the form can keep its fields', async () => {
    const { enqueue } = await openTab();
    storage.full = true;
    expect(() => enqueue('enquiry', payload('a@example.com'))).toThrow(/quota/i);
  });

  it.each([['not json'], ['{"an":"object"}']])('reads a corrupt store (%s) as empty', async (raw) => {
    const { readQueue } = await openTab();
    storage.data.set('enquiry_queue', raw);
    expect(readQueue()).toEqual([]);
  });
});

describe('flushQueue', () => {
  it('POSTs each saved enquiry as JSON in no-cors mode, then empties the queue', async () => {
    const { enqueue, flushQueue, readQueue } = await openTab();
    enqueue('enquiry', payload('a@example.com'));
    enqueue('callback', payload('b@example.com'));
    await expect(flushQueue()).resolves.toBe(2);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenNthCalledWith(1, ENDPOINT, {
      method: 'POST',
      mode: 'no-cors',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload('a@example.com')),
    });
    expect(readQueue()).toEqual([]);
    expect(storage.data.has('enquiry_queue')).toBe(false);
  });

  it('keeps an item whose resend fails, and the ones after it', async () => {
    const { enqueue, flushQueue, readQueue } = await openTab();
    enqueue('enquiry', payload('a@example.com'));
    enqueue('enquiry', payload('b@example.com'));
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(flushQueue()).resolves.toBe(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(readQueue()).toHaveLength(2);
  });

  it('sends once when called twice at the same time in one page', async () => {
    const { enqueue, flushQueue } = await openTab();
    const { fetch, releaseAll } = heldFetch();
    vi.stubGlobal('fetch', fetch);
    enqueue('enquiry', payload('a@example.com'));
    const [a, b] = [flushQueue(), flushQueue()];
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    releaseAll();
    expect(await Promise.all([a, b])).toEqual([1, 1]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(storage.queue()).toEqual([]);
  });

  it('sends once when two tabs flush when the connection returns', async () => {
    vi.stubGlobal('navigator', { onLine: true, locks: fakeLocks() });
    const tabA = await openTab();
    const tabB = await openTab();
    const { fetch, releaseAll } = heldFetch();
    vi.stubGlobal('fetch', fetch);
    tabA.enqueue('enquiry', payload('a@example.com'));
    const flushes = [tabA.flushQueue(), tabB.flushQueue()];
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    releaseAll();
    expect((await Promise.all(flushes)).sort()).toEqual([0, 1]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps an enquiry queued while a flush was sending', async () => {
    const { enqueue, flushQueue, readQueue } = await openTab();
    const { fetch, releaseAll } = heldFetch();
    vi.stubGlobal('fetch', fetch);
    enqueue('enquiry', payload('a@example.com'));
    const flushing = flushQueue();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    enqueue('callback', payload('late@example.com'));
    releaseAll();
    await flushing;
    expect(readQueue().map((i) => i.payload.email)).toEqual(['late@example.com']);
  });

  it.each([
    ['offline', () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)],
    ['no endpoint is configured', () => vi.stubEnv('PUBLIC_ENQUIRY_ENDPOINT', '')],
  ])('sends nothing when %s', async (_, arrange) => {
    const { enqueue, flushQueue, readQueue } = await openTab();
    enqueue('enquiry', payload('a@example.com'));
    arrange();
    await expect(flushQueue()).resolves.toBe(0);
    expect(fetch).not.toHaveBeenCalled();
    expect(readQueue()).toHaveLength(1);
  });
});

describe('reportSent', () => {
  it('reports a conversion to the ad platform when present, and form_complete and contact_submission', async () => {
    vi.stubEnv('PUBLIC_GTM_ID', 'GTM-TEST');
    const gtag = vi.fn();
    vi.stubGlobal('gtag', gtag);
    window.dataLayer = [];
    const { reportSent } = await openTab();
    reportSent('callback', payload('a@example.com'));
    expect(gtag).toHaveBeenCalledWith('event', 'conversion', {
      event_category: 'enquiry',
      event_label: 'callback',
      transport_type: 'beacon',
      form: 'callback',
      course: 'upsc',
    });
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'form_complete', form: 'callback', course: 'upsc' }),
      expect.objectContaining({ event: 'contact_submission', form: 'callback', course: 'upsc' }),
    ]);
  });

  it('does not need the ad platform', async () => {
    const { reportSent } = await openTab();
    expect(() => reportSent('enquiry', payload('a@example.com'))).not.toThrow();
  });
});
