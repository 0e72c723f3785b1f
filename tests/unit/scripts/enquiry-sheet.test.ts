import { afterEach, describe, expect, it, vi } from 'vitest';
import { callbackCourseIds, enquiryCourseIds } from '@/data/courses';
import { fakeManagement } from '../../support/fake-contentful-management.mjs';
import { deployWebApp, type WebAppOptions } from '../../support/enquiry-web-app.mjs';
import { NOTICE_VERSION, RETENTION_DAYS } from '@/lib/leads/lead-consent';
import { PRIVACY_REQUESTS } from '@/lib/leads/privacy-request';

/**
 * What Sheets keeps of a value appendRow is given, as a person typing it: a leading ' marks text and
 * is not part of the value; a leading = makes a formula. A CSV export writes the values.
 */
const kept = (value: unknown) =>
  typeof value !== 'string'
    ? { value }
    : value.startsWith("'")
      ? { value: value.slice(1) }
      : value.startsWith('=')
        ? { formula: value }
        : { value };

type Options = Omit<WebAppOptions, 'spy'>;

/** scripts/enquiry-sheet/Code.gs run against fakes of the Apps Script services it uses, each a vi.fn. */
function deploy(options: Options = {}) {
  const app = deployWebApp({ ...options, spy: vi.fn });
  /** The sheet as a CSV export gives it: every cell's value. */
  const csv = () => app.rows.map((row) => row.map((cell) => String(kept(cell).value ?? kept(cell).formula)));
  return { ...app, csv };
}

let ids = 0;
/** The consent the forms send with every lead. */
const consent = { notice: NOTICE_VERSION, at: '2026-12-02T10:15:00.000Z', lang: 'te' };
/** A call-back request as the site sends it, with a new id. */
const callback = (fields: object = {}) => ({
  id: `e-${++ids}`,
  form: 'callback',
  name: 'Asha',
  email: 'asha@example.com',
  phone: '9876543210',
  course: 'neet',
  message: '',
  consent,
  ...fields,
});
/** A privacy page request, with a new id. */
const privacyRequest = (fields: object = {}) => ({
  kind: 'privacy',
  id: `p-${++ids}`,
  request: 'erasure',
  name: 'Asha',
  email: 'asha@example.com',
  phone: '',
  details: 'Please erase my enquiry from March.',
  consent,
  ...fields,
});
const NO_CONSENT = 'It does not carry your consent to the privacy notice: tick the box on the website’s form.';
/** An enquiry from the full form, with a new id. */
const enquiry = (fields: object = {}) =>
  callback({ form: 'enquiry', message: 'Hostel?', recaptchaToken: '', ...fields });

afterEach(() => vi.useRealTimers());

