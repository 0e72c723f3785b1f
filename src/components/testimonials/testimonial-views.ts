/**
 * Build-time preparation of the testimonials for the page and its island: course titles from the
 * catalogue, responsive WebP renditions of every picture, and the YouTube id of every video link
 * (a link we cannot read fails the build instead of showing a broken player).
 */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { courseById } from '@/data/courses';
import type { Testimonial } from '@/data/testimonials';
import type { ResponsiveImage, TestimonialView } from '@/islands/testimonials/types';
import { youtubeVideoId } from '@/lib/video/youtube';

async function responsive(
  src: ImageMetadata,
  options: { width: number; densities: number[] } | { widths: number[] },
): Promise<ResponsiveImage> {
  const image = await getImage({ src, format: 'webp', ...options });
  return {
    src: image.src,
    srcset: image.srcSet.attribute,
    width: Number(image.attributes.width),
    height: Number(image.attributes.height),
  };
}

/** Avatars show at 48 px; photo and thumbnail cards at up to about 400 px. */
const avatar = (src: ImageMetadata) => responsive(src, { width: 48, densities: [1, 2] });
const photo = (src: ImageMetadata) => responsive(src, { widths: [240, 400] });
const thumbnail = (src: ImageMetadata) => responsive(src, { widths: [400, 640, 960] });

/** One testimonial as the cards and the island take it. */
export async function testimonialView(t: Testimonial): Promise<TestimonialView> {
  const base = {
    id: t.id,
    name: t.name,
    role: t.role,
    course: { id: t.course, title: courseById(t.course).title },
    year: t.year,
    achievement: t.achievement,
  };
  switch (t.type) {
    case 'text':
      return { ...base, type: 'text', content: t.content, photo: t.image && (await avatar(t.image)) };
    case 'image':
      return { ...base, type: 'image', content: t.content, photo: await photo(t.image) };
    case 'video': {
      const videoId = youtubeVideoId(t.videoUrl);
      if (!videoId) throw new Error(`Testimonial "${t.id}": not a YouTube link: ${t.videoUrl}`);
      return {
        ...base,
        type: 'video',
        content: t.content,
        videoId,
        duration: t.duration,
        thumbnail: await thumbnail(t.thumbnail),
      };
    }
  }
}
