import { describe, expect, it } from 'vitest';
import { FOUNDATION_CAMPAIGN, foundation } from '@/data/courses/6th-to-10th-foundation';
import { courseById } from '@/data/courses';
import { storeUrl } from '@/data/store-links';
import { youtubeVideoId } from '@/lib/video/youtube';

const tab = (id: string) => foundation.tabs.find((t) => t.id === id)!;

describe('6th to 10th foundation data', () => {
  it('is the catalogue course', () => {
    expect(courseById(foundation.id).category).toBe('Foundation');
    expect(FOUNDATION_CAMPAIGN).toBe(foundation.id);
  });

  it('has four hero bullet features', () => {
    expect(foundation.hero.features).toHaveLength(4);
  });

  it('has the IIT, NEET and IAS tabs in that order, IIT first (the default)', () => {
    expect(foundation.tabs.map((t) => [t.id, t.label])).toEqual([
      ['iit', 'IIT Foundation'],
      ['neet', 'NEET Foundation'],
      ['ias', 'IAS Foundation'],
    ]);
  });

  // Spec document 2 §9, "Prices shown, in rupees: Foundation".
  it.each([
    ['iit', 25000, 50000, 12, undefined],
    ['neet', 25000, 45000, 15, 'Batch of 20'],
    ['ias', 25000, 50000, 18, 'Maximum 30 per batch'],
  ])('the %s price card: ₹%i (was ₹%i), %i seats left, batch %s', (id, price, was, seats, batch) => {
    const { offer } = tab(id);
    expect(offer.price).toBe(price);
    expect(offer.originalPrice).toBe(was);
    expect(offer.seatsLeft).toBe(seats);
    expect(offer.batch).toBe(batch);
  });

  it('offers Complete IAS at ₹35,000 (was ₹42,000) and the current affairs focus at ₹25,000 (was ₹30,000)', () => {
    expect(tab('ias').moreOffers?.courses.map((c) => [c.title, c.price, c.originalPrice])).toEqual([
      ['Complete IAS Foundation', 35000, 42000],
      ['Current Affairs Focus', 25000, 30000],
    ]);
  });

  it('links every enrol button to a store path', () => {
    const offers = foundation.tabs.flatMap((t) => [t.offer, ...(t.moreOffers?.courses ?? [])]);
    for (const offer of offers) expect(() => storeUrl(offer.url, { campaign: FOUNDATION_CAMPAIGN })).not.toThrow();
    expect(new Set(offers.map((o) => o.id)).size).toBe(offers.length);
  });

  it('gives every tab a banner, why-start-early figures, the director’s vision, features and faculty', () => {
    for (const t of foundation.tabs) {
      expect(t.banner.alt.trim(), t.id).not.toBe('');
      expect(t.earlyStart.facts.length, t.id).toBeGreaterThanOrEqual(3);
      expect(t.vision.length, t.id).toBeGreaterThan(0);
      expect(t.features.features.length, t.id).toBeGreaterThanOrEqual(3);
      expect(t.faculty.length, t.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('has one video on the IIT and NEET tabs and three on the IAS tab, each a YouTube video with an 11-character id', () => {
    expect(foundation.tabs.map((t) => t.videos.length)).toEqual([1, 1, 3]);
    for (const video of foundation.tabs.flatMap((t) => t.videos))
      expect(youtubeVideoId(video.url), video.id).toMatch(/^[\w-]{11}$/);
  });

  it('gives the IAS tab rank holders, a guest lecture gallery and an external video link', () => {
    const ias = tab('ias');
    expect(ias.ranks?.length).toBeGreaterThan(0);
    expect(ias.guestLectures?.length).toBeGreaterThan(0);
    expect(new URL(ias.moreVideosUrl!).hostname).toBe('www.youtube.com');
    for (const t of foundation.tabs.filter((t) => t.id !== 'ias'))
      expect(t.ranks ?? t.guestLectures ?? t.moreVideosUrl).toBeUndefined();
  });

  it('shows the spec’s track record: 800+ students, 95%, 200+, 5 years', () => {
    expect(foundation.trackRecord.map((s) => `${s.number}${s.suffix}`)).toEqual(['800+', '95%', '200+', '5 Years']);
  });

  it('has the bottom bar’s texts', () => {
    expect(foundation.bottomBar).toEqual({ text: "Ready to boost your child's performance?", cta: 'Enroll Now' });
  });
});
