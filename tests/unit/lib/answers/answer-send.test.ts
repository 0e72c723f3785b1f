// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AnswerSend from '@/lib/answers/answer-send';
import type { AnswerPayload } from '@/lib/answers/answer-hand-over';
import type { AnswerRecord } from '@/lib/answers/answer-store';
import { ANSWER_OUTBOX_KEY } from '@/lib/answers/comments';
import { answer, confirmingFetch } from '../../../support/enquiry-endpoint';
import { fakeAnswerStore } from '../../../support/fake-answer-store';

const ENDPOINT = 'https://script.example/exec';
const payload = (id: string, fields: Partial<AnswerPayload> = {}): AnswerPayload => ({
  kind: 'answer',
  id,
  question: 'mJK0AwFiBeej6HYhYWcIZY',
  name: 'Ravi K.',
  text: 'Article 200 gives the Governor four options.',
  photos: [{ type: 'image/jpeg', data: '/9j/4AAQ' }],
  language: 'en',
  consent: { notice: '2026-12-02', at: '2026-12-02T10:00:00.000Z', lang: 'en' },
  ...fields,
});
const waiting = (id: string, keeper: 'page' | 'worker' = 'page'): AnswerRecord => ({
  id,
  payload: payload(id),
  state: 'waiting',
  keeper,
});

/** A fresh module: no flush shared from an earlier test. */
const load = async (): Promise<typeof AnswerSend> => {
  vi.resetModules();
  return import('@/lib/answers/answer-send');
};
/** The ids the endpoint was sent, in order. */
const sentIds = async () =>
  Promise.all(vi.mocked(fetch).mock.calls.map(async ([request]) => (await (request as Request).json()).id));