describe('enquiry sheet web app', () => {
  it('adds the header row on first use, then one row per enquiry, under the lock, and confirms each by its id', () => {
    const { post, rows, lock } = deploy();
    const [full, short] = [enquiry(), callback()];
    expect(post(full)).toEqual({ result: 'success', id: full.id });
    expect(post(short)).toEqual({ result: 'success', id: short.id });
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
      'Notice version',
      'Consent given',
      'Consent language',
    ]);
    expect(rows[1].slice(1)).toEqual([
      'Asha',
      'asha@example.com',
      '9876543210',
      'neet',
      'Hostel?',
      'Enquiry form',
      'not checked (no RECAPTCHA_SECRET)',
      full.id,
      NOTICE_VERSION,
      '2026-12-02T10:15:00.000Z',
      'te',
    ]);
    expect(Object.prototype.toString.call(rows[1][0])).toBe('[object Date]');
    expect(rows[2].slice(1)).toEqual([
      'Asha',
      'asha@example.com',
      '9876543210',
      'neet',
      '',
      'Call-back form',
      'not used (call-back form)',
      short.id,
      NOTICE_VERSION,
      '2026-12-02T10:15:00.000Z',
      'te',
    ]);
    expect(lock.releaseLock).toHaveBeenCalledTimes(2);
  });

  it('writes an enquiry id once: a resend is answered "duplicate" with its id and adds no row', () => {
    const { post, rows } = deploy({ properties: { RECAPTCHA_SECRET: 'secret' } });
    const [first, second] = [enquiry(), enquiry()];
    expect(post(first)).toEqual({ result: 'success', id: first.id });
    expect(post(first)).toEqual({ result: 'duplicate', id: first.id });
    expect(post(second)).toEqual({ result: 'success', id: second.id });
    expect(rows.slice(1).map((r) => r[8])).toEqual([first.id, second.id]);
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
    ['an empty token', '', {}, 'FLAGGED: no token (sent after being saved offline, or no site key on the site)'],
    [
      'no token at all',
      undefined,
      {},
      'FLAGGED: no token (sent after being saved offline, or no site key on the site)',
    ],
  ])('with a secret, stores a full-form enquiry with %s and records the check', (_, token, siteverify, outcome) => {
    const { post, rows, fetch } = deploy({ properties: { RECAPTCHA_SECRET: 'secret' }, siteverify });
    post(enquiry({ recaptchaToken: token }));
    expect(rows[1][7]).toBe(outcome);
    expect(rows[1][1]).toBe('Asha');
    if (token)
      expect(fetch).toHaveBeenCalledWith(
        'https://www.google.com/recaptcha/api/siteverify',
        expect.objectContaining({ method: 'post', payload: { secret: 'secret', response: token } }),
      );
    else expect(fetch).not.toHaveBeenCalled();
  });

  it('never leaves a formula in the sheet or in a CSV export of it', () => {
    const { post, rows, csv } = deploy();
    post(enquiry({ name: '=HYPERLINK("http://x","y")', message: '+1 call me' }));
    post(callback({ name: '@SUM(A1)' }));
    post(enquiry({ message: '-5 marks?' }));
    expect(
      rows
        .slice(1)
        .flat()
        .map(kept)
        .filter((cell) => 'formula' in cell),
    ).toEqual([]);
    expect(
      csv()
        .flat()
        .filter((cell) => /^[=+\-@]/.test(cell)),
    ).toEqual([]);
    // What the sheet shows keeps the visitor's text, behind one apostrophe.
    expect(csv()[1][1]).toBe('\'=HYPERLINK("http://x","y")');
    expect(csv()[1][5]).toBe("'+1 call me");
    expect(csv()[2][1]).toBe("'@SUM(A1)");
    expect(csv()[3][5]).toBe("'-5 marks?");
  });

  const rejected: [what: string, body: unknown, reason: string][] = [
    ['an empty body', '', 'The request is empty.'],
    ['a body that is not JSON', 'not json', 'The request is not a JSON object.'],
    ['a JSON list', '[1,2]', 'The request is not a JSON object.'],
    ['an empty object', {}, 'The enquiry has no id: send it from the website’s form.'],
    ['a body over 10 000 characters', enquiry({ message: 'x'.repeat(10_000) }), 'The request is too large.'],
    ['an unknown kind', enquiry({ kind: 'poll' }), 'Unknown kind of request: poll.'],
    ['a kind named like a built-in', enquiry({ kind: 'constructor' }), 'Unknown kind of request: constructor.'],
    ['no form', enquiry({ form: undefined }), 'The enquiry does not say which form it came from.'],
    ['an unknown form', enquiry({ form: 'popup' }), 'The enquiry does not say which form it came from.'],
    ['no name', callback({ name: undefined }), 'Please enter your name.'],
    ['a blank name', callback({ name: '   ' }), 'Please enter your name.'],
    ['no e-mail', callback({ email: '' }), 'Please enter a valid e-mail address.'],
    ['an e-mail without a domain', callback({ email: 'asha@' }), 'Please enter a valid e-mail address.'],
    ['an e-mail with a space', callback({ email: 'a sha@example.com' }), 'Please enter a valid e-mail address.'],
    ['9 digits', callback({ phone: '987654321' }), 'Please enter a 10-digit phone number, digits only.'],
    ['a phone with a space', callback({ phone: '98765 43210' }), 'Please enter a 10-digit phone number, digits only.'],
    ['a phone as a number', callback({ phone: 9876543210 }), 'Please enter a 10-digit phone number, digits only.'],
    ['no course', callback({ course: '' }), 'Please choose a course from the list.'],
    ['a course not offered', callback({ course: 'astrology' }), 'Please choose a course from the list.'],
    [
      'a message over 2000 characters',
      enquiry({ message: 'x'.repeat(2001) }),
      'Please keep the message under 2000 characters.',
    ],
    ['a token that is not text', enquiry({ recaptchaToken: { a: 1 } }), 'The bot check’s token is not text.'],
    ['no consent', callback({ consent: undefined }), NO_CONSENT],
    ['a consent without its notice', callback({ consent: { ...consent, notice: '' } }), NO_CONSENT],
    ['a consent at no real time', callback({ consent: { ...consent, at: '2026-13-45T99:00:00Z' } }), NO_CONSENT],
    ['a consent in another language', enquiry({ consent: { ...consent, lang: 'hi' } }), NO_CONSENT],
    ['a privacy request without consent', privacyRequest({ consent: undefined }), NO_CONSENT],
    [
      'a privacy request of no known kind',
      privacyRequest({ request: 'sell' }),
      'Please choose what you would like to do.',
    ],
    [
      'a privacy request with a 9-digit phone',
      privacyRequest({ phone: '987654321' }),
      'Please enter a 10-digit phone number, digits only, or leave it empty.',
    ],
    ['a privacy request without an e-mail', privacyRequest({ email: '' }), 'Please enter a valid e-mail address.'],
  ];
  it.each(rejected)('refuses %s with its reason and stores nothing', (_, body, reason) => {
    const { post, rows, lock } = deploy();
    expect(post(body)).toEqual({ result: 'rejected', reason });
    expect(rows).toEqual([]);
    expect(lock.waitLock).not.toHaveBeenCalled();
  });

  it.each([
    ['the shortest e-mail HTML accepts', { email: 'a@b' }],
    ['a plus address on a country domain', { email: 'asha.rani+neet@example.co.in' }],
    ['a message of exactly 2000 characters', { message: 'x'.repeat(2000) }],
  ])('takes %s, as the forms do', (_, fields) => {
    const { post } = deploy();
    expect(post(enquiry(fields))).toMatchObject({ result: 'success' });
  });

  it('offers exactly the courses the forms offer', () => {
    const { context } = deploy();
    expect([...(context.COURSES as string[])].sort()).toEqual(
      [...new Set([...enquiryCourseIds, ...callbackCourseIds])].sort(),
    );
  });

  it('takes 3 enquiries a minute from one phone number; a fourth is answered "error" (sent again later), not stored', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:05Z'));
    const { post, rows } = deploy();
    const three = [callback(), callback(), enquiry()];
    for (const e of three) expect(post(e)).toMatchObject({ result: 'success' });
    expect(post(three[0])).toEqual({ result: 'duplicate', id: three[0].id }); // a resend is not counted
    const fourth = callback();
    expect(post(fourth)).toEqual({
      result: 'error',
      error: 'Too many enquiries from this phone number in the last minute.',
    });
    expect(post(callback({ phone: '9123456780' }))).toMatchObject({ result: 'success' });
    vi.setSystemTime(new Date('2026-11-27T10:01:00Z'));
    expect(post(fourth)).toEqual({ result: 'success', id: fourth.id });
    expect(rows).toHaveLength(1 + 5);
  });

  it.each<[string, Options, RegExp]>([
    ['the lock is not granted in time', { lockTimesOut: true }, /^Lock timeout/],
    ['the sheet refuses the row', { sheetFails: true }, /beyond the limit/],
  ])('answers "error" when %s, so the site keeps the enquiry', (_, options, error) => {
    const { post, rows, lock } = deploy(options);
    const e = enquiry();
    expect(post(e)).toEqual({ result: 'error', error: expect.stringMatching(error) });
    expect(rows.slice(1)).toEqual([]);
    if (!options.lockTimesOut) expect(lock.releaseLock).toHaveBeenCalled();
  });
});

