/**
 * The state-services and Degree with IAS course pages (spec document 1 §2, §4, §8, §9):
 * /courses/appsc-tgpsc, /courses/appsc-groups, /courses/tgpsc-groups and /courses/degree-ias —
 * their sections and texts, the once-per-session popup and call-back modal, the Groups course
 * filter, the FAQ accordion, the quiz streak badge, the phone bottom bar, Enroll Now, the degree
 * carousels and the Buy Now links' utm parameters.
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { test, expect, desktop, uniqueEmail, captured, agree } from '../support/fixtures';
import { NOTICE_VERSION } from '../../src/lib/leads/lead-consent';
import { academy, phones } from '../../src/data/contacts';
import { indiaMonth } from '../../src/lib/dates';

const STORE = 'https://store.aksharaacademy.in';
const popupPages = ['appsc-tgpsc', 'appsc-groups', 'tgpsc-groups'] as const;

/** Marks the popup and the call-back modal as already shown in this session, for tests about other things. */
async function skipPopups(page: Page) {
  await page.addInitScript(() => {
    for (const id of ['appsc-tgpsc', 'appsc-groups', 'tgpsc-groups'])
      sessionStorage.setItem(`course_popup_${id}`, 'true');
    sessionStorage.setItem('callback_modal_degree-ias', 'true');
  });
}

/** A second browser session (fresh sessionStorage), kept off the internet like the fixture's page. */
async function freshSession(
  browser: Browser,
  baseURL: string | undefined,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 800 } });
  await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort('internetdisconnected'));
  return { context, page: await context.newPage() };
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const announcement = (page: Page) => page.getByRole('dialog', { name: 'Announcement' });

async function expectStats(band: Locator, stats: [string, string][]) {
  const items = band.getByTestId('stat');
  await expect(items).toHaveCount(stats.length);
  for (const [i, [figure, label]] of stats.entries()) {
    await expect(items.nth(i).getByRole('term')).toHaveText(label);
    await expect(items.nth(i).getByRole('definition')).toContainText(figure);
  }
}