function stubWorker(stored: boolean) {
  const postMessage = vi.fn((_: unknown, [port]: MessagePort[]) => port.postMessage(stored));
  vi.stubGlobal('SyncManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: { postMessage } } });
  return postMessage;
}

beforeEach(() => {
  localStorage.clear();
  vi.stubEnv('PUBLIC_ENQUIRY_ENDPOINT', ENDPOINT);
  vi.stubGlobal('fetch', confirmingFetch());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('keepAnswer', () => {
  it('keeps the answer with its photos, waiting for the page to send it, and says one waits', async () => {
    const { keepAnswer } = await load();
    const { store, held } = fakeAnswerStore();
    await keepAnswer(payload('a1'), store);
    expect(held.get('a1')).toEqual({ id: 'a1', payload: payload('a1'), state: 'waiting', keeper: 'page' });
    expect(localStorage.getItem(ANSWER_OUTBOX_KEY)).toBe('1');
  });

  it('rejects when storage is full, and signals nothing', async () => {
    const { keepAnswer } = await load();
    const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    await expect(keepAnswer(payload('a1'), fakeAnswerStore([], full).store)).rejects.toBe(full);
    expect(localStorage.getItem(ANSWER_OUTBOX_KEY)).toBeNull();
  });
});

describe('deliverAnswer', () => {
  it('POSTs the answer as the web app takes it (kind answer, text/plain) and marks it sent once confirmed', async () => {
    const { deliverAnswer } = await load();
    const { store, held } = fakeAnswerStore([waiting('a1')]);
    await expect(deliverAnswer(payload('a1'), store)).resolves.toBe('sent');
    const request = vi.mocked(fetch).mock.calls[0][0] as Request;
    expect([request.url, request.method, request.headers.get('content-type')]).toEqual([
      ENDPOINT,
      'POST',
      'text/plain;charset=utf-8',
    ]);
    expect(await request.json()).toEqual(payload('a1'));
    expect(held.get('a1')).toMatchObject({ state: 'sent', keeper: undefined });
  });

  it('counts a duplicate (a resend the web app already holds) as delivered', async () => {
    vi.mocked(fetch).mockResolvedValue(answer({ result: 'duplicate', id: 'a1' }));
    const { deliverAnswer } = await load();
    const { store, held } = fakeAnswerStore([waiting('a1')]);
    await expect(deliverAnswer(payload('a1'), store)).resolves.toBe('sent');
    expect(held.get('a1')!.state).toBe('sent');
  });

  it.each([
    ['offline', () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false), 'offline'],
    ['the endpoint unreachable', () => vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch')), 'failed'],
    [
      'an answer that does not confirm it',
      () => vi.mocked(fetch).mockResolvedValue(answer({ result: 'error', error: 'Lock timeout' })),
      'unconfirmed',
    ],
  ])('%s: left to the page’s outbox where the browser has no Background Sync', async (_, make, saved) => {
    make();
    const { deliverAnswer } = await load();
    const { store, held } = fakeAnswerStore([waiting('a1')]);
    await expect(deliverAnswer(payload('a1'), store)).resolves.toEqual({ saved, by: 'outbox' });
    expect(held.get('a1')).toMatchObject({ state: 'waiting', keeper: 'page' });
  });

  it('offline with Background Sync: handed to the worker, which keeps it from then on', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const postMessage = stubWorker(true);
    const { deliverAnswer } = await load();
    const { store, held } = fakeAnswerStore([waiting('a1')]);
    await expect(deliverAnswer(payload('a1'), store)).resolves.toEqual({ saved: 'offline', by: 'background-sync' });
    expect(postMessage).toHaveBeenCalledWith({ type: 'QUEUE_ANSWER', payload: payload('a1') }, [expect.anything()]);
    expect(held.get('a1')).toMatchObject({ state: 'waiting', keeper: 'worker' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refused for good: not kept, the reason given back for the form to show', async () => {
    vi.mocked(fetch).mockResolvedValue(answer({ result: 'rejected', reason: 'Send at most 3 photos.' }));
    const { deliverAnswer } = await load();
    const { store, held } = fakeAnswerStore([waiting('a1')]);
    await expect(deliverAnswer(payload('a1'), store)).resolves.toEqual({ rejected: 'Send at most 3 photos.' });
    expect(held.has('a1')).toBe(false);
  });
});

describe('flushAnswers (the page’s outbox)', () => {
  it('sends the answers the page keeps, oldest first, once each; leaves the worker’s and the sent alone', async () => {
    localStorage.setItem(ANSWER_OUTBOX_KEY, '1');
    const { flushAnswers } = await load();
    const sent: AnswerRecord = { ...waiting('m0-sent'), state: 'sent', keeper: undefined };
    const { store, held } = fakeAnswerStore([waiting('m2-b'), waiting('m1-a'), waiting('m3-w', 'worker'), sent]);
    await expect(flushAnswers(store)).resolves.toBe(2);
    expect(await sentIds()).toEqual(['m1-a', 'm2-b']);
    expect([...held.values()].map((r) => [r.id, r.state])).toEqual([
      ['m2-b', 'sent'],
      ['m1-a', 'sent'],
      ['m3-w', 'waiting'],
      ['m0-sent', 'sent'],
    ]);
    expect(localStorage.getItem(ANSWER_OUTBOX_KEY)).toBe('');
    await flushAnswers(store);
    expect(fetch).toHaveBeenCalledTimes(2); // nothing sent twice
  });

  it('stops at the first answer not confirmed: it and the rest wait for the next try', async () => {
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    const { flushAnswers } = await load();
    const { store, held } = fakeAnswerStore([waiting('m1-a'), waiting('m2-b')]);
    await expect(flushAnswers(store)).resolves.toBe(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect([...held.values()].every((r) => r.state === 'waiting' && r.keeper === 'page')).toBe(true);
    expect(localStorage.getItem(ANSWER_OUTBOX_KEY)).toBe('1');
  });

  it('marks one the web app refuses for good as refused, with its reason, and goes on', async () => {
    vi.mocked(fetch).mockResolvedValueOnce(
      answer({ result: 'rejected', reason: 'The academy does not take answers for review yet.' }),
    );
    const { flushAnswers } = await load();
    const { store, held } = fakeAnswerStore([waiting('m1-a'), waiting('m2-b')]);
    await expect(flushAnswers(store)).resolves.toBe(2);
    expect(held.get('m1-a')).toMatchObject({
      state: 'refused',
      reason: 'The academy does not take answers for review yet.',
      keeper: undefined,
    });
    expect(held.get('m2-b')!.state).toBe('sent');
  });

  it.each([
    ['offline', () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)],
    ['on a build without an endpoint', () => vi.stubEnv('PUBLIC_ENQUIRY_ENDPOINT', '')],
  ])('sends nothing %s', async (_, make) => {
    make();
    const { flushAnswers } = await load();
    await expect(flushAnswers(fakeAnswerStore([waiting('m1-a')]).store)).resolves.toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });
});