describe('privacy requests', () => {
  it('stores each request once in its own tab, with the consent, and leaves the enquiries alone', () => {
    const { post, rows, tab } = deploy();
    const request = privacyRequest({ phone: '9876543210' });
    expect(post(request)).toEqual({ result: 'success', id: request.id });
    expect(post(request)).toEqual({ result: 'duplicate', id: request.id });
    expect(rows).toEqual([]);
    const [headers, row] = tab('Privacy requests');
    expect(headers).toEqual([
      'Timestamp',
      'Request',
      'Name',
      'Email',
      'Phone',
      'Details',
      'Request id',
      'Notice version',
      'Consent given',
      'Consent language',
    ]);
    expect(row.slice(1)).toEqual([
      'Erase my details',
      'Asha',
      'asha@example.com',
      '9876543210',
      'Please erase my enquiry from March.',
      request.id,
      NOTICE_VERSION,
      '2026-12-02T10:15:00.000Z',
      'te',
    ]);
    expect(tab('Privacy requests')).toHaveLength(2);
  });

  it('takes every request the privacy page offers', () => {
    const { post, context } = deploy();
    expect(Object.keys(context.PRIVACY_REQUESTS as object)).toEqual([...PRIVACY_REQUESTS]);
    for (const request of PRIVACY_REQUESTS)
      expect(post(privacyRequest({ request }))).toMatchObject({ result: 'success' });
  });
});

