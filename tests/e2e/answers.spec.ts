/**
 * Answers sent for review (issue 47) from a mains answer's comment box: the send form loads on the
 * tap that opens it, photos are made small on the phone, an answer sent offline is kept with its
 * photo and reaches the academy's Contentful space as a draft once the connection returns (the
 * capture server runs the real web app, scripts/enquiry-sheet/Code.gs, against a fake Management
 * API), the endpoint's refusal, a full storage and an unreadable photo lose nothing typed, and a
 * student's own comment says when its answer is reviewed, linking to it.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, hydrated, setOutage } from '../support/fixtures';
import { CAPTURE_URL } from '../support/env';

const GOVERNOR = 'mJK0AwFiBeej6HYhYWcIZY';
const QUESTION = `/courses/upsc/mains-answer-writing/${GOVERNOR}/`;
/** The demo's published, reviewed answer to that question (src/content/demo/space.json). */
const REVIEWED_SUBMISSION = 'D7Ore24RN8tTdumYIa1zWS';

interface Entry {
  fields: Record<string, { 'en-US': unknown }>;
  sys: { id: string; publishedVersion?: number; contentType: { sys: { id: string } } };
}
interface Asset {
  fields: { file: { 'en-US': { contentType: string; url?: string; details?: { size: number } } } };
  sys: { id: string; publishedVersion?: number };
}

/** What the fake of the academy's Contentful space holds. */
const held = async <T>(what: 'entries' | 'assets'): Promise<T[]> =>
  (await fetch(`${CAPTURE_URL}/management/${what}`)).json();
const entryNamed = async (name: string) => (await held<Entry>('entries')).find((e) => e.fields.name['en-US'] === name);

