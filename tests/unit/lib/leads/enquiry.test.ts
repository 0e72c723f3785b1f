// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Enquiry from '@/lib/leads/enquiry';
import { HAND_OVER_TIMEOUT_MS } from '@/lib/leads/endpoint';
import { answer, confirmingFetch } from '../../../support/enquiry-endpoint';

const ENDPOINT = 'https://sheet.example/exec';
const fields = {
  id: 'enquiry-1',
  form: 'enquiry' as const,
  name: 'Asha Rani',
  email: 'asha@example.com',
  phone: '9876543210',
  course: 'neet',
  message: 'Hostel?',
  consent: { notice: '2026-12-01', at: '2026-12-02T10:00:00.000Z', lang: 'en' as const },
};

const formData = (entries: Record<string, string>) => {
  const data = new FormData();
  Object.entries(entries).forEach(([k, v]) => data.set(k, v));
  return data;
};

/** A fresh module: its reCAPTCHA loader starts unloaded. */
const load = async (): Promise<typeof Enquiry> => {
  vi.resetModules();
  return import('@/lib/leads/enquiry');
};

beforeEach(() => {
  localStorage.clear();
  vi.stubEnv('PUBLIC_ENQUIRY_ENDPOINT', ENDPOINT);
  vi.stubEnv('PUBLIC_RECAPTCHA_SITE_KEY', '');
  vi.stubGlobal('fetch', confirmingFetch());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  document.head.innerHTML = '';
});

describe('buildPayload', () => {
  it.each([
    ['full form with a token', fields, 'tok', { ...fields, recaptchaToken: 'tok' }],
    ['full form without a site key', fields, '', { ...fields, recaptchaToken: '' }],
    [
      'call-back form (no message field, no token)',
      { ...fields, form: 'callback', message: undefined },
      undefined,
      { ...fields, form: 'callback', message: '' },
    ],
    [
      'fields with stray spaces',
      {
        form: 'enquiry',
        name: '  Asha Rani ',
        email: ' asha@example.com',
        phone: '9876543210 ',
        course: 'neet',
        message: ' Hostel? ',
      },
      undefined,
      fields,
    ],
  ])('%s, with the consent given', async (_, { form, ...entries }, token, expected) => {
    const { buildPayload } = await load();
    const defined = Object.fromEntries(
      Object.entries(entries).filter(([k, v]) => v !== undefined && k !== 'consent'),
    ) as Record<string, string>;
    const payload = buildPayload(formData(defined), form as 'enquiry' | 'callback', fields.consent, token, fields.id);
    expect(payload).toEqual(expected);
    expect(Object.keys(payload)).toEqual(Object.keys(expected));
  });

  it('gives each enquiry its own id', async () => {
    const { buildPayload } = await load();
    const [a, b] = [
      buildPayload(formData({}), 'enquiry', fields.consent),
      buildPayload(formData({}), 'enquiry', fields.consent),
    ];
    expect(a.id).toMatch(/^[a-z0-9]+-[a-z0-9]+$/);
    expect(a.id).not.toBe(b.id);
  });
});

