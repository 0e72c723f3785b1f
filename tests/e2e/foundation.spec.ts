/**
 * 6th to 10th Foundation (spec document 2 §2, §4 "Foundation tab", §9): the hero with its four
 * features and call-back form; the IIT / NEET / IAS tabs — default, any to any, each by its own
 * link, with and without JS — with their prices and seats; the IIT strategy-video and Talk to
 * Director modals, the NEET video modal; the IAS ranks, guest lectures, videos and external video
 * link; 'Need More Details'; and the bottom bar past 300 px.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, desktop, uniqueEmail, captured, agree } from '../support/fixtures';
import { NOTICE_VERSION } from '../../src/lib/leads/lead-consent';

const PATH = '/courses/6th-to-10th-foundation';
const STORE = 'https://store.aksharaacademy.in';

const tabs = [
  {
    id: 'iit',
    label: 'IIT Foundation',
    was: '₹50,000',
    seats: '12 seats left',
    batch: null,
    path: '/foundation/iit-foundation',
  },
  {
    id: 'neet',
    label: 'NEET Foundation',
    was: '₹45,000',
    seats: '15 seats left',
    batch: 'Batch of 20',
    path: '/foundation/neet-foundation',
  },
  {
    id: 'ias',
    label: 'IAS Foundation',
    was: '₹50,000',
    seats: '18 seats left',
    batch: 'Maximum 30 per batch',
    path: '/foundation/ias-foundation',
  },
] as const;
type TabId = (typeof tabs)[number]['id'];

const selector = (page: Page) => page.getByRole('navigation', { name: 'Foundation programmes' });
const tabLink = (page: Page, id: TabId) =>
  selector(page).getByRole('link', { name: tabs.find((t) => t.id === id)!.label });
const panel = (page: Page, id: TabId) => page.locator(`#${id}`);

/** Exactly this tab's panel shows, and only its link is marked current (when JS runs). */
async function expectShown(page: Page, id: TabId, { js = true } = {}) {
  for (const tab of tabs) {
    if (tab.id === id) await expect(panel(page, tab.id)).toBeVisible();
    else await expect(panel(page, tab.id)).toBeHidden();
    if (!js) continue;
    if (tab.id === id) await expect(tabLink(page, tab.id)).toHaveAttribute('aria-current', 'true');
    else await expect(tabLink(page, tab.id)).not.toHaveAttribute('aria-current');
  }
}