/** A unique name per test: the capture server keys an answer's outage by it. */
const uniqueName = (tag: string) => `${tag} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const box = (page: Page) => page.getByLabel('Your comment');
const comments = (page: Page) => page.getByRole('list', { name: 'Comments' }).getByRole('listitem');
const send = (page: Page) => page.getByRole('button', { name: 'Send for review' });

/**
 * A PNG made in the page, `width`×`height` px: a written page (lines of text on white, as a photo of
 * a handwritten answer), or noise, which no JPEG quality makes small.
 */
const madePng = (page: Page, width: number, height: number, noise = false) =>
  page
    .evaluate(
      ([w, h, noisy]) => {
        const canvas = Object.assign(document.createElement('canvas'), { width: w, height: h });
        const context = canvas.getContext('2d')!;
        if (noisy) {
          const pixels = context.createImageData(w, h);
          for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = (i * 2654435761) % 251;
          context.putImageData(pixels, 0, 0);
        } else {
          context.fillStyle = '#fdfcf7';
          context.fillRect(0, 0, w, h);
          context.fillStyle = '#1e3a8a';
          context.font = '48px serif';
          for (let y = 80; y < h; y += 70) context.fillText('Article 200: assent, withhold, return, reserve.', 60, y);
        }
        return canvas.toDataURL('image/png').split(',')[1];
      },
      [width, height, noise] as const,
    )
    .then((png) => ({ name: 'answer-sheet.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') }));

/** Opens the question, scrolls to its comment box and opens the send form (its code loads on that tap). */
async function openSendForm(page: Page, path = QUESTION) {
  await page.goto(path);
  await box(page).scrollIntoViewIfNeeded();
  await hydrated(page, 'CommentBox');
  await send(page).click();
}

async function fillAnswer(page: Page, name: string, text: string) {
  await box(page).fill(text);
  await page.getByLabel('Name to show with your answer').fill(name);
}

const agreeToAnswerNotice = (page: Page) =>
  page.getByRole('checkbox', { name: 'I agree to this use of my answer and name.' }).check();

test('the send form loads only on the tap that opens it, and shows the word count against the question’s limit', async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (/\/_astro\/(SendForReview|answer-send|answer-store)\.[\w-]+\.js$/.test(request.url()))
      loaded.push(request.url());
  });
  await page.goto(QUESTION);
  await box(page).scrollIntoViewIfNeeded();
  await hydrated(page, 'CommentBox');
  await box(page).fill('The Governor may assent, withhold assent, return the Bill or reserve it.');
  await expect(page.getByText('12 / 250 words')).toBeVisible();
  expect(loaded).toEqual([]);
  await send(page).click();
  await expect(page.getByLabel('Name to show with your answer')).toBeVisible();
  expect(loaded.some((url) => url.includes('SendForReview'))).toBe(true);
  await expect(page.getByRole('checkbox', { name: 'I agree to this use of my answer and name.' })).not.toBeChecked();
  await expect(
    page.getByRole('form', { name: 'Post a comment' }).getByRole('link', { name: 'privacy notice' }),
  ).toHaveAttribute('href', '/privacy/');
});

test('sent offline with a photo: kept on the device, "Waiting to send"; back online it reaches Contentful as a draft with its photo, "Sent for review"', async ({
  page,
  context,
}) => {
  const name = uniqueName('Offline student');
  await openSendForm(page);
  await fillAnswer(page, name, 'Article 200 gives the Governor four options.\n\nPunchhi Commission: a time limit.');
  await page.getByLabel('Choose photos').setInputFiles(await madePng(page, 2400, 1800));
  const preview = page.getByRole('img', { name: 'Photo 1 of your answer' });
  await expect(preview).toBeVisible();
  // Made small on the phone: at most 1600 px on the longer side, a JPEG of at most 300 KB.
  expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    1600, 1200,
  ]);
  await agreeToAnswerNotice(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send for review' }).last().click();
  await expect(page.getByRole('status').filter({ hasText: 'saved on this device' })).toHaveText(
    "You're offline. Your answer is saved on this device and will be sent the next time you open the discussion of a mains answer on this site while online.",
  );
  await expect(box(page)).toHaveValue('');
  const mine = comments(page).first();
  await expect(mine).toContainText('Current User');
  await expect(mine).toContainText('Article 200 gives the Governor four options.');
  await expect(mine).toContainText('Waiting to send');
  await expect(mine.getByRole('img', { name: 'Photo 1 of your answer' })).toBeVisible();
  expect(await entryNamed(name)).toBeUndefined();

  await context.setOffline(false);
  await expect(mine).toContainText('Sent for review');
  const entry = (await entryNamed(name))!;
  expect(entry.sys.contentType.sys.id).toBe('answerSubmission');
  expect(entry.sys.publishedVersion).toBeUndefined(); // a draft: a mentor publishes it
  const submissionId = entry.fields.submissionId['en-US'] as string;
  expect(entry.sys.id).toBe(`answer-${submissionId}`);
  expect(entry.fields.question['en-US']).toEqual({ sys: { type: 'Link', linkType: 'Entry', id: GOVERNOR } });
  expect(entry.fields.text['en-US']).toBe(
    'Article 200 gives the Governor four options.\n\nPunchhi Commission: a time limit.',
  );
  expect(entry.fields.language['en-US']).toBe('en');
  const [photo] = entry.fields.photos['en-US'] as { sys: { id: string } }[];
  const asset = (await held<Asset>('assets')).find((a) => a.sys.id === photo.sys.id)!;
  expect(asset.sys.publishedVersion).toBeUndefined();
  const file = asset.fields.file['en-US'];
  expect(file.contentType).toBe('image/jpeg');
  expect(file.url).toContain(`${photo.sys.id}.jpg`);
  expect(file.details!.size).toBeLessThanOrEqual(300 * 1024);
  // The comment and the draft name the same answer.
  const stored = await page.evaluate((id) => JSON.parse(localStorage.getItem(`comments_${id}`)!), GOVERNOR);
  expect(stored.at(-1)).toMatchObject({ user: 'Current User', submissionId });

  await page.reload();
  await box(page).scrollIntoViewIfNeeded();
  await expect(comments(page).first()).toContainText('Sent for review');
});

test('the web app refuses the answer: its reason is shown, nothing typed is lost, no comment is listed', async ({
  page,
}) => {
  const name = uniqueName('Refused student');
  await setOutage(name, true, 'rejected');
  try {
    await openSendForm(page);
    await fillAnswer(page, name, 'My answer that must not be lost');
    await agreeToAnswerNotice(page);
    await page.getByRole('button', { name: 'Send for review' }).last().click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your answer was not accepted: Please choose a course from the list. Everything you typed is still here.',
    );
    await expect(box(page)).toHaveValue('My answer that must not be lost');
    await expect(page.getByLabel('Name to show with your answer')).toHaveValue(name);
    await expect(page.getByText('0 comments')).toBeVisible();
  } finally {
    await setOutage(name, false);
  }
});

test('a full storage, a photo the browser cannot read and one too large after compression each say so, and lose nothing typed', async ({
  page,
}) => {
  await page.addInitScript(() => {
    IDBObjectStore.prototype.put = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await openSendForm(page);
  await fillAnswer(page, uniqueName('Full storage'), 'Kept in the box whatever happens');
  await page.getByLabel('Choose photos').setInputFiles({
    name: 'IMG_0001.heic',
    mimeType: 'image/heic',
    buffer: Buffer.from('ftypheic, not for this browser'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'This photo’s format cannot be read here: take it as JPEG or choose another',
  );
  await page.getByLabel('Choose photos').setInputFiles(await madePng(page, 2400, 1800, true));
  await expect(page.getByRole('alert')).toHaveText(
    'This photo is still over 300 KB after making it smaller: take it again closer to the page, or choose another.',
  );
  await expect(page.getByRole('img', { name: 'Photo 1 of your answer' })).toHaveCount(0);
  await agreeToAnswerNotice(page);
  await page.getByRole('button', { name: 'Send for review' }).last().click();
  await expect(page.getByRole('alert')).toContainText('Your browser storage is full, so your answer could not be kept');
  await expect(box(page)).toHaveValue('Kept in the box whatever happens');
  await expect(page.getByText('0 comments')).toBeVisible();
});

test('a comment whose answer the page shows reviewed says so and links to it; others keep their status', async ({
  page,
}) => {
  await page.addInitScript(
    ([id, reviewed]) =>
      localStorage.setItem(
        `comments_${id}`,
        JSON.stringify([
          { text: 'Reviewed one', user: 'Current User', timestamp: '2026-08-07T10:00:00.000Z', submissionId: reviewed },
          { text: 'A plain comment', user: 'Current User', timestamp: '2026-08-08T10:00:00.000Z' },
        ]),
      ),
    [GOVERNOR, REVIEWED_SUBMISSION],
  );
  await page.goto(QUESTION);
  await box(page).scrollIntoViewIfNeeded();
  await expect(comments(page)).toHaveCount(2);
  await expect(comments(page).first()).not.toContainText('Reviewed — see below');
  const link = comments(page).nth(1).getByRole('link', { name: 'Reviewed — see below' });
  await expect(link).toHaveAttribute('href', `${QUESTION}reviewed/#reviewed-${REVIEWED_SUBMISSION}`);
  await link.click();
  await expect(page).toHaveURL(`${QUESTION}reviewed/#reviewed-${REVIEWED_SUBMISSION}`);
  await expect(page.locator(`#reviewed-${REVIEWED_SUBMISSION}`)).toContainText('Sample student A');
});