describe('retention', () => {
  const DAY = 24 * 60 * 60_000;
  /** Sends a call-back and a privacy request `daysAgo` days before now. */
  function sendAt(post: (body: unknown) => unknown, daysAgo: number) {
    vi.setSystemTime(new Date(Date.parse('2026-12-02T03:00:00Z') - daysAgo * DAY));
    post(callback({ name: `${daysAgo} days`, phone: String(9000000000 + daysAgo) }));
    post(privacyRequest({ name: `${daysAgo} days` }));
  }

  it('keeps rows by default as long as the privacy page says, deleting older ones in both tabs', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { post, rows, tab, run, context } = deploy();
    expect(context.DEFAULT_RETENTION_DAYS).toBe(RETENTION_DAYS);
    for (const daysAgo of [400, RETENTION_DAYS + 1, RETENTION_DAYS - 1, 3]) sendAt(post, daysAgo);
    vi.setSystemTime(new Date('2026-12-02T03:00:00Z'));
    expect(run('deleteOldRows')).toBe(4);
    expect(rows.map((r) => r[1])).toEqual(['Name', `${RETENTION_DAYS - 1} days`, '3 days']);
    expect(tab('Privacy requests').map((r) => r[2])).toEqual(['Name', `${RETENTION_DAYS - 1} days`, '3 days']);
  });

  it('keeps rows as many days as the RETENTION_DAYS property says', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { post, rows, run } = deploy({ properties: { RETENTION_DAYS: '30' } });
    for (const daysAgo of [31, 29]) sendAt(post, daysAgo);
    vi.setSystemTime(new Date('2026-12-02T03:00:00Z'));
    run('deleteOldRows');
    expect(rows.map((r) => r[1])).toEqual(['Name', '29 days']);
  });

  it('refuses a RETENTION_DAYS that is not a number of days, deleting nothing', () => {
    const { post, rows, run } = deploy({ properties: { RETENTION_DAYS: 'a year' } });
    post(callback());
    expect(() => run('deleteOldRows')).toThrow('RETENTION_DAYS must be a number of days above 0.');
    expect(rows).toHaveLength(2);
  });

  it('runs daily: setUp installs one trigger, replacing an earlier one', () => {
    const { run, triggers, deletedTriggers } = deploy();
    run('setUp');
    expect(triggers).toEqual([{ handler: 'deleteOldRows', days: 1, hour: 3 }]);
    expect(deletedTriggers).toEqual(['earlier']);
  });
});