/** A service worker controlling the page that answers a hand-over with `answer` (or never). */
function stubWorker(answer: boolean | 'silent') {
  const postMessage = vi.fn((_: unknown, [port]: MessagePort[]) => answer !== 'silent' && port.postMessage(answer));
  vi.stubGlobal('SyncManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: { postMessage } } });
  return postMessage;
}

describe('submitEnquiry', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'serviceWorker'));

  it('POSTs the payload as a CORS text/plain request and reports it sent', async () => {
    const { submitEnquiry } = await load();
    await expect(submitEnquiry({ ...fields, recaptchaToken: 'tok' })).resolves.toBe('sent');
    const request = vi.mocked(fetch).mock.calls[0][0] as Request;
    expect([request.url, request.method, request.mode]).toEqual([ENDPOINT, 'POST', 'cors']);
    expect(request.headers.get('content-type')).toBe('text/plain;charset=utf-8');
    expect(await request.json()).toEqual({ ...fields, recaptchaToken: 'tok' });
    expect(localStorage.getItem('enquiry_queue')).toBeNull();
  });

  it('saves without trying the network when the visitor is offline (no failed attempt)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { submitEnquiry } = await load();
    await expect(submitEnquiry(fields)).resolves.toEqual({ saved: 'offline', by: 'outbox' });
    expect(fetch).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('enquiry_queue')!)).toEqual({
      items: [expect.objectContaining({ id: fields.id, payload: fields })],
      lastFailedAt: 0,
      failures: 0,
      warned: false,
    });
  });

  it.each([
    ['cannot be reached', 'failed', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['answers 503', 'unconfirmed', async () => new Response(null, { status: 503 })],
    [
      'answers "error"',
      'unconfirmed',
      async () => answer({ result: 'error', error: 'Service invoked too many times' }),
    ],
    ['answers a login page', 'unconfirmed', async () => answer('<!doctype html><title>Google Accounts</title>')],
  ])('saves it as a failed attempt, and says why, when online but the endpoint %s', async (_, why, reply) => {
    vi.mocked(fetch).mockImplementation(reply);
    const { submitEnquiry } = await load();
    await expect(submitEnquiry(fields)).resolves.toEqual({ saved: why, by: 'outbox' });
    const saved = JSON.parse(localStorage.getItem('enquiry_queue')!);
    expect(saved.items).toEqual([expect.objectContaining({ id: fields.id, payload: fields })]);
    expect(saved).toMatchObject({ failures: 1, lastFailedAt: expect.any(Number) });
  });

  it('keeps nothing the web app refuses for good, and gives its reason', async () => {
    vi.mocked(fetch).mockImplementation(async () =>
      answer({ result: 'rejected', reason: 'Please enter a 10-digit phone number, digits only.' }),
    );
    const postMessage = stubWorker(true);
    const { submitEnquiry } = await load();
    await expect(submitEnquiry(fields)).resolves.toEqual({
      rejected: 'Please enter a 10-digit phone number, digits only.',
    });
    expect(postMessage).not.toHaveBeenCalled();
    expect(localStorage.getItem('enquiry_queue')).toBeNull();
  });

  it('hands it to the service worker where the browser has Background Sync; the outbox stays empty', async () => {
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    const postMessage = stubWorker(true);
    const { submitEnquiry } = await load();
    await expect(submitEnquiry(fields)).resolves.toEqual({ saved: 'failed', by: 'background-sync' });
    expect(postMessage).toHaveBeenCalledWith({ type: 'QUEUE_ENQUIRY', payload: fields }, [
      expect.objectContaining({ postMessage: expect.any(Function) }),
    ]);
    expect(localStorage.getItem('enquiry_queue')).toBeNull();
  });

  it.each([
    ['refuses it', true as const, false as const],
    ['does not answer in time', true as const, 'silent' as const],
  ])('keeps it in the outbox when the worker %s', async (_, online, answer) => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!online);
    stubWorker(answer);
    const { submitEnquiry } = await load();
    const result = submitEnquiry(fields);
    await vi.advanceTimersByTimeAsync(HAND_OVER_TIMEOUT_MS);
    await expect(result).resolves.toEqual({ saved: 'offline', by: 'outbox' });
    expect(JSON.parse(localStorage.getItem('enquiry_queue')!).items).toHaveLength(1);
    vi.useRealTimers();
  });

  it('adds an id the outbox already holds only once', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { submitEnquiry } = await load();
    await submitEnquiry(fields);
    await submitEnquiry(fields);
    expect(JSON.parse(localStorage.getItem('enquiry_queue')!).items).toHaveLength(1);
  });

  it('rejects when it can neither send nor save', async () => {
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    });
    const { submitEnquiry } = await load();
    await expect(submitEnquiry(fields)).rejects.toThrow('The enquiry could not be saved on this device.');
  });

  it('neither sends nor saves when no endpoint is configured', async () => {
    vi.stubEnv('PUBLIC_ENQUIRY_ENDPOINT', '');
    const { submitEnquiry } = await load();
    await expect(submitEnquiry(fields)).resolves.toBe('unavailable');
    expect(fetch).not.toHaveBeenCalled();
    expect(localStorage.getItem('enquiry_queue')).toBeNull();
  });
});

describe('reCAPTCHA', () => {
  const injected = () => document.querySelectorAll('script[src*="recaptcha/api.js"]');
  /** Catches the injected script instead of letting happy-dom fetch it; `answer` plays its load. */
  const catchScript = () => {
    const scripts: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((node) => void scripts.push(node as HTMLScriptElement));
    return scripts;
  };

  it('injects nothing and gives an empty token without a site key', async () => {
    const { loadRecaptcha, getRecaptchaToken } = await load();
    expect(loadRecaptcha()).toBeUndefined();
    await expect(getRecaptchaToken('register_form')).resolves.toBe('');
    expect(injected()).toHaveLength(0);
  });

  it('loads api.js once with the site key and asks for a token for the action', async () => {
    vi.stubEnv('PUBLIC_RECAPTCHA_SITE_KEY', 'site-key');
    const scripts = catchScript();
    const execute = vi.fn(async () => 'token-1');
    const { loadRecaptcha, getRecaptchaToken } = await load();
    loadRecaptcha();
    const token = getRecaptchaToken('register_form');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].src).toBe('https://www.google.com/recaptcha/api.js?render=site-key');
    vi.stubGlobal('grecaptcha', { ready: (cb: () => void) => cb(), execute });
    scripts[0].onload?.(new Event('load'));
    await expect(token).resolves.toBe('token-1');
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'register_form' });
  });

  it('rejects when the script fails to load, and retries on the next call', async () => {
    vi.stubEnv('PUBLIC_RECAPTCHA_SITE_KEY', 'site-key');
    const scripts = catchScript();
    const { getRecaptchaToken } = await load();
    const token = getRecaptchaToken('register_form');
    scripts[0].onerror?.(new Event('error'));
    await expect(token).rejects.toThrow(/failed to load/);
    void getRecaptchaToken('register_form').catch(() => {});
    expect(scripts).toHaveLength(2);
  });

  it('rejects when reCAPTCHA never answers', async () => {
    vi.useFakeTimers();
    vi.stubEnv('PUBLIC_RECAPTCHA_SITE_KEY', 'site-key');
    catchScript();
    const { getRecaptchaToken, RECAPTCHA_TIMEOUT_MS } = await load();
    const token = getRecaptchaToken('register_form');
    const settled = expect(token).rejects.toThrow(/timed out/);
    await vi.advanceTimersByTimeAsync(RECAPTCHA_TIMEOUT_MS);
    await settled;
    vi.useRealTimers();
  });

  it('gives an empty token offline, where the enquiry is queued', async () => {
    vi.stubEnv('PUBLIC_RECAPTCHA_SITE_KEY', 'site-key');
    catchScript();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { getRecaptchaToken } = await load();
    await expect(getRecaptchaToken('register_form')).resolves.toBe('');
  });
});
