import { describe, expect, it } from 'vitest';
import { scholarshipHeroSlides, scholarshipTests } from '@/data/scholarship';

describe('scholarship data', () => {
  it('lists the spec’s four tests in its order', () => {
    expect(scholarshipTests.map((t) => t.name)).toEqual([
      'Inter + IIT-JEE',
      'IIT-JEE Long Term',
      'Inter + NEET',
      'NEET Long Term',
    ]);
  });

  it('has unique URL-safe ids', () => {
    const ids = scholarshipTests.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it.each(scholarshipTests.map((t) => [t.name, t.url, t.id] as const))(
    '%s is taken on the academy’s test platform over https (%s)',
    (_name, url, id) => {
      const parsed = new URL(url);
      expect(parsed.protocol).toBe('https:');
      expect(parsed.hostname).toBe('tests.aksharaacademy.in');
      expect(parsed.pathname.endsWith(`/${id}`)).toBe(true);
    },
  );

  it('has several hero slides, each with a picture and its alt text', () => {
    expect(scholarshipHeroSlides.length).toBeGreaterThanOrEqual(2);
    for (const slide of scholarshipHeroSlides) {
      expect(slide.image.width).toBeGreaterThan(0);
      expect(slide.alt.trim()).not.toBe('');
    }
  });
});
