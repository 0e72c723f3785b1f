// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnquiryPayload } from '@/lib/leads/enquiry-queue';
import { answer, confirm, confirmingFetch } from '../../../support/enquiry-endpoint';

const ENDPOINT = 'https://sheet.example/exec';
const payload = (email: string, form: EnquiryPayload['form'] = 'enquiry'): EnquiryPayload => ({
  id: `id-${email}`,
  form,
  name: 'Asha',
  email,
  phone: '9876543210',
  course: 'upsc',
  message: '',
  consent: { notice: '2026-12-01', at: '2026-12-02T10:00:00.000Z', lang: 'en' },
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
  outbox = () => JSON.parse(this.data.get('enquiry_queue') ?? '{"items":[]}');
  queue = () => this.outbox().items as { payload: EnquiryPayload }[];
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
  const fetch = vi.fn(
    (request: Request) => new Promise<Response>((resolve) => release.push(() => resolve(confirm(request)))),
  );
  return { fetch, releaseAll: () => release.splice(0).forEach((r) => r()) };
}

/** A fresh copy of the module: one browser tab. */
const openTab = async () => {
  vi.resetModules();
  return import('@/lib/leads/enquiry-queue');
};

let storage: FakeStorage;

beforeEach(() => {
  storage = new FakeStorage();
  vi.stubGlobal('localStorage', storage);
  vi.stubEnv('PUBLIC_ENQUIRY_ENDPOINT', ENDPOINT);
  vi.stubGlobal('fetch', confirmingFetch());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const MINUTE = 60_000;

describe('enqueue', () => {
  it('saves the enquiry under its id, with the time and its form, after those already waiting', async () => {
    const { enqueue, outbox } = await openTab();
    const first = enqueue(payload('a@example.com'));
    const second = enqueue(payload('b@example.com', 'callback'));
    expect(outbox.get().items).toEqual([first, second]);
    expect(first).toMatchObject({ id: 'id-a@example.com', payload: payload('a@example.com') });
    expect(enqueue(payload('a@example.com'))).toEqual(expect.objectContaining({ id: first.id }));
    expect(outbox.get().items).toHaveLength(2);
    expect(first.queuedAt).toBeGreaterThan(Date.now() - 1000);
    expect(storage.queue().map((i) => i.payload.email)).toEqual(['a@example.com', 'b@example.com']);
    expect(storage.outbox()).toMatchObject({ failures: 0, lastFailedAt: 0 });
  });

  it('counts a send that just failed online as a failed attempt', async () => {
    const { enqueue, outbox } = await openTab();
    enqueue(payload('a@example.com'), true);
    expect(outbox.get()).toMatchObject({ failures: 1, lastFailedAt: expect.any(Number) });
  });

  it('throws when storage is full, so the form can keep its fields', async () => {
    const { enqueue, outbox } = await openTab();
    storage.full = true;
    expect(() => enqueue(payload('a@example.com'))).toThrow('The enquiry could not be saved on this device.');
    expect(outbox.get().items).toEqual([]);
  });

  it.each([['not json'], ['{"an":"object"}'], ['null']])('reads a corrupt store (%s) as empty', async (raw) => {
    storage.data.set('enquiry_queue', raw);
    const { outbox } = await openTab();
    expect(outbox.get()).toEqual({ items: [], lastFailedAt: 0, failures: 0, warned: false });
  });

  it('reads the bare list the first version stored', async () => {
    storage.data.set(
      'enquiry_queue',
      JSON.stringify([{ id: 'x', queuedAt: 1, form: 'enquiry', payload: payload('a@x.in') }]),
    );
    const { outbox } = await openTab();
    expect(outbox.get().items).toHaveLength(1);
  });
});

describe('the indicator text', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it.each([
    ['en', 0, ''],
    ['en', 1, '1 enquiry waiting to be sent'],
    ['en', 2, '2 enquiries waiting to be sent'],
    ['te-IN', 1, 'పంపాల్సిన వివరాలు 1 ఉన్నాయి'],
    ['te-IN', 3, 'పంపాల్సిన వివరాలు 3 ఉన్నాయి'],
  ])('<html lang="%s">, %i waiting → "%s"', async (lang, n, text) => {
    document.documentElement.lang = lang;
    const { enqueue, outboxLabel } = await openTab();
    for (let i = 0; i < n; i++) enqueue(payload(`${i}@example.com`));
    expect(outboxLabel.get()).toBe(text);
  });

  it('follows a change another tab makes', async () => {
    const { outboxLabel } = await openTab();
    storage.data.set(
      'enquiry_queue',
      JSON.stringify({ items: [{ id: 'x', queuedAt: 1, payload: payload('a@x.in') }] }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'enquiry_queue' }));
    expect(outboxLabel.get()).toBe('1 enquiry waiting to be sent');
  });
});

describe('back-off', () => {
  it.each([
    [0, 0],
    [1, 5],
    [2, 10],
    [3, 20],
    [5, 80],
    [9, 720],
    [30, 720],
  ])('after %i failures in a row the next automatic try waits %i minutes', async (failures, minutes) => {
    const { nextTryAt } = await openTab();
    const at = 1_000_000;
    expect(nextTryAt({ items: [], failures, lastFailedAt: failures ? at : 0, warned: false })).toBe(
      failures ? at + minutes * MINUTE : 0,
    );
  });

  it.each([
    ['a day old', 1, false, false],
    ['6 days 23 hours old', 7 * 24 - 1, false, false],
    ['7 days old', 7 * 24, false, true],
    ['7 days old, visitor already told', 7 * 24, true, false],
  ])('an enquiry %s needs the week-old notice: %s', async (_, hours, warned, expected) => {
    const { needsStaleNotice } = await openTab();
    const now = 10_000_000_000;
    const item = { id: 'x', queuedAt: now - hours * 60 * MINUTE, payload: payload('a@x.in') };
    expect(needsStaleNotice({ items: [item], failures: 3, lastFailedAt: now, warned }, now)).toBe(expected);
  });
});

describe('flushQueue', () => {
  it('POSTs each saved enquiry as JSON (text/plain, CORS), then empties the outbox', async () => {
    const { enqueue, flushQueue, outbox } = await openTab();
    enqueue(payload('a@example.com'));
    enqueue(payload('b@example.com', 'callback'));
    await expect(flushQueue()).resolves.toEqual({ sent: 2, failed: false, rejected: [] });
    expect(fetch).toHaveBeenCalledTimes(2);
    const request = vi.mocked(fetch).mock.calls[0][0] as Request;
    expect([request.url, request.method, request.mode]).toEqual([ENDPOINT, 'POST', 'cors']);
    expect(await request.json()).toEqual(payload('a@example.com'));
    expect(outbox.get().items).toEqual([]);
    expect(storage.queue()).toEqual([]);
  });

  it.each([
    ['a fresh token where the page gives one', 'fresh-token', 'fresh-token'],
    ['its own token where the page cannot get one', '', 'stale-token'],
  ])('resends a full-form enquiry with %s', async (_, fresh, sent) => {
    const { enqueue, flushQueue, setFreshTokenSource } = await openTab();
    enqueue({ ...payload('a@example.com'), recaptchaToken: 'stale-token' });
    enqueue(payload('b@example.com', 'callback'));
    setFreshTokenSource(async () => fresh);
    await flushQueue();
    const bodies = await Promise.all(vi.mocked(fetch).mock.calls.map(([r]) => (r as Request).json()));
    expect(bodies.map((b) => b.recaptchaToken)).toEqual([sent, undefined]);
  });

  /** A fetch that never answers, until the send gives up on it. */
  const silent = (_: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
    );

  it.each([
    ['cannot be reached', 'failed', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['does not answer within 20 s', 'failed', silent],
    ['answers 500', 'unconfirmed', async () => new Response(null, { status: 500 })],
    ['answers "error" (HTTP 200)', 'unconfirmed', async () => answer({ result: 'error', error: 'Lock timeout' })],
    ['answers a login page (HTTP 200)', 'unconfirmed', async () => answer('<!doctype html><title>Sign in</title>')],
    ['answers malformed JSON', 'unconfirmed', async () => answer('{"result":"succ')],
    ['confirms another enquiry', 'unconfirmed', async () => answer({ result: 'success', id: 'someone-else' })],
    ['confirms no id', 'unconfirmed', async () => answer({ result: 'success' })],
    ['answers opaquely', 'unconfirmed', async () => Response.error()],
  ])('keeps an item whose resend %s, and the ones after it, and backs off', async (_, why, reply) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { enqueue, flushQueue, outbox, nextTryAt } = await openTab();
      enqueue(payload('a@example.com'));
      enqueue(payload('b@example.com'));
      vi.mocked(fetch).mockImplementation(reply);
      const flushed = flushQueue();
      await vi.advanceTimersByTimeAsync(20_000);
      await expect(flushed).resolves.toEqual({ sent: 0, failed: why, rejected: [] });
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(outbox.get().items).toHaveLength(2);
      expect(outbox.get().failures).toBe(1);
      expect(nextTryAt(outbox.get()) - Date.now()).toBeGreaterThan(4 * MINUTE);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts a "duplicate" answer for the enquiry as delivered (an earlier try had arrived)', async () => {
    const { enqueue, flushQueue, outbox } = await openTab();
    enqueue(payload('a@example.com'));
    vi.mocked(fetch).mockImplementation(async () => answer({ result: 'duplicate', id: 'id-a@example.com' }));
    await expect(flushQueue()).resolves.toEqual({ sent: 1, failed: false, rejected: [] });
    expect(outbox.get().items).toEqual([]);
  });

  it('removes an enquiry the web app refuses for good, with its reason, and sends the rest', async () => {
    const { enqueue, flushQueue, outbox } = await openTab();
    enqueue(payload('a@example.com'));
    enqueue(payload('b@example.com', 'callback'));
    vi.mocked(fetch).mockImplementationOnce(async () =>
      answer({ result: 'rejected', reason: 'Please choose a course from the list.' }),
    );
    await expect(flushQueue()).resolves.toEqual({
      sent: 1,
      failed: false,
      rejected: ['Please choose a course from the list.'],
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(outbox.get()).toEqual({ items: [], lastFailedAt: 0, failures: 0, warned: false });
  });

  it('tries automatically at most once per page load; Send now (force) tries again at once', async () => {
    const { enqueue, flushQueue, outbox } = await openTab();
    enqueue(payload('a@example.com'));
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    await flushQueue();
    await expect(flushQueue()).resolves.toEqual({ sent: 0, failed: false, rejected: [] });
    expect(fetch).toHaveBeenCalledTimes(1);

    vi.mocked(fetch).mockImplementation(confirm);
    await expect(flushQueue(true)).resolves.toEqual({ sent: 1, failed: false, rejected: [] });
    expect(outbox.get()).toEqual({ items: [], lastFailedAt: 0, failures: 0, warned: false });
  });

  it('on a later page load, waits until the back-off has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const first = await openTab();
      first.enqueue(payload('a@example.com'), true);
      const early = await openTab();
      vi.setSystemTime(Date.now() + 4 * MINUTE);
      await expect(early.flushQueue()).resolves.toEqual({ sent: 0, failed: false, rejected: [] });
      expect(fetch).not.toHaveBeenCalled();
      const later = await openTab();
      vi.setSystemTime(Date.now() + 2 * MINUTE);
      await expect(later.flushQueue()).resolves.toEqual({ sent: 1, failed: false, rejected: [] });
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends once when called twice at the same time in one page', async () => {
    const { enqueue, flushQueue } = await openTab();
    const { fetch, releaseAll } = heldFetch();
    vi.stubGlobal('fetch', fetch);
    enqueue(payload('a@example.com'));
    const [a, b] = [flushQueue(true), flushQueue(true)];
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    releaseAll();
    expect(await Promise.all([a, b])).toEqual([
      { sent: 1, failed: false, rejected: [] },
      { sent: 1, failed: false, rejected: [] },
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(storage.queue()).toEqual([]);
  });

  it('sends once when two tabs flush when the connection returns', async () => {
    vi.stubGlobal('navigator', { onLine: true, locks: fakeLocks() });
    const tabA = await openTab();
    const tabB = await openTab();
    const { fetch, releaseAll } = heldFetch();
    vi.stubGlobal('fetch', fetch);
    tabA.enqueue(payload('a@example.com'));
    const flushes = [tabA.flushQueue(), tabB.flushQueue()];
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    releaseAll();
    expect((await Promise.all(flushes)).map((r) => r.sent).sort()).toEqual([0, 1]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tries once when two tabs load while the endpoint is down', async () => {
    vi.stubGlobal('navigator', { onLine: true, locks: fakeLocks() });
    const tabA = await openTab();
    tabA.enqueue(payload('a@example.com'));
    const tabB = await openTab();
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    await Promise.all([tabA.flushQueue(), tabB.flushQueue()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(storage.outbox().failures).toBe(1);
  });

  it('keeps an enquiry queued while a flush was sending', async () => {
    const { enqueue, flushQueue, outbox } = await openTab();
    const { fetch, releaseAll } = heldFetch();
    vi.stubGlobal('fetch', fetch);
    enqueue(payload('a@example.com'));
    const flushing = flushQueue();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    enqueue(payload('late@example.com', 'callback'));
    releaseAll();
    await flushing;
    expect(outbox.get().items.map((i) => i.payload.email)).toEqual(['late@example.com']);
  });

  it.each([
    ['offline', () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)],
    ['no endpoint is configured', () => vi.stubEnv('PUBLIC_ENQUIRY_ENDPOINT', '')],
  ])('sends nothing when %s, even on Send now', async (_, arrange) => {
    const { enqueue, flushQueue, outbox } = await openTab();
    enqueue(payload('a@example.com'));
    arrange();
    await expect(flushQueue(true)).resolves.toEqual({ sent: 0, failed: false, rejected: [] });
    expect(fetch).not.toHaveBeenCalled();
    expect(outbox.get().items).toHaveLength(1);
  });
});

describe('discardQueue and markWarned', () => {
  it('the visitor discards what waits; the week-old notice is remembered', async () => {
    const { enqueue, discardQueue, markWarned, outbox } = await openTab();
    enqueue(payload('a@example.com'));
    markWarned();
    expect(storage.outbox().warned).toBe(true);
    discardQueue();
    expect(outbox.get().items).toEqual([]);
    expect(storage.queue()).toEqual([]);
  });
});