describe('answers for review', () => {
  const TOKEN = 'cma-token-in-script-properties';
  const withContentful = () => {
    const contentful = fakeManagement({ space: 'academy-space', token: TOKEN });
    const properties = { CONTENTFUL_MANAGEMENT_TOKEN: TOKEN, CONTENTFUL_SPACE_ID: 'academy-space' };
    return { contentful, ...deploy({ properties, contentful }) };
  };
  /** A photo's bytes as the site sends them. */
  const photo = (bytes = 1000, type = 'image/jpeg') => ({ type, data: Buffer.alloc(bytes, 7).toString('base64') });
  const answer = (fields: object = {}) => ({
    kind: 'answer',
    id: `a-${++ids}`,
    question: 'mJK0AwFiBeej6HYhYWcIZY',
    name: 'Ravi K.',
    text: 'Article 200 gives the Governor four options.',
    photos: [photo()],
    language: 'te',
    consent,
    ...fields,
  });

  it('creates the answer as a draft answerSubmission in Contentful, its photo a processed draft asset', () => {
    const { contentful, post, rows } = withContentful();
    const sent = answer();
    expect(post(sent)).toEqual({ result: 'success', id: sent.id });
    const entry = contentful.entries.get(`answer-${sent.id}`);
    expect(entry.sys.contentType.sys.id).toBe('answerSubmission');
    expect(entry.sys.publishedVersion).toBeUndefined();
    expect(entry.fields).toEqual({
      question: { 'en-US': { sys: { type: 'Link', linkType: 'Entry', id: 'mJK0AwFiBeej6HYhYWcIZY' } } },
      name: { 'en-US': 'Ravi K.' },
      text: { 'en-US': 'Article 200 gives the Governor four options.' },
      photos: { 'en-US': [{ sys: { type: 'Link', linkType: 'Asset', id: `answer-${sent.id}-1` } }] },
      language: { 'en-US': 'te' },
      submissionId: { 'en-US': sent.id },
      submittedAt: { 'en-US': expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    });
    const asset = contentful.assets.get(`answer-${sent.id}-1`);
    expect(asset.sys.publishedVersion).toBeUndefined();
    expect(asset.fields.description).toEqual({ 'en-US': 'Photo 1 of Ravi K.’s answer' });
    expect(asset.fields.file['en-US']).toMatchObject({
      contentType: 'image/jpeg',
      url: expect.stringContaining('.jpg'),
    });
    expect([...contentful.uploads.values()][0]).toEqual(Buffer.alloc(1000, 7));
    expect(rows).toHaveLength(0); // nothing of it in the sheet
  });

  it('answers duplicate for a resend and creates nothing twice', () => {
    const { contentful, post } = withContentful();
    const sent = answer();
    post(sent);
    expect(post(sent)).toEqual({ result: 'duplicate', id: sent.id });
    expect(contentful.entries.size).toBe(1);
    expect(contentful.assets.size).toBe(1);
  });

  it('answers error when Contentful fails, so the site sends it again', () => {
    const { contentful, post } = withContentful();
    const sent = answer();
    contentful.refuseNext('PUT', 500);
    expect(post(sent)).toEqual({ result: 'error', error: 'Contentful could not store the photo (500)' });
    expect(post(sent)).toEqual({ result: 'success', id: sent.id });
    expect(contentful.entries.has(`answer-${sent.id}`)).toBe(true);
  });

  it('uses again a photo an earlier try stored before it stopped', () => {
    const { contentful, post } = withContentful();
    const sent = answer();
    const earlier = { fields: { title: { 'en-US': 'Ravi K.: answer photo 1' } } };
    contentful.handle({
      method: 'PUT',
      path: `/spaces/academy-space/environments/master/assets/answer-${sent.id}-1`,
      headers: { authorization: `Bearer ${TOKEN}` },
      body: Buffer.from(JSON.stringify(earlier)),
    });
    expect(post(sent)).toEqual({ result: 'success', id: sent.id });
    expect(contentful.assets.size).toBe(1);
  });

  it.each([
    [{ photos: [photo(), photo(), photo(), photo()] }, 'Send at most 3 photos'],
    [{ photos: [photo(300 * 1024 + 3)] }, 'Send at most 3 photos'],
    [{ photos: [photo(1000, 'image/heic')] }, 'Send at most 3 photos'],
    [{ photos: [{ type: 'image/jpeg', data: '<svg onload=alert(1)>' }] }, 'Send at most 3 photos'],
    [{ text: '', photos: [] }, 'Please type your answer or add a photo of it.'],
    [{ name: '' }, 'Please enter the name to show with your answer'],
    [{ question: '../webhooks' }, 'does not say which question'],
    [{ consent: undefined }, NO_CONSENT],
  ])('refuses %j with its reason and stores nothing', (fields, reason) => {
    const { contentful, post } = withContentful();
    expect(post(answer(fields))).toEqual({ result: 'rejected', reason: expect.stringContaining(reason) });
    expect(contentful.entries.size + contentful.assets.size + contentful.uploads.size).toBe(0);
  });

  it('takes three photos of 300 KB, and refuses a larger request', () => {
    const { contentful, post } = withContentful();
    expect(post(answer({ photos: [1, 2, 3].map(() => photo(300 * 1024)) }))).toMatchObject({ result: 'success' });
    expect(contentful.assets.size).toBe(3);
    expect(post(answer({ text: 'x'.repeat(20001) }))).toMatchObject({ result: 'rejected' });
    expect(post({ ...answer(), padding: 'x'.repeat(2_000_000) })).toEqual({
      result: 'rejected',
      reason: 'The request is too large.',
    });
  });

  it('refuses answers while Contentful is not set up, and keeps the token out of every answer', () => {
    expect(deploy().post(answer())).toEqual({
      result: 'rejected',
      reason: 'The academy does not take answers for review yet.',
    });
    const { contentful, post } = withContentful();
    contentful.refuseNext('GET', 401);
    expect(JSON.stringify(post(answer()))).not.toContain(TOKEN);
  });

  it('keeps an enquiry-sized limit for the other kinds', () => {
    const { post } = deploy();
    expect(post(callback({ message: 'x'.repeat(11_000) }))).toEqual({
      result: 'rejected',
      reason: 'The request is too large.',
    });
  });
});
