// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Enquiry from '@/lib/enquiry';

const ENDPOINT = 'https://sheet.example/exec';
const fields = {
  name: 'Asha Rani',
  email: 'asha@example.com',
  phone: '9876543210',
  course: 'neet',
  message: 'Hostel?',
};

const formData = (entries: Record<string, string>) => {
  const data = new FormData();
  Object.entries(entries).forEach(([k, v]) => data.set(k, v));
  return data;
};

/** A fresh module: its reCAPTCHA loader starts unloaded. */
const load = async (): Promise<typeof Enquiry> => {
  vi.resetModules();
  return import('@/lib/enquiry');
};

beforeEach(() => {
  localStorage.clear();
  vi.stubEnv('PUBLIC_ENQUIRY_ENDPOINT', ENDPOINT);
  vi.stubEnv('PUBLIC_RECAPTCHA_SITE_KEY', '');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null)),
  );
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
      { ...fields, message: undefined },
      undefined,
      { ...fields, message: '' },
    ],
    [
      'fields with stray spaces',
      { name: '  Asha Rani ', email: ' asha@example.com', phone: '9876543210 ', course: 'neet', message: ' Hostel? ' },
      undefined,
      fields,
    ],
  ])('%s', async (_, entries, token, expected) => {
    const { buildPayload } = await load();
    const defined = Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >;
    const payload = buildPayload(formData(defined), token);
    expect(payload).toEqual(expected);
    expect(Object.keys(payload)).toEqual(Object.keys(expected));
  });
});

describe('submitEnquiry', () => {
  it('POSTs the payload and reports it sent', async () => {
    const { submitEnquiry } = await load();
    await expect(submitEnquiry({ ...fields, recaptchaToken: 'tok' }, 'enquiry')).resolves.toBe('sent');
    expect(fetch).toHaveBeenCalledWith(ENDPOINT, expect.objectContaining({ method: 'POST', mode: 'no-cors' }));
    expect(JSON.parse(vi.mocked(fetch).mock.calls[0][1]!.body as string)).toEqual({ ...fields, recaptchaToken: 'tok' });
    expect(localStorage.getItem('enquiry_queue')).toBeNull();
  });

  it('saves without trying the network when the visitor is offline (no failed attempt)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { submitEnquiry } = await load();
    await expect(submitEnquiry(fields, 'callback')).resolves.toBe('offline');
    expect(fetch).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('enquiry_queue')!)).toEqual({
      items: [expect.objectContaining({ form: 'callback', payload: fields })],
      lastFailedAt: 0,
      failures: 0,
      warned: false,
    });
  });

  it('saves it as a failed attempt when online but the endpoint cannot be reached', async () => {
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    const { submitEnquiry } = await load();
    await expect(submitEnquiry(fields, 'enquiry')).resolves.toBe('failed');
    const saved = JSON.parse(localStorage.getItem('enquiry_queue')!);
    expect(saved.items).toHaveLength(1);
    expect(saved).toMatchObject({ failures: 1, lastFailedAt: expect.any(Number) });
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
    await expect(submitEnquiry(fields, 'enquiry')).rejects.toThrow('The enquiry could not be saved on this device.');
  });

  it('neither sends nor saves when no endpoint is configured', async () => {
    vi.stubEnv('PUBLIC_ENQUIRY_ENDPOINT', '');
    const { submitEnquiry } = await load();
    await expect(submitEnquiry(fields, 'enquiry')).resolves.toBe('unavailable');
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