test.describe('with Background Sync (the service worker allowed)', () => {
  test.use({ serviceWorkers: 'allow' });

  /** Fires the answers queue's sync in the site's worker, as the browser does when the connection returns. */
  async function syncAnswers(context: BrowserContext, page: Page) {
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: r }) => registrations.push(...r));
    await cdp.send('ServiceWorker.enable');
    const origin = new URL(page.url()).origin;
    await expect.poll(() => registrations.find((r) => r.scopeURL.startsWith(origin))).toBeTruthy();
    const { registrationId } = registrations.find((r) => r.scopeURL.startsWith(origin))!;
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId,
      tag: 'workbox-background-sync:answers',
      lastChance: false,
    });
  }

  test('an answer sent offline is handed to the worker, sent once the connection returns, and the comment says so', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const name = uniqueName('Background student');
    await page.goto(QUESTION);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await box(page).scrollIntoViewIfNeeded();
    await hydrated(page, 'CommentBox');
    await send(page).click();
    await fillAnswer(page, name, 'Sent by the worker');
    await agreeToAnswerNotice(page);
    await setOutage(name, true); // no sync the browser fires by itself delivers it meanwhile
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Send for review' }).last().click();
    await expect(page.getByRole('status').filter({ hasText: 'saved on this device' })).toHaveText(
      "You're offline. Your answer is saved on this device and will be sent automatically, even if you close this page.",
    );
    await expect(comments(page).first()).toContainText('Waiting to send');
    await context.setOffline(false);
    await setOutage(name, false);
    await syncAnswers(context, page);
    await expect.poll(() => entryNamed(name)).toBeTruthy();
    await expect(comments(page).first()).toContainText('Sent for review');
    expect((await held<Entry>('entries')).filter((e) => e.fields.name['en-US'] === name)).toHaveLength(1);
  });
});