test.describe('the once-per-session popup', () => {
  for (const id of popupPages) {
    test(`/courses/${id}: opens on the first visit of a session, not again in it, and again in a new session`, async ({
      page,
      browser,
      baseURL,
    }) => {
      await page.goto(`/courses/${id}`);
      const popup = announcement(page);
      await expect(popup).toBeVisible();
      const link = popup.getByRole('link');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute(
        'href',
        `${STORE}/collections/${id === 'appsc-tgpsc' ? 'appsc-tgpsc-combo' : id}?utm_source=website&utm_medium=course_page&utm_campaign=${id}&utm_content=popup`,
      );
      await expect(link.getByRole('img')).toHaveAttribute('alt', /^Akshara Academy new batch: /);

      await popup.getByRole('button', { name: 'Close announcement' }).click();
      await expect(popup).toBeHidden();

      // Same session: the page's scripts have run by the load event, and the popup stays closed.
      await page.reload({ waitUntil: 'load' });
      await expect(popup).toBeHidden();
      expect(await page.locator('dialog[data-course-popup]').evaluate((d: HTMLDialogElement) => d.open)).toBe(false);

      const fresh = await freshSession(browser, baseURL);
      await fresh.page.goto(`/courses/${id}`);
      await expect(announcement(fresh.page)).toBeVisible();
      await fresh.context.close();
    });
  }

  test('the flag is per page: closing it on APPSC Groups leaves it to open on TGPSC Groups', async ({ page }) => {
    await page.goto('/courses/appsc-groups');
    await announcement(page).getByRole('button', { name: 'Close announcement' }).click();
    await page.goto('/courses/tgpsc-groups');
    await expect(announcement(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(announcement(page)).toBeHidden();
  });

  test('its image opens the redirect in a new tab and the popup closes behind it', async ({ page }) => {
    await page
      .context()
      .route(`${STORE}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Store</title>' }));
    await page.goto('/courses/appsc-groups');
    const popup = announcement(page);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), popup.getByRole('link').click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(
      `${STORE}/collections/appsc-groups?utm_source=website&utm_medium=course_page&utm_campaign=appsc-groups&utm_content=popup`,
    );
    await expect(popup).toBeHidden();
  });
});

test.describe('APPSC & TGPSC', () => {
  test.beforeEach(async ({ page }) => {
    await skipPopups(page);
    await page.goto('/courses/appsc-tgpsc');
  });

  test('shows the lead form, current-affairs topics, six course cards, features and videos', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('APPSC & TGPSC');
    await expect(page.getByTestId('lead-form')).toBeVisible();

    const topics = section(page, 'Current Affairs Topics We Cover');
    await expect(topics.getByRole('list', { name: 'Topics' }).getByRole('listitem')).toHaveCount(12);
    await expect(topics).toContainText('Andhra Pradesh Budget & Socio-Economic Survey');
    await expect(topics.getByRole('link', { name: 'APPSC Current Affairs' })).toHaveAttribute(
      'href',
      '/courses/appsc-groups/current-affairs',
    );
    await expect(topics.getByRole('link', { name: 'TGPSC Current Affairs' })).toHaveAttribute(
      'href',
      '/courses/tgpsc-groups/current-affairs',
    );

    const cards = section(page, 'APPSC & TGPSC Courses').getByTestId('course-offer');
    await expect(cards).toHaveCount(6);
    await expect(cards.getByRole('heading')).toHaveText([
      'APPSC + TGPSC Group 1 Combo',
      'APPSC Group 1 Prelims + Mains',
      'TGPSC Group 1 Prelims + Mains',
      'APPSC + TGPSC Group 2 Combo',
      'TGPSC Group 3 Complete Course',
      'AP & Telangana Current Affairs Yearly Plan',
    ]);
    await expect(cards.getByTestId('price')).toHaveText([
      '₹54,999',
      '₹45,000',
      '₹42,000',
      '₹24,999',
      '₹9,999',
      '₹1,999',
    ]);
    await expect(cards.first().locator('s')).toHaveText('Earlier price ₹74,999');

    await expect(section(page, 'Why Aspirants of Both States Choose Us').getByTestId('feature-card')).toHaveCount(6);
    const videos = section(page, 'Video Lectures').getByTestId('video-card');
    await expect(videos).toHaveCount(3);
    await expect(videos.first()).toContainText('APPSC vs TGPSC Group 1: One Strategy for Both');
    await expect(videos.first()).toContainText('18:24');
  });

  test('every Buy Now opens the store in a new tab with the page as utm campaign', async ({ page }) => {
    const buy = section(page, 'APPSC & TGPSC Courses').getByRole('link', { name: /^Buy Now/ });
    await expect(buy).toHaveCount(6);
    await expect(buy.first()).toHaveAttribute(
      'href',
      `${STORE}/courses/appsc-tgpsc-group-1-combo?utm_source=website&utm_medium=course_page&utm_campaign=appsc-tgpsc`,
    );
    for (const link of await buy.all()) {
      await expect(link).toHaveAttribute(
        'href',
        /^https:\/\/store\.aksharaacademy\.in\/courses\/[a-z0-9-]+\?utm_source=website&utm_medium=course_page&utm_campaign=appsc-tgpsc$/,
      );
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
    }
  });
});

const groups = [
  {
    id: 'appsc-groups',
    exam: 'APPSC',
    title: 'APPSC Groups',
    stats: [
      ['150+', 'APPSC Ranks'],
      ['25+', 'Expert Faculty'],
      ['500+', 'Practice Hours'],
      ['1000+', 'Success Stories'],
    ],
    stories: ['Ch. Venkata Ramana', 'K. Sravani', 'M. Naresh Babu'],
    videoTestimonial: 'Naveen Kumar Reddy',
  },
  {
    id: 'tgpsc-groups',
    exam: 'TGPSC',
    title: 'TGPSC Groups',
    stats: [
      ['120+', 'TGPSC Ranks'],
      ['20+', 'Expert Faculty'],
      ['400+', 'Practice Hours'],
      ['800+', 'Success Stories'],
    ],
    stories: ['B. Sai Pallavi', 'Md. Abdul Rahim', 'G. Ramya'],
    videoTestimonial: null,
  },
] as const;

for (const g of groups) {
  test(`${g.title}: quiz button, stats, Why Choose Us, courses, resources, testimonials, stories and FAQ`, async ({
    page,
  }) => {
    await skipPopups(page);
    await page.goto(`/courses/${g.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(g.title);
    await expect(page.getByTestId('lead-form')).toBeVisible();

    const quiz = page.getByRole('link', { name: "Take Today's Free Quiz" });
    await expect(quiz).toHaveAttribute('href', `/courses/${g.id}/current-affairs-quiz`);
    await expect(quiz).toHaveCSS('background-color', 'oklch(0.852 0.199 91.936)'); // Tailwind yellow-400
    await expect(page.getByTestId('quiz-streak')).toHaveText('Streak: 0 days');

    const band = page.getByRole('region', { name: `${g.exam} results in numbers` });
    await band.scrollIntoViewIfNeeded();
    await expectStats(
      band,
      g.stats.map(([n, l]) => [n, l]),
    );

    await expect(section(page, 'Why Choose Us').getByTestId('feature-card')).toHaveCount(6);
    const courses = section(page, `${g.exam} Courses`);
    await expect(courses.getByRole('group', { name: 'Filter courses' })).toBeVisible();
    await expect(courses.getByRole('link', { name: /^Buy Now/ }).first()).toHaveAttribute(
      'href',
      `${STORE}/courses/${g.id.replace('-groups', '')}-group-1-prelims-mains-live?utm_source=website&utm_medium=course_page&utm_campaign=${g.id}`,
    );

    const resources = section(page, 'Study Resources');
    for (const [name, path] of [
      ['Current Affairs', 'current-affairs'],
      ['Mains Answer Writing', 'mains-answer-writing'],
      ['Current Affairs Quiz', 'current-affairs-quiz'],
      ['Current Affairs PDFs', 'current-affairs-pdfs'],
    ]) {
      await expect(resources.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/courses/${g.id}/${path}`,
      );
    }

    const testimonials = section(page, 'Video Testimonials');
    if (g.videoTestimonial) {
      await expect(testimonials.getByTestId('video-card')).toHaveCount(1);
      await expect(testimonials.getByRole('heading', { name: g.videoTestimonial })).toBeVisible();
      await expect(testimonials.getByRole('link', { name: /^Play video: / })).toHaveAttribute(
        'data-video-id',
        /^[\w-]{11}$/,
      );
    } else {
      await expect(testimonials).toContainText('No testimonials available yet.');
      await expect(testimonials.getByRole('link', { name: "Read our students' written stories" })).toHaveAttribute(
        'href',
        `/testimonials?course=${g.id}`,
      );
    }

    await expect(section(page, 'Success Stories').getByTestId('success-story').getByRole('heading')).toHaveText([
      ...g.stories,
    ]);
    await expect(section(page, 'Frequently Asked Questions').getByTestId('faq-item')).toHaveCount(6);
  });
}

test.describe('the APPSC Groups course filter', () => {
  const expected = {
    'Group 1': [
      'APPSC Group 1 Prelims + Mains LIVE Batch',
      'APPSC Group 1 Mains Test Series',
      'APPSC Group 1 Complete Recorded Course',
      'Group 1 & Group 2 Current Affairs Test Series',
    ],
    'Group 2': [
      'APPSC Group 2 Live Batch (Telugu Medium)',
      'APPSC Group 2 Recorded Lectures',
      'APPSC Group 2 Prelims Test series',
      'Group 1 & Group 2 Current Affairs Test Series',
    ],
    // "Test series" and "LIVE" in other cases still match.
    'Test Series': [
      'APPSC Group 1 Mains Test Series',
      'APPSC Group 2 Prelims Test series',
      'Group 1 & Group 2 Current Affairs Test Series',
    ],
    Live: ['APPSC Group 1 Prelims + Mains LIVE Batch', 'APPSC Group 2 Live Batch (Telugu Medium)'],
    Recorded: ['APPSC Group 1 Complete Recorded Course', 'APPSC Group 2 Recorded Lectures'],
  };

  test.beforeEach(async ({ page }) => {
    await skipPopups(page);
    await page.goto('/courses/appsc-groups');
  });

  const shownTitles = (page: Page) => section(page, 'APPSC Courses').locator('[data-testid="course-offer"]:visible h3');

  test('shows Group 1 courses by default', async ({ page }) => {
    const filter = page.getByRole('group', { name: 'Filter courses' });
    await expect(filter.getByRole('radio', { name: 'Group 1' })).toBeChecked();
    await expect(shownTitles(page)).toHaveText(expected['Group 1']);
    await expect(page.getByTestId('filter-status').locator('p:visible')).toHaveText('Showing 4 of 7 courses');
  });

  for (const [label, titles] of Object.entries(expected)) {
    test(`${label} shows the courses whose title contains it, in any case`, async ({ page }) => {
      const filter = page.getByRole('group', { name: 'Filter courses' });
      await filter.getByText(label, { exact: true }).click();
      await expect(filter.getByRole('radio', { name: label })).toBeChecked();
      await expect(shownTitles(page)).toHaveText(titles);
      await expect(page.getByTestId('filter-status').locator('p:visible')).toHaveText(
        `Showing ${titles.length} of 7 courses`,
      );
    });
  }

  test('works with the keyboard: arrow keys move between filters', async ({ page }) => {
    const filter = page.getByRole('group', { name: 'Filter courses' });
    await filter.getByRole('radio', { name: 'Group 1' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(filter.getByRole('radio', { name: 'Group 2' })).toBeChecked();
    await expect(shownTitles(page)).toHaveText(expected['Group 2']);
  });
});

test.describe('the FAQ accordion', () => {
  test('one answer open at a time, and an open one closes again', async ({ page }) => {
    await skipPopups(page);
    await page.goto('/courses/appsc-groups');
    const faq = section(page, 'Frequently Asked Questions');
    const items = faq.getByTestId('faq-item');
    const question = (i: number) => items.nth(i).locator('summary');
    const answer = (i: number) => items.nth(i).getByRole('paragraph');

    await expect(answer(0)).toBeVisible();
    await expect(answer(0)).toHaveText(/^Group 1 \(Prelims, Mains and interview\)/);
    await expect(answer(1)).toBeHidden();

    await question(1).click();
    await expect(answer(1)).toHaveText(/^Yes\. Every batch has English and Telugu medium sections/);
    await expect(answer(0)).toBeHidden();
    await expect(faq.locator('details[open]')).toHaveCount(1);

    await question(1).click();
    await expect(answer(1)).toBeHidden();
    await expect(faq.locator('details[open]')).toHaveCount(0);
  });
});

test.describe('the quiz streak badge', () => {
  /** The badge, scrolled to as a visitor does: its script loads as it comes near the screen. */
  async function streakBadge(page: Page) {
    const badge = page.getByTestId('quiz-streak');
    await badge.scrollIntoViewIfNeeded();
    return badge;
  }

  test('reads the streak stored by the quiz pages', async ({ page }) => {
    await skipPopups(page);
    await page.addInitScript(() => {
      const d = new Date();
      const today = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      localStorage.setItem('quiz_streak', JSON.stringify({ days: 6, lastDate: today }));
    });
    await page.goto('/courses/tgpsc-groups');
    await expect(await streakBadge(page)).toHaveText('Streak: 6 days');
  });

  for (const [what, stored] of [
    ['nothing stored', null],
    ['a broken value', '{"days":'],
    ['a lapsed streak (last quiz long ago)', JSON.stringify({ days: 9, lastDate: '2020-01-01' })],
  ] as const) {
    test(`shows 0 for ${what}`, async ({ page }) => {
      await skipPopups(page);
      if (stored) await page.addInitScript((value) => localStorage.setItem('quiz_streak', value), stored);
      await page.goto('/courses/appsc-groups');
      await expect(await streakBadge(page)).toHaveText('Streak: 0 days');
    });
  }
});

test.describe('the action bar', () => {
  test('on a phone holds Call, WhatsApp and Free Counseling, which goes back to the lead form', async ({ page }) => {
    await skipPopups(page);
    await page.goto('/courses/appsc-groups');
    const bar = page.getByRole('navigation', { name: 'Quick actions' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:+${phones.main.e164}`);
    const whatsapp = bar.getByRole('link', { name: 'WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${phones.main.e164}`));
    await expect(whatsapp).toHaveAttribute('target', '_blank');

    // It stays on screen while scrolling, at the bottom edge.
    await section(page, 'Frequently Asked Questions').scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeCloseTo(800, 0);

    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(1000);
    await bar.getByRole('link', { name: 'Free Counseling' }).click();
    await expect(page.getByTestId('lead-form')).toBeInViewport();
  });

  test.describe('on a desktop', () => {
    test.use(desktop);
    test('is not shown', async ({ page }) => {
      await skipPopups(page);
      await page.goto('/courses/tgpsc-groups');
      await expect(page.getByRole('navigation', { name: 'Quick actions' })).toBeHidden();
    });
  });
});

test.describe('Degree with IAS', () => {
  test('shows every section the spec names, in order', async ({ page }) => {
    await skipPopups(page);
    await page.goto('/courses/degree-ias');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Degree with IAS');
    await expect(page.getByRole('heading', { level: 2 })).toContainText([
      'Our Legacy of Success',
      "Director's Vision & Campus Videos",
      'Our Rankers',
      'Your Blueprint for First-Attempt Success',
      'Guest Lectures',
      'Our Formula for Success',
      'Our Campuses',
      'Our 7-Fold Focus for Success',
      'Vibrant Student Activities',
      "Our Director's Vision",
      'Admissions are open for the June batch',
      'Enquire Now',
    ]);

    await expectStats(section(page, 'Our Legacy of Success'), [
      ['150+', 'IAS Ranks'],
      ['98+', 'APPSC Group-1 Ranks'],
      ['40+', 'Expert Faculty'],
      [`${indiaMonth(new Date()).year - academy.founded - 1}+`, 'Years of Excellence'],
    ]);
    await expect(section(page, "Director's Vision & Campus Videos").getByTestId('video-card')).toHaveCount(3);
    const rankers = page.getByRole('region', { name: 'Ranker photos' });
    await expect(rankers.getByTestId('ranker')).toHaveCount(8);
    await expect(rankers.getByTestId('ranker').first()).toHaveText(
      /^\s*Lakshmi Prasanna K\.\s*AIR 48\s*UPSC CSE 2023\s*$/,
    );
    await expect(
      section(page, 'Your Blueprint for First-Attempt Success').getByRole('heading', { level: 3 }),
    ).toHaveText(['Foundation', 'Core General Studies and Optional', 'Prelims, Mains and Interview']);
    await expect(
      section(page, 'Guest Lectures')
        .getByRole('listitem')
        .filter({ has: page.getByRole('img') }),
    ).toHaveCount(3);
    await expect(section(page, 'Our Formula for Success')).toHaveText(
      /6 hrs\s*Classes\s*\+\s*plus\s*6 hrs\s*Guided Self-Study\s*\+\s*plus\s*30 min\s*Daily Test\s*\+\s*plus\s*1 hr\s*Sports\s*=\s*equals\s*First-Attempt Success/,
    );
    const campuses = section(page, 'Our Campuses');
    await expect(campuses.getByRole('heading', { level: 3 })).toHaveText([
      'Vijayawada, Benz Circle',
      'Vijayawada, Kanuru',
      'Vijayawada, Kankipadu',
      'Hyderabad, Ashoknagar',
    ]);
    await expect(campuses.getByRole('link', { name: /^View on Maps/ })).toHaveCount(4);
    await expect(section(page, 'Our 7-Fold Focus for Success').getByTestId('feature-card')).toHaveCount(7);
    const activities = section(page, 'Vibrant Student Activities');
    await expect(
      activities.getByRole('region', { name: 'Sports, Clubs and Wellness' }).getByRole('listitem'),
    ).toHaveCount(4);
    await expect(
      activities.getByRole('region', { name: 'Culture and Celebrations' }).getByRole('listitem'),
    ).toHaveCount(4);
    await expect(section(page, "Our Director's Vision")).toContainText('Dr. K. Venkata Ramana');
  });

  test('Enroll Now scrolls to the registration form', async ({ page }) => {
    await skipPopups(page);
    await page.goto('/courses/degree-ias');
    const form = page.locator('#register-form');
    await expect(form).not.toBeInViewport();
    await page.getByRole('link', { name: 'Enroll Now' }).click();
    await expect(form).toBeInViewport();
    await expect(page).toHaveURL(/#register-form$/);
    await expect(form.getByLabel('Full Name')).toBeVisible();
  });

  test('the carousels step on their own every 2500, 3000 and 3500 ms and rewind at the end', async ({ page }) => {
    await skipPopups(page);
    await page.goto('/courses/degree-ias');
    await expect(page.locator('auto-carousel')).toHaveCount(3);
    expect(
      await page.locator('auto-carousel').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.interval)),
    ).toEqual(['2500', '3000', '3500']);

    const rankers = page.getByRole('region', { name: 'Ranker photos' });
    const track = rankers.getByRole('list');
    await rankers.scrollIntoViewIfNeeded();
    const scrollLeft = () => track.evaluate((el) => el.scrollLeft);
    await expect.poll(scrollLeft, { timeout: 4000 }).toBeGreaterThan(0);

    // At the end it goes back to the first card.
    await track.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await page.mouse.move(0, 0);
    await expect.poll(scrollLeft, { timeout: 4000 }).toBe(0);

    // Pause holds it still; Next still moves it.
    await rankers.getByRole('button', { name: 'Pause carousel' }).click();
    await expect(rankers.getByRole('button', { name: 'Play carousel' })).toBeVisible();
    await rankers.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(scrollLeft).toBeGreaterThan(0);
  });

  test('the call-back modal shows once per session and closes with its close button', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.clock.install();
    await page.goto('/courses/degree-ias');
    const modal = page.getByRole('dialog', { name: 'Get a Free Call Back' });
    await expect(modal).toBeHidden();
    await page.clock.runFor(5000);
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('Full Name')).toBeVisible();
    await expect(modal.getByLabel('Course')).toContainText('Degree+IAS');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();

    await page.reload({ waitUntil: 'load' });
    await page.clock.runFor(60_000);
    await expect(modal).toBeHidden();

    const fresh = await freshSession(browser, baseURL);
    await fresh.page.clock.install();
    await fresh.page.goto('/courses/degree-ias');
    await fresh.page.clock.runFor(5000);
    await expect(fresh.page.getByRole('dialog', { name: 'Get a Free Call Back' })).toBeVisible();
    await fresh.context.close();
  });

  test('a request sent from the call-back modal reaches the endpoint and closes the modal', async ({ page }) => {
    const email = uniqueEmail('degree-modal');
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page.clock.install();
    await page.goto('/courses/degree-ias');
    await page.clock.runFor(5000);
    const modal = page.getByRole('dialog', { name: 'Get a Free Call Back' });
    await modal.getByLabel('Full Name').fill('Lakshmi Devi');
    await modal.getByLabel('Email Address').fill(email);
    await modal.getByLabel('Phone Number').fill('9876501234');
    await modal.getByLabel('Course').selectOption('degree-ias');
    await agree(modal);
    await modal.getByRole('button', { name: 'Request a Call Back' }).click();

    await expect.poll(() => alerts).toEqual(['Thank you! We will get back to you soon.']);
    await expect(modal).toBeHidden();
    const rows = await captured(email);
    expect(rows.map((r) => r.body)).toEqual([
      {
        id: expect.any(String),
        form: 'callback',
        consent: { notice: NOTICE_VERSION, at: expect.any(String), lang: 'en' },
        name: 'Lakshmi Devi',
        email,
        phone: '9876501234',
        course: 'degree-ias',
        message: '',
      },
    ]);
  });
});
