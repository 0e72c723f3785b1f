/**
 * The course pages built from the shared sections (spec document 1 §2, §4, §9): UPSC, IIT, NEET,
 * CLAT, Inter + IAS, Judicial Services, Bank & SSC, Degree College and Junior College — their
 * sections, texts, figures and prices; the stats band, faculty carousel, video player, Buy Now
 * and magazine links, the lead form's placement, and the UPSC enquiry section.
 */
import { readFileSync, statSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect, desktop, uniqueEmail, captured, hydrated, agree } from '../support/fixtures';
import { NOTICE_VERSION } from '../../src/lib/leads/lead-consent';
import { fileForPath } from '../support/dist';
import { courseById, courses, type CourseId } from '../../src/data/courses';
import { lastMonths } from '../../src/lib/months';
import { STORE_ORIGIN } from '../../src/data/store-links';

/** Each route: the section headings it shows (besides the hero) and the number of video cards. */
const routes: { id: CourseId; sections: string[]; videos: number; firstSlide: string }[] = [
  {
    id: 'upsc',
    firstSlide: 'Your Journey to the IAS Begins Here',
    sections: [
      'Get Free Counselling',
      'Monthly Current Affairs Magazines',
      'Free Study Resources',
      'Current Affairs PDFs',
      'Our UPSC Courses',
      'All UPSC Programmes and Fees',
      'A Plan for Every Stage of the Exam',
      'Why Choose Us',
      'Video Lectures',
      'About Our UPSC Civil Services Programme',
      'Enquire Now',
    ],
    videos: 3,
  },
  {
    id: 'iit',
    firstSlide: 'Crack JEE with Concepts, Not Cramming',
    sections: [
      'Get Free Counselling',
      'Why Choose Us for IIT-JEE',
      'Programmes for Every Stage',
      'Meet Our Expert Faculty',
      'Video Lectures',
      'About Our IIT-JEE Programme',
    ],
    videos: 3,
  },
  {
    id: 'neet',
    firstSlide: 'Your White Coat Starts Here',
    sections: [
      'Get Free Counselling',
      'Why Choose Us for NEET',
      'Programmes for Every Stage',
      'Meet Our Expert Faculty',
      'Video Lectures',
      'About Our NEET Programme',
    ],
    videos: 6,
  },
  {
    id: 'clat',
    firstSlide: 'Your Path to a National Law University',
    sections: ['Why Choose Us for CLAT', 'Request a Call Back', 'Video Lectures', 'About Our CLAT Programme'],
    videos: 3,
  },
  {
    id: 'inter-ias',
    firstSlide: 'Start Your IAS Journey at 16',
    sections: [
      'Why Choose Our Inter + IAS Programme',
      'Request a Call Back',
      'Video Lectures',
      'About the Inter + IAS Programme',
    ],
    videos: 3,
  },
  {
    id: 'judicial-services',
    firstSlide: 'Prepare for the Bench',
    sections: [
      'Why Choose Us for Judicial Services',
      'Request a Call Back',
      'Video Lectures',
      'About Our Judicial Services Programme',
    ],
    videos: 3,
  },
  {
    id: 'bank-ssc',
    firstSlide: 'Your Government Job Starts Here',
    sections: ['Request a Call Back', 'Our Unique Features', 'Bank & SSC Courses', 'Video Lectures'],
    videos: 3,
  },
  {
    id: 'degree-college',
    firstSlide: 'A Degree That Opens Doors',
    sections: ['Request a Call Back', 'Our Unique Features', 'Video Lectures'],
    videos: 3,
  },
  {
    id: 'junior-college',
    firstSlide: 'Two Years That Shape Your Future',
    sections: ['Request a Call Back', 'Our Unique Features', 'Video Lectures'],
    videos: 3,
  },
];

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Every Buy Now link in a scope goes to the store with the page's utm parameters, in a new tab. */
async function expectStoreLinks(links: Locator, campaign: string, count: number) {
  await expect(links).toHaveCount(count);
  for (const link of await links.all()) {
    const url = new URL((await link.getAttribute('href'))!);
    expect(url.origin).toBe(STORE_ORIGIN);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      utm_source: 'website',
      utm_medium: 'course_page',
      utm_campaign: campaign,
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
}

test.describe('every course page', () => {
  for (const { id, sections, videos, firstSlide } of routes) {
    test(`/courses/${id} opens at the top with its title, hero and sections`, async ({ page }) => {
      const course = courseById(id);
      await page.goto(`/courses/${id}`);
      expect(await page.evaluate(() => scrollY)).toBe(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
      const hero = region(page, `${course.title} highlights`);
      await expect(hero.getByRole('heading', { name: firstSlide })).toBeVisible();
      const slide = hero.getByRole('group', { name: /^1 of \d$/ }).getByRole('img');
      await expect(slide).toHaveAttribute('loading', 'eager');
      await expect(slide).toHaveAttribute('fetchpriority', 'high');
      for (const name of sections) await expect(region(page, name), name).toBeAttached();
      // Video cards: our own still (never a request to YouTube), duration, title and description.
      const cards = region(page, 'Video Lectures').getByTestId('video-card');
      await expect(cards).toHaveCount(videos);
      for (const card of await cards.all()) {
        await expect(card.locator('img')).toHaveAttribute('src', /^\/_astro\/.+\.webp$/);
        await expect(card.getByRole('link', { name: /^Play video: .+ \(\d\d:\d\d\)$/ })).toBeAttached();
        await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
        await expect(card.locator('p')).not.toBeEmpty();
      }
    });
  }

  test('every form on a course page opens with that course chosen in its HTML, where the form offers it', () => {
    for (const { id } of courses) {
      const html = readFileSync(fileForPath(`/courses/${id}/`)!, 'utf8');
      const selects = [...html.matchAll(/<select[^>]*name="course"[^>]*>([\s\S]*?)<\/select>/g)];
      const chosen = selects.map(([, options]) => /<option value="([^"]*)" selected=""/.exec(options)?.[1] ?? '');
      expect(chosen.length, id).toBeGreaterThan(0);
      // The combined APPSC & TGPSC page leaves the choice between the two to the visitor.
      expect(chosen, id).toEqual(chosen.map(() => (id === 'appsc-tgpsc' ? '' : id)));
    }
  });

  test('Bank & SSC, Degree College and Junior College show six Our Unique Features cards', async ({ page }) => {
    for (const id of ['bank-ssc', 'degree-college', 'junior-college']) {
      await page.goto(`/courses/${id}`);
      await expect(region(page, 'Our Unique Features').getByTestId('feature-card')).toHaveCount(6);
    }
  });

  test('the page counts its views from 5,000 to 14,999 and shows them with Indian grouping', async ({ page }) => {
    await page.goto('/courses/neet');
    const views = page.getByTestId('page-views');
    await expect(views).toHaveText(/^\d{1,2},\d{3} views$/);
    const count = Number((await views.textContent())!.replace(/\D/g, ''));
    expect(count).toBeGreaterThanOrEqual(5000);
    expect(count).toBeLessThanOrEqual(14999);
  });
});

test.describe('UPSC', () => {
  test('shows the stats, both PDF banners and the resources', async ({ page, request }) => {
    await page.goto('/courses/upsc');
    const stats = page.getByRole('region', { name: 'Our results in numbers' });
    for (const [figure, label] of [
      // The academy's figures (src/data/figures.ts), not the 300+ and 70+ of spec §9.
      ['150+', 'IAS Ranks'],
      ['40+', 'Expert Faculty'],
      ['100+', 'Practice Hours'],
      ['1000+', 'Hours of Teaching'],
    ]) {
      await expect(stats.getByRole('definition').filter({ hasText: figure }).first()).toBeAttached();
      await expect(stats.getByRole('term').filter({ hasText: label })).toBeAttached();
    }

    const banners = page.getByTestId('pdf-banner');
    await expect(banners).toHaveCount(2);
    await expect(banners.nth(0).getByRole('heading')).toHaveText('UPSC Prelims 2025 Answer Key: GS Paper I (Set B)');
    await expect(banners.nth(1).getByRole('heading')).toHaveText('UPSC Prelims 2025 Question Paper with Answers');
    for (const banner of await banners.all()) {
      const link = banner.getByRole('link');
      await expect(link).toHaveAttribute('target', '_blank');
      const response = await request.get((await link.getAttribute('href'))!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }

    const resources = region(page, 'Free Study Resources').getByRole('link');
    await expect(resources).toHaveText([
      'Current Affairs',
      'Mains Answer Writing',
      'Current Affairs Quiz',
      'Current Affairs PDFs',
    ]);
    for (const [i, path] of [
      'current-affairs',
      'mains-answer-writing',
      'current-affairs-quiz',
      'current-affairs-pdfs',
    ].entries()) {
      await expect(resources.nth(i)).toHaveAttribute('href', `/courses/upsc/${path}`);
    }
    const pdfs = region(page, 'Current Affairs PDFs');
    await expect(pdfs.getByRole('link', { name: 'Browse all PDFs' })).toHaveAttribute(
      'href',
      '/courses/upsc/current-affairs-pdfs',
    );
    await pdfs.scrollIntoViewIfNeeded();
    await expect(pdfs.getByRole('button', { name: /Download PDF/ }).first()).toBeVisible();
  });

  test('lists every programme with its price in rupees, and Buy Now carries utm parameters', async ({ page }) => {
    await page.goto('/courses/upsc');
    const cards = region(page, 'Our UPSC Courses').getByTestId('course-offer');
    await expect(cards.getByRole('heading')).toHaveText([
      'UPSC Foundation Course (Prelims + Mains)',
      'Mains Enrichment Programme',
      'Mains Test Series',
      'Personal Mentorship Programme',
    ]);
    await expect(cards.getByTestId('price')).toHaveText(['₹1,20,000', '₹30,000', '₹15,999', '₹49,999']);

    const list = region(page, 'All UPSC Programmes and Fees').getByTestId('programme');
    const rows = await list.evaluateAll((items) =>
      items.map((li) => [
        li.querySelector('h3')!.textContent!.trim(),
        li.querySelector('p')!.textContent!.trim(),
        li.querySelector('[data-testid=price]')!.textContent!.trim(),
      ]),
    );
    expect(rows).toEqual([
      ['UPSC Foundation Course (Prelims + Mains)', 'Online · live + recorded · 12 months', '₹1,20,000'],
      ['UPSC Foundation Course (Prelims + Mains)', 'Offline · Hyderabad (Ashoknagar) · 12 months', '₹1,20,000'],
      ['UPSC Foundation Course (Prelims + Mains)', 'Offline · Vijayawada (Benz Circle) · 12 months', '₹1,20,000'],
      ['Mains Enrichment Programme', 'Online & offline · 4 months', '₹30,000'],
      ['Mains Test Series', 'Online & offline · 16 tests · 5 months', '₹15,999'],
      ['Personal Mentorship Programme', 'Online · 12 months', '₹49,999'],
      ['Personal Mentorship with Video Lectures', 'Online · 12 months', '₹59,999'],
      ['Anthropology Optional', 'Online · recorded · 6 months', '₹4,999'],
      ['Prelims Test Series', 'Online · 30 tests', '₹999'],
    ]);

    await expectStoreLinks(page.getByRole('link', { name: /^Buy Now/ }), 'upsc', 13);
    await expect(
      page.getByRole('link', { name: /^Buy Now\W+Mains Test Series \(opens in a new tab\)$/ }).first(),
    ).toHaveAttribute(
      'href',
      `${STORE_ORIGIN}/courses/upsc-mains-test-series?utm_source=website&utm_medium=course_page&utm_campaign=upsc`,
    );
  });

  test('offers both monthly magazines for each of the last 12 months, newest first', async ({ page }) => {
    await page.goto('/courses/upsc');
    // The months come from the build date: the page's file time.
    const months = lastMonths(statSync(fileForPath('/courses/upsc')!).mtime);
    const magazines = page.getByTestId('magazine');
    await expect(magazines.getByRole('heading')).toHaveText([
      'Current Affairs Monthly (English)',
      'Current Affairs Monthly (Telugu)',
    ]);
    for (const [i, slug] of ['english', 'telugu'].entries()) {
      const links = magazines.nth(i).getByRole('link');
      await expect(links).toHaveCount(12);
      await expect(links).toContainText(months.map((m) => m.label));
      for (const [j, link] of (await links.all()).entries()) {
        const url = new URL((await link.getAttribute('href'))!);
        expect(url.origin + url.pathname).toBe(
          `${STORE_ORIGIN}/magazines/current-affairs-monthly-${slug}/${months[j].slug}`,
        );
        expect(Object.fromEntries(url.searchParams)).toEqual({
          utm_source: 'website',
          utm_medium: 'course_page',
          utm_campaign: 'upsc',
          utm_content: 'magazine',
        });
        await expect(link).toHaveAttribute('target', '_blank');
      }
    }
  });

  test('?scrollTo=enquire scrolls to the enquiry section; the plain page stays at the top', async ({ page }) => {
    await page.goto('/courses/upsc?scrollTo=enquire');
    const section = page.locator('#enquire-section');
    await expect(section).toBeInViewport();
    await expect(section.getByRole('heading', { name: 'Enquire Now' })).toBeVisible();
    await expect(section.getByLabel('Message')).toBeVisible();

    await page.goto('/courses/upsc');
    await page.waitForTimeout(300); // longer than the 100 ms scroll delay: nothing may move
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await expect(section).not.toBeInViewport();
  });
});

test.describe('IIT and NEET', () => {
  test('IIT shows its stats, the 650+ IIT placements claim and five faculty', async ({ page }) => {
    await page.goto('/courses/iit');
    const figures = page.getByTestId('stat');
    await expect(figures.getByRole('term')).toHaveText([
      'IIT Ranks',
      'Expert Faculty',
      'Practice Exams',
      'Training Hours',
    ]);
    await expect(figures.locator('.sr-only')).toHaveText(['300+', '40+', '300+', '5000+']);
    await expect(
      region(page, 'Why Choose Us for IIT-JEE').getByRole('heading', { name: '650+ IIT Placements' }),
    ).toBeVisible();
    await expect(region(page, 'Meet Our Expert Faculty').getByTestId('faculty-card')).toHaveCount(5);
  });

  test('NEET shows six videos and five faculty, and no figures: the academy has given none for NEET', async ({
    page,
  }) => {
    await page.goto('/courses/neet');
    await expect(page.getByRole('region', { name: 'Our results in numbers' })).toHaveCount(0);
    await expect(page.getByTestId('stat')).toHaveCount(0);
    await expect(region(page, 'Video Lectures').getByTestId('video-card')).toHaveCount(6);
    await expect(region(page, 'Meet Our Expert Faculty').getByTestId('faculty-card')).toHaveCount(5);
  });

  test('the lead form opens with IIT-JEE chosen, sends a call-back request and clears its fields', async ({ page }) => {
    const email = uniqueEmail('lead');
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page.goto('/courses/iit');
    const form = region(page, 'Get Free Counselling');
    const name = form.getByLabel('Full Name');
    await name.fill('Ravi Teja');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Phone Number').fill('9123456780');
    const course = form.getByLabel('Course');
    await expect(course.locator('option').nth(0)).toHaveText('Select a course');
    await expect(course.locator('option').last()).toHaveText('6th to 10th Foundation');
    await expect(course).toHaveValue('iit');
    await agree(form);
    await form.getByRole('button', { name: 'Request a Call Back' }).click();

    await expect.poll(() => alerts).toEqual(['Thank you! We will get back to you soon.']);
    await expect(name).toHaveValue('');
    await expect(course).toHaveValue('iit');
    const rows = await captured(email);
    expect(rows).toHaveLength(1);
    expect(rows[0].body).toEqual({
      id: expect.any(String),
      form: 'callback',
      consent: { notice: NOTICE_VERSION, at: expect.any(String), lang: 'en' },
      name: 'Ravi Teja',
      email,
      phone: '9123456780',
      course: 'iit',
      message: '',
    });
  });
});

test.describe('Bank & SSC', () => {
  test('shows each course with its price and a Buy Now link to the store', async ({ page }) => {
    await page.goto('/courses/bank-ssc');
    const cards = region(page, 'Bank & SSC Courses').getByTestId('course-offer');
    const pairs = await cards.evaluateAll((items) =>
      items.map((li) => [
        li.querySelector('h3')!.textContent!.trim(),
        li.querySelector('[data-testid=price]')!.textContent!.trim(),
      ]),
    );
    expect(pairs).toEqual([
      ['IBPS PO', '₹24,999'],
      ['SBI PO', '₹29,999'],
      ['SSC CGL', '₹24,999'],
      ['Bank Clerk (IBPS & SBI)', '₹19,999'],
      ['RRB NTPC', '₹22,999'],
    ]);
    await expectStoreLinks(cards.getByRole('link', { name: /^Buy Now/ }), 'bank-ssc', 5);
  });
});

test.describe('stats band', () => {
  const record = () => {
    // Every figure the band's first stat shows, with the time, from the first paint on.
    const w = window as unknown as { __figures: [string, number][] };
    w.__figures = [];
    new MutationObserver(() => {
      const figure = document.querySelector('[data-testid=stat-figure]');
      if (figure) w.__figures.push([figure.textContent!, performance.now()]);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  };
  const seen = (page: Page) => page.evaluate(() => (window as unknown as { __figures: [string, number][] }).__figures);
  const texts = async (page: Page) => (await seen(page)).map(([text]) => text);

  test('counts up from 0 to each target in about 2 seconds once it is in view', async ({ page }) => {
    await page.addInitScript(record);
    await page.goto('/courses/iit');
    const band = page.getByRole('region', { name: 'Our results in numbers' });
    await band.scrollIntoViewIfNeeded();
    await expect.poll(() => texts(page)).toContain('0+');
    await expect.poll(async () => (await texts(page)).at(-1), { timeout: 6000 }).toBe('300+');
    await expect(band.getByTestId('stat-figure')).toHaveText(['300+', '40+', '300+', '5000+']);

    const figures = await seen(page);
    const counted = figures.slice(figures.findIndex(([text]) => text === '0+'));
    const values = counted.map(([text]) => Number(text.replace('+', '')));
    expect(new Set(values).size).toBeGreaterThan(20); // 60 steps of 5; a paint may show several at once
    expect(values.every((v, i) => i === 0 || v >= values[i - 1])).toBe(true);
    const end = counted.find(([text]) => text === '300+')!;
    const took = end[1] - counted[0][1];
    expect(took).toBeGreaterThan(1800);
    expect(took).toBeLessThan(5000);
  });

  test('shows the final figures at once with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript(record);
    await page.goto('/courses/iit');
    const band = page.getByRole('region', { name: 'Our results in numbers' });
    await band.scrollIntoViewIfNeeded();
    await hydrated(page, 'StatsCounter');
    await expect(band.getByTestId('stat-figure')).toHaveText(['300+', '40+', '300+', '5000+']);
    await page.waitForTimeout(500);
    expect(await texts(page)).not.toContain('0+');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the final figures', async ({ page }) => {
      await page.goto('/courses/upsc');
      await expect(page.getByTestId('stat-figure')).toHaveText(['150+', '40+', '100+', '1000+']);
    });
  });
});

test.describe('faculty carousel', () => {
  test('is a stacked list on a 360 px phone', async ({ page }) => {
    await page.goto('/courses/neet');
    const section = region(page, 'Meet Our Expert Faculty');
    await section.scrollIntoViewIfNeeded();
    await hydrated(page, 'CardCarousel');
    const cards = section.getByTestId('faculty-card');
    const boxes = await Promise.all((await cards.all()).map((c) => c.boundingBox()));
    expect(boxes).toHaveLength(5);
    for (const [i, box] of boxes.entries()) {
      expect(box!.x).toBe(boxes[0]!.x);
      expect(box!.width).toBeGreaterThan(300);
      if (i > 0) expect(box!.y).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height);
    }
    const dots = section.locator('button[aria-label^="Show "]');
    await expect(dots).toHaveCount(5);
    await expect(dots.first()).toBeHidden();
    await expect(section.locator('.swiper')).not.toHaveClass(/swiper-initialized/);
  });

  test.describe('on a desktop', () => {
    test.use(desktop);

    test('shows three at a time, moves on by itself and follows the dots', async ({ page }) => {
      await page.goto('/courses/iit');
      const section = region(page, 'Meet Our Expert Faculty');
      await section.scrollIntoViewIfNeeded();
      await hydrated(page, 'CardCarousel');
      await expect(section.locator('.swiper')).toHaveClass(/swiper-initialized/);
      const inView = section.getByTestId('faculty-card').filter({ visible: true });
      const current = section.getByRole('button', { name: /^Show / }).and(section.locator('[aria-current="true"]'));
      await expect(current).toHaveAccessibleName('Show Dr. Srinivasa Rao K.');
      // Autoplay: 1800 ms per move.
      await expect(current).toHaveAccessibleName('Show Mrs. Lakshmi Prasanna', { timeout: 4000 });
      await section.getByRole('button', { name: 'Pause faculty carousel' }).click();
      await section.getByRole('button', { name: 'Show Mr. Venkatesh Babu' }).click();
      await expect(current).toHaveAccessibleName('Show Mr. Venkatesh Babu');
      await expect(section.locator('.swiper-slide-active')).toHaveAttribute('aria-label', '5 of 5: Mr. Venkatesh Babu');
      const fullyInView = () =>
        section.locator('.swiper-slide').evaluateAll((slides) =>
          slides
            .filter((s) => {
              const r = s.getBoundingClientRect();
              const frame = s.closest('.swiper')!.getBoundingClientRect();
              return r.left >= frame.left - 1 && r.right <= frame.right + 1;
            })
            .map((s) => s.getAttribute('aria-label')),
        );
      // Looping: after the last card come the first ones again.
      await expect
        .poll(fullyInView)
        .toEqual(['5 of 5: Mr. Venkatesh Babu', '1 of 5: Dr. Srinivasa Rao K.', '2 of 5: Mrs. Lakshmi Prasanna']);
      expect(await inView.count()).toBeGreaterThanOrEqual(3);
    });
  });
});

