import { describe, expect, it } from 'vitest';
import { courses } from '@/data/courses';
import { testimonials } from '@/data/testimonials';
import { youtubeVideoId } from '@/lib/video/youtube';

const videos = testimonials.filter((t) => t.type === 'video');

describe('testimonials data', () => {
  it('has unique ids, each a URL-safe slug', () => {
    const ids = testimonials.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('names only catalogue courses', () => {
    const known = new Set<string>(courses.map((c) => c.id));
    for (const t of testimonials) expect(known, t.id).toContain(t.course);
  });

  it.each(videos.map((v) => [v.id, v.videoUrl, v.duration] as const))(
    '%s links a YouTube video with a standard id and a m:ss duration',
    (_, url, duration) => {
      expect(youtubeVideoId(url)).toMatch(/^[\w-]{11}$/);
      expect(duration).toMatch(/^\d{1,2}:[0-5]\d$/);
    },
  );

  it('features some stories, none of them videos (the Featured section has no player)', () => {
    const featured = testimonials.filter((t) => t.featured);
    expect(featured.length).toBeGreaterThanOrEqual(3);
    expect(featured.every((t) => t.type !== 'video')).toBe(true);
  });

  it('keeps a text story without a photo, which shows the placeholder avatar', () => {
    expect(testimonials.some((t) => t.type === 'text' && !t.image)).toBe(true);
  });
});