/** Waits until the island around `inside` has hydrated (Astro drops the `ssr` attribute). */
const hydrated = (inside: Locator) =>
  expect(inside.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');

test('the page opens at the top with the hero, its four features and the call-back form', async ({ page }) => {
  await page.goto(PATH);
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('6th to 10th Foundation');
  await expect(page.getByTestId('hero-features').getByRole('listitem')).toHaveText([
    'Concept-first teaching in small batches',
    'Weekly tests with a progress report for parents',
    'Olympiad, NTSE and NMMS preparation included',
    'Runs alongside the CBSE and State Board syllabus',
  ]);
  const form = page.getByRole('form', { name: 'Request a Call Back' });
  await expect(form.getByLabel('Full Name')).toBeVisible();
  await expect(form.getByLabel('Phone Number')).toBeVisible();
  await expectShown(page, 'iit');
});

test('the hero form hydrates on first use and sends the call-back request', async ({ page }) => {
  const email = uniqueEmail('foundation-hero');
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await page.goto(PATH);
  const form = page.getByRole('form', { name: 'Request a Call Back' });
  await form.getByLabel('Full Name').fill('Lakshmi Devi');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Phone Number').fill('9876543210');
  await form.getByLabel('Course').selectOption('6th-to-10th-foundation');
  await agree(form);
  await form.getByRole('button', { name: 'Request a Call Back' }).click();
  await expect.poll(() => alerts).toEqual(['Thank you! We will get back to you soon.']);
  expect((await captured(email)).map((r) => r.body)).toEqual([
    {
      id: expect.any(String),
      form: 'callback',
      consent: { notice: NOTICE_VERSION, at: expect.any(String), lang: 'en' },
      name: 'Lakshmi Devi',
      email,
      phone: '9876543210',
      course: '6th-to-10th-foundation',
      message: '',
    },
  ]);
});

for (const tab of tabs) {
  test(`#${tab.id} opens ${tab.label} with its price card`, async ({ page }) => {
    await page.goto(`${PATH}#${tab.id}`);
    await expectShown(page, tab.id);
    await expect(panel(page, tab.id).getByRole('heading', { level: 2, name: tab.label, exact: true })).toBeInViewport();

    const card = panel(page, tab.id).getByTestId('offer-card');
    await expect(card.getByTestId('offer-price')).toHaveText('₹25,000');
    await expect(card.getByTestId('offer-original-price')).toHaveText(`Was ${tab.was}`);
    await expect(card.getByTestId('offer-seats')).toHaveText(tab.seats);
    if (tab.batch) await expect(card).toContainText(tab.batch);
    const enrol = card.getByRole('link', { name: 'Enroll Now (opens in a new tab)' });
    await expect(enrol).toHaveAttribute('target', '_blank');
    await expect(enrol).toHaveAttribute('rel', 'noopener');
    const href = new URL((await enrol.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe(STORE + tab.path);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      utm_source: 'website',
      utm_medium: 'course_page',
      utm_campaign: '6th-to-10th-foundation',
    });

    for (const block of ['Why start', "Director's Vision", `What ${tab.label} covers`, 'Meet the Faculty']) {
      await expect(panel(page, tab.id).getByRole('heading', { level: 2, name: block })).toBeVisible();
    }
    // The track record counts up once in view and ends on the spec's figures.
    const stats = panel(page, tab.id).getByTestId('stat');
    await stats.first().scrollIntoViewIfNeeded();
    await expect(stats.locator('dt')).toHaveText([
      'Students Trained',
      'Success Rate',
      'Olympiad & NTSE Qualifiers',
      'Of Foundation Teaching',
    ]);
    await expect(stats.locator('dd > [aria-hidden]')).toHaveText(['800+', '95%', '200+', '5 Years']);
  });
}

test('any tab can be chosen from any other, and the back button returns to the previous one', async ({ page }) => {
  await page.goto(PATH);
  // From IIT (the default) through every ordered pair: iit→neet→ias→iit→ias→neet→iit.
  for (const id of ['neet', 'ias', 'iit', 'ias', 'neet', 'iit'] as const) {
    await tabLink(page, id).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expectShown(page, id);
    await expect(selector(page)).toBeInViewport();
  }
  await page.goBack();
  await expectShown(page, 'neet');
});

test('the chosen tab stays shown when the address names another anchor', async ({ page }) => {
  await page.goto(PATH);
  await tabLink(page, 'ias').click();
  await expectShown(page, 'ias');
  await page.evaluate(() => (location.hash = 'main'));
  await expectShown(page, 'ias');
});

test.describe('without JS', () => {
  test.use({ javaScriptEnabled: false });

  test('every tab is readable: the default, one opened by its link and one chosen with the selector', async ({
    page,
  }) => {
    await page.goto(PATH);
    await expectShown(page, 'iit', { js: false });
    await expect(panel(page, 'iit').getByTestId('offer-seats')).toHaveText('12 seats left');

    await page.goto(`${PATH}#ias`);
    await expectShown(page, 'ias', { js: false });
    await expect(panel(page, 'ias').getByTestId('offer-seats')).toHaveText('18 seats left');
    await expect(panel(page, 'ias').getByRole('heading', { name: 'Our IAS Rank Holders' })).toBeVisible();

    await tabLink(page, 'neet').click();
    await expectShown(page, 'neet', { js: false });
    await expect(panel(page, 'neet').getByTestId('offer-seats')).toHaveText('15 seats left');
  });
});

test.describe('IIT modals', () => {
  test('Watch Success Strategy plays the video in a modal; the close button and Escape close it', async ({ page }) => {
    await page.goto(PATH);
    const watch = panel(page, 'iit').getByRole('link', { name: 'Watch Success Strategy' });
    await watch.scrollIntoViewIfNeeded();
    await hydrated(watch);
    await expect(page.locator('iframe')).toHaveCount(0);

    await watch.click();
    const player = page.getByRole('dialog', { name: 'IIT Foundation Success Strategy' });
    await expect(player).toBeVisible();
    await expect(player.locator('iframe')).toHaveAttribute(
      'src',
      /youtube-nocookie\.com\/embed\/q7Rk2Lm9XzE\?autoplay=1/,
    );
    await player.getByRole('button', { name: 'Close video' }).click();
    await expect(player).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(watch).toBeFocused();

    // The card beside the director's words opens the same video.
    const card = panel(page, 'iit').getByRole('link', { name: 'Play video: IIT Foundation Success Strategy (9:12)' });
    await card.click();
    await expect(player).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(player).toBeHidden();
    await expect(card).toBeFocused();
  });

  test('Talk to Director opens a modal with the call-back form; Escape closes it and a sent request closes it', async ({
    page,
  }) => {
    const email = uniqueEmail('director');
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page.goto(PATH);
    const talk = panel(page, 'iit').getByRole('button', { name: 'Talk to Director' });
    const modal = page.getByRole('dialog', { name: 'Talk to the Director' });
    await expect(modal).toBeHidden();

    await talk.click();
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Close', exact: true })).toBeFocused();
    await expect(modal.getByLabel('Full Name')).toBeVisible();
    await expect(modal.getByLabel('Email Address')).toBeVisible();
    await expect(modal.getByLabel('Phone Number')).toBeVisible();
    await expect(modal.getByLabel('Course')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(talk).toBeFocused();

    await talk.click();
    await modal.getByLabel('Full Name').fill('Ramesh Babu');
    await modal.getByLabel('Email Address').fill(email);
    await modal.getByLabel('Phone Number').fill('9000012345');
    await modal.getByLabel('Course').selectOption('6th-to-10th-foundation');
    await agree(modal);
    await modal.getByRole('button', { name: 'Request a Call Back' }).click();
    await expect.poll(() => alerts).toEqual(['Thank you! We will get back to you soon.']);
    await expect(modal).toBeHidden();
    expect((await captured(email)).map((r) => r.body.name)).toEqual(['Ramesh Babu']);
  });
});

test('the NEET tab plays its video in a modal', async ({ page }) => {
  await page.goto(`${PATH}#neet`);
  const card = panel(page, 'neet').getByRole('link', {
    name: 'Play video: NEET Foundation: Learning Biology the NCERT Way (7:45)',
  });
  await card.scrollIntoViewIfNeeded();
  await hydrated(card);
  await card.click();
  const player = page.getByRole('dialog', { name: 'NEET Foundation: Learning Biology the NCERT Way' });
  await expect(player.locator('iframe')).toHaveAttribute('src', /\/embed\/Vn4sB8pQ1tY\?/);
  await player.getByRole('button', { name: 'Close video' }).click();
  await expect(player).toBeHidden();
  await expect(card).toBeFocused();
});

test('the IAS tab shows more programmes, rank holders, guest lectures, three videos and a link to more', async ({
  page,
}) => {
  await page.goto(`${PATH}#ias`);
  const ias = panel(page, 'ias');

  const more = ias.getByRole('region', { name: 'More IAS Foundation programmes' }).getByTestId('course-offer');
  await expect(more.getByRole('heading')).toHaveText(['Complete IAS Foundation', 'Current Affairs Focus']);
  await expect(more.getByTestId('price')).toHaveText(['₹35,000', '₹25,000']);
  await expect(more.locator('s')).toHaveText(['Earlier price ₹42,000', 'Earlier price ₹30,000']);

  const ranks = ias.getByRole('region', { name: 'Our IAS Rank Holders' }).getByRole('figure');
  await expect(ranks).toHaveCount(4);
  await expect(ranks.first().getByRole('img')).toHaveAttribute('alt', 'Photo of B. Sai Priyanka');
  await expect(ranks.first()).toContainText('AIR 38 · UPSC CSE 2023');

  const lectures = ias.getByRole('region', { name: 'Guest Lectures' }).getByRole('figure');
  await expect(lectures).toHaveCount(4);
  await expect(lectures.first()).toHaveText('A serving IAS officer on the work of a District Collector');

  const videos = ias.getByRole('region', { name: 'Watch and Learn' });
  await expect(videos.getByTestId('video-card').getByRole('heading')).toHaveText([
    'A Day in the Life of a District Collector',
    'How to Read the Newspaper',
    'Panel: Ethics in Public Life',
  ]);
  const channel = videos.getByRole('link', { name: 'More videos on our YouTube channel (opens in a new tab)' });
  await expect(channel).toHaveAttribute('href', 'https://www.youtube.com/@AksharaAcademy/videos');
  await expect(channel).toHaveAttribute('target', '_blank');
  await expect(channel).toHaveAttribute('rel', 'noopener');

  const second = videos.getByRole('link', { name: /^Play video: How to Read the Newspaper/ });
  await second.scrollIntoViewIfNeeded();
  await hydrated(second);
  await second.click();
  const player = page.getByRole('dialog', { name: 'How to Read the Newspaper' });
  await expect(player.locator('iframe')).toHaveAttribute('src', /\/embed\/bM2rY6kGd0S\?/);
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();
});

test.describe('the bottom bar (from 768 px; phones have its Enroll Now in the action bar)', () => {
  test.use(desktop);
  const bar = (page: Page) => page.getByTestId('bottom-bar');
  const scrollPage = (page: Page, y: number) =>
    page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);

  test('is hidden at the top and appears once the page is scrolled past 300 px', async ({ page }) => {
    await page.goto(PATH);
    await expect(bar(page)).toBeHidden();
    await scrollPage(page, 300);
    // The scroll handler runs 16 ms after scrolling pauses; at exactly 300 px the bar stays away.
    await page.waitForTimeout(200);
    await expect(bar(page)).toBeHidden();
    await scrollPage(page, 301);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText("Ready to boost your child's performance?");
    await scrollPage(page, 0);
    await expect(bar(page)).toBeHidden();
  });

  test('Enroll Now scrolls smoothly to Need More Details, keeping the chosen tab', async ({ page }) => {
    await page.goto(`${PATH}#neet`);
    await scrollPage(page, 1500);
    const details = page.getByRole('region', { name: 'Need More Details?' });
    await expect(details).not.toBeInViewport();
    await bar(page).getByRole('link', { name: 'Enroll Now' }).click();
    await expect(details).toBeInViewport();
    await expect(details.getByLabel('Full Name')).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`${PATH}#neet$`));
    await expectShown(page, 'neet');
  });

  test('lifts the floating buttons above itself', async ({ page }) => {
    await page.goto(PATH);
    await scrollPage(page, 800);
    await expect(bar(page)).toBeVisible();
    await expect
      .poll(async () => {
        const buttons = (await page.getByTestId('floating-buttons').boundingBox())!;
        const barBox = (await bar(page).boundingBox())!;
        return buttons.y + buttons.height <= barBox.y;
      })
      .toBe(true);
  });
});

test.describe('on a desktop', () => {
  test.use(desktop);

  test('the hero form sits beside the heading and the tabs in one row', async ({ page }) => {
    await page.goto(PATH);
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const form = (await page.getByRole('form', { name: 'Request a Call Back' }).boundingBox())!;
    expect(form.x).toBeGreaterThan(heading.x + heading.width / 2);
    const tops = await selector(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });
});