test.describe('video lectures', () => {
  test('open in the modal player only after a play, with a youtube-nocookie iframe, and close', async ({ page }) => {
    const youtube: string[] = [];
    page.on('request', (r) => /youtube|ytimg/.test(r.url()) && youtube.push(r.url()));
    await page.goto('/courses/upsc');
    const section = region(page, 'Video Lectures');
    await section.scrollIntoViewIfNeeded();
    await hydrated(page, 'VideoPlayer');
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(youtube).toEqual([]);

    const play = section.getByRole('link', {
      name: 'Play video: Indian Polity: Fundamental Rights in 20 Minutes (21:40)',
    });
    await play.click();
    const dialog = page.getByRole('dialog', { name: 'Indian Polity: Fundamental Rights in 20 Minutes' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Up5cPol1tyA?autoplay=1&rel=0',
    );
    await expect(dialog.getByRole('button', { name: 'Close video' })).toBeFocused();

    await dialog.getByRole('button', { name: 'Close video' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(play).toBeFocused();
    expect(page.url()).toMatch(/\/courses\/upsc$/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a card links to the video on YouTube in a new tab', async ({ page }) => {
      await page.goto('/courses/neet');
      const play = page.getByRole('link', { name: /^Play video: Cell Division/ });
      await expect(play).toHaveAttribute('href', 'https://www.youtube.com/watch?v=NeetCellDv1');
      await expect(play).toHaveAttribute('target', '_blank');
    });
  });
});

test.describe('the lead form', () => {
  test('sits inline under the hero on a phone', async ({ page }) => {
    await page.goto('/courses/upsc');
    const hero = region(page, 'UPSC Civil Services highlights');
    const form = region(page, 'Get Free Counselling');
    const [h, f] = [await hero.boundingBox(), await form.boundingBox()];
    expect(f!.y).toBeGreaterThanOrEqual(h!.y + h!.height);
    expect(f!.width).toBeGreaterThan(300);
  });

  test.describe('on a desktop', () => {
    test.use(desktop);

    test('lies over the hero, on its right, ready to use', async ({ page }) => {
      await page.goto('/courses/iit');
      const hero = region(page, 'IIT-JEE highlights');
      const form = region(page, 'Get Free Counselling');
      const [h, f] = [await hero.boundingBox(), await form.boundingBox()];
      expect(f!.y).toBeGreaterThan(h!.y);
      expect(f!.y + f!.height).toBeLessThan(h!.y + h!.height);
      expect(f!.x).toBeGreaterThan(h!.x + h!.width / 2);
      // On a wide screen the form hydrates at idle, without waiting for a tap.
      await hydrated(page, 'CallbackForm');
      // The hero's own controls stay usable beside it (the slideshow may have moved on by itself meanwhile).
      await hero.getByRole('button', { name: 'Pause' }).click();
      const dots = hero.locator('[data-hero-dot]');
      const shown = await dots.evaluateAll((all) =>
        all.findIndex((dot) => dot.getAttribute('aria-current') === 'true'),
      );
      await hero.getByRole('button', { name: 'Next slide' }).click();
      await expect(dots.nth((shown + 1) % (await dots.count()))).toHaveAttribute('aria-current', 'true');
    });
  });
});
