import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

// scripts/enquiry-sheet/Code.gs run against fakes of the Apps Script services it uses.
const code = readFileSync('scripts/enquiry-sheet/Code.gs', 'utf8');

function deploy(properties: Record<string, string> = {}, siteverify: object = {}) {
  const rows: unknown[][] = [];
  const sheet = {
    getLastRow: () => rows.length,
    appendRow: (row: unknown[]) => void rows.push(row),
    setFrozenRows: vi.fn(),
    getRange: (row: number, column: number, count = 1) => ({
      setFontWeight: vi.fn(),
      setNumberFormat: vi.fn(),
      getValues: () => rows.slice(row - 1, row - 1 + count).map((r) => [r[column - 1]]),
    }),
  };
  const fetch = vi.fn(() => ({ getContentText: () => JSON.stringify(siteverify) }));
  const lock = { waitLock: vi.fn(), releaseLock: vi.fn() };
  const context = {
    console: { error: vi.fn() },
    SpreadsheetApp: {
      getActiveSpreadsheet: () => ({ getSheetByName: () => (rows.length ? sheet : null), insertSheet: () => sheet }),
    },
    LockService: { getScriptLock: () => lock },
    PropertiesService: { getScriptProperties: () => ({ getProperty: (k: string) => properties[k] ?? null }) },
    UrlFetchApp: { fetch },
    ContentService: {
      MimeType: { JSON: 'json' },
      createTextOutput: (text: string) => ({ setMimeType: () => JSON.parse(text) }),
    },
  } as Record<string, unknown>;
  runInNewContext(code, context);
  const post = (body: unknown) =>
    (context.doPost as (e: unknown) => unknown)({
      postData: { contents: typeof body === 'string' ? body : JSON.stringify(body) },
    });
  return { post, rows, fetch, lock };
}

const enquiry = { name: 'Asha', email: 'asha@example.com', phone: '9876543210', course: 'neet', message: 'Hostel?' };

describe('enquiry sheet web app', () => {
  it('adds the header row on first use, then one row per enquiry, under the lock', () => {
    const { post, rows, lock } = deploy();
    expect(post({ ...enquiry, recaptchaToken: '' })).toEqual({ result: 'success' });
    expect(post({ ...enquiry, message: '' })).toEqual({ result: 'success' });
    expect(rows[0]).toEqual([
      'Timestamp',
      'Name',
      'Email',
      'Phone',
      'Course',
      'Message',
      'Source form',
      'reCAPTCHA',
      'Enquiry id',
    ]);
    expect(rows[1].slice(1)).toEqual([
      ...Object.values(enquiry),
      'Enquiry form',
      'not checked (no RECAPTCHA_SECRET)',
      '',
    ]);
    expect(Object.prototype.toString.call(rows[1][0])).toBe('[object Date]'); // a Date from the script's realm
    expect(rows[2].slice(1)).toEqual([
      ...Object.values({ ...enquiry, message: '' }),
      'Call-back form',
      'not used (call-back form)',
      '',
    ]);
    expect(lock.releaseLock).toHaveBeenCalledTimes(2);
  });

  it('writes an enquiry id once: a resend of the same enquiry adds no row, another enquiry does', () => {
    const { post, rows } = deploy({ RECAPTCHA_SECRET: 'secret' }, {});
    expect(post({ ...enquiry, id: 'e-1', recaptchaToken: '' })).toEqual({ result: 'success' });
    expect(post({ ...enquiry, id: 'e-1', recaptchaToken: '' })).toEqual({ result: 'success' });
    expect(post({ ...enquiry, id: 'e-2', recaptchaToken: '' })).toEqual({ result: 'success' });
    expect(rows.slice(1).map((r) => r[8])).toEqual(['e-1', 'e-2']);
    // Sent later without a valid token: flagged, never dropped.
    expect(rows[1][7]).toBe('FLAGGED: no token (sent after being saved offline, or no site key on the site)');
  });

  it.each([
    ['a good token', 'tok', { success: true, action: 'register_form', score: 0.9 }, 'ok, score 0.9'],
    ['a low score', 'tok', { success: true, action: 'register_form', score: 0.1 }, 'FLAGGED: low score 0.1'],
    ['another action', 'tok', { success: true, action: 'login', score: 0.9 }, 'FLAGGED: wrong action login, score 0.9'],
    [
      'an invalid token',
      'tok',
      { success: false, 'error-codes': ['timeout-or-duplicate'] },
      'FLAGGED: invalid token (timeout-or-duplicate)',
    ],
    ['no token', '', {}, 'FLAGGED: no token (sent after being saved offline, or no site key on the site)'],
  ])('with a secret, stores %s and records the check', (_, token, answer, outcome) => {
    const { post, rows, fetch } = deploy({ RECAPTCHA_SECRET: 'secret' }, answer);
    post({ ...enquiry, recaptchaToken: token });
    expect(rows[1][7]).toBe(outcome);
    expect(rows[1][1]).toBe('Asha');
    if (token)
      expect(fetch).toHaveBeenCalledWith(
        'https://www.google.com/recaptcha/api/siteverify',
        expect.objectContaining({ method: 'post', payload: { secret: 'secret', response: token } }),
      );
    else expect(fetch).not.toHaveBeenCalled();
  });

  it('never stores a visitor text as a formula', () => {
    const { post, rows } = deploy();
    post({ ...enquiry, name: '=HYPERLINK("http://x","y")', message: '+1 call me' });
    expect(rows[1][1]).toBe('\'=HYPERLINK("http://x","y")');
    expect(rows[1][5]).toBe("'+1 call me");
  });

  it.each([['not json'], ['[1,2]'], ['']])('answers an error and stores nothing for the body %j', (body) => {
    const { post, rows } = deploy();
    expect(post(body)).toMatchObject({ result: 'error' });
    expect(rows).toEqual([]);
  });
});
