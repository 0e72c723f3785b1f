/**
 * Search-engine and link-preview data of a page (spec document 2 §3 "Page metadata"): keywords,
 * the preview picture and structured data (JSON-LD), each built from the site's own data — the
 * course catalogue, course configurations, contacts and content entries — never re-typed per page.
 * Addresses are absolute, on the configured site (`PUBLIC_SITE_URL`).
 */
import type { ImageMetadata } from 'astro';
import { academy, addresses, campuses, phones } from '@/data/contacts';
import { courseById, homeCourseIds, type CourseId } from '@/data/courses';
import type { Faq, QuickCourse } from '@/data/courses/types';
import { cardInTelugu } from '@/data/courses/telugu';
import { LOCALE, dictionary, localePath, type Lang } from '@/i18n';
import type { ImageAsset } from '@/lib/content/content-image';
import { contentfulImageUrl } from '@/loaders/contentful/image-hosts';
import type { ExamSection } from '@/lib/content/sections';

/** One JSON-LD object; `jsonLd()` adds `@context`. */
export type StructuredData = Record<string, unknown>;

/** The picture a link preview shows. */
export interface SeoImage {
  /** An imported image (cut to 1200×630 at build time) or an address used as it is. */
  src: ImageMetadata | string;
  /** Describes the picture. */
  alt: string;
  /** Width in pixels of an address image, when known. */
  width?: number;
  /** Height in pixels of an address image, when known. */
  height?: number;
}

/** A step of a breadcrumb trail. */
export interface Crumb {
  /** Visible text. */
  label: string;
  /** Site path; leave out for the current page. */
  href?: string;
}

/** An absolute address on the configured site (or on `site`: a component's `Astro.site`). */
export const absoluteUrl = (path: string, site: URL | string = import.meta.env.SITE): string =>
  new URL(path, site).href;

type Terms = string | undefined | readonly (string | undefined)[];

/** Keywords in order, without blanks and without repeats (case-insensitive). */
export function keywordList(...terms: Terms[]): string[] {
  const seen = new Map<string, string>();
  for (const term of terms.flat()) {
    const clean = term?.trim();
    if (clean && !seen.has(clean.toLowerCase())) seen.set(clean.toLowerCase(), clean);
  }
  return [...seen.values()];
}

const campusCities = [...new Set(campuses.map((c) => c.city))];

/** The site's keywords: the academy, the home page's courses and the campus cities. */
export const siteKeywords = keywordList(
  academy.name,
  homeCourseIds.map((id) => `${courseById(id).label} coaching`),
  campusCities,
);

/** A course page's keywords: its titles and category, and where it is taught. */
export function courseKeywords(id: CourseId): string[] {
  const course = courseById(id);
  const cities = course.vijayawadaOnly ? ['Vijayawada'] : campusCities;
  return keywordList(
    course.title,
    course.label,
    `${course.label} coaching`,
    cities.map((city) => `${course.label} coaching in ${city}`),
    course.category,
    academy.name,
  );
}

/** Keywords of a content page: its section's course, the kind of page, then the entry's own terms. */
export const sectionKeywords = (section: ExamSection, kind: string, ...terms: Terms[]): string[] =>
  keywordList(`${section.label} ${kind}`, ...terms, courseById(section.courseId).title, academy.name);

/** A content entry's picture for link previews; Contentful images are cut to 1200×630 JPEG. */
export function contentImage(
  asset: ImageAsset & { title?: string; description?: string },
  alt: string,
): SeoImage & { src: string } {
  const text = asset.description || asset.title || alt;
  const url = contentfulImageUrl(asset.url);
  if (!url) return { src: asset.url, alt: text, width: asset.width, height: asset.height };
  return { src: `${url}?w=1200&h=630&fit=fill&fm=jpg&q=80`, alt: text, width: 1200, height: 630 };
}

/** BreadcrumbList for a trail from home to the current page. */
export const breadcrumbList = (items: readonly Crumb[], site?: URL): StructuredData => ({
  '@type': 'BreadcrumbList',
  itemListElement: items.map((item, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: item.label,
    ...(item.href && { item: absoluteUrl(item.href, site) }),
  })),
});

/** FAQPage for the questions a page shows. */
export const faqPage = (faqs: readonly Faq[]): StructuredData => ({
  '@type': 'FAQPage',
  mainEntity: faqs.map((faq) => ({
    '@type': 'Question',
    name: faq.q,
    acceptedAnswer: { '@type': 'Answer', text: faq.a },
  })),
});

const provider = { '@type': 'EducationalOrganization', name: academy.name, url: absoluteUrl('/') };

/** The academy with its contacts and every campus and office (the home page). */
export const educationalOrganization = (logo: string): StructuredData => ({
  ...provider,
  logo: absoluteUrl(logo),
  email: academy.email,
  telephone: Object.values(phones).map((p) => `+${p.e164}`),
  address: addresses.map((a) => ({
    '@type': 'PostalAddress',
    streetAddress: a.lines.join(', '),
    addressLocality: a.city,
    postalCode: a.lines.at(-1)?.match(/\d{6}$/)?.[0],
    addressCountry: 'IN',
  })),
});

/** The parts of a course configuration the search data is made from. */
export interface CourseSeoSource {
  /** Catalogue id: the route and the course's titles. */
  id: CourseId;
  /** The page's description. */
  description: string;
  /** Hero slides; the first is the preview picture. */
  heroSlides: readonly { image: ImageMetadata; alt: string }[];
  /** Priced store courses shown on the page. */
  quickCourses?: readonly QuickCourse[];
  /** Priced programmes shown on the page. */
  programmes?: readonly QuickCourse[];
  /** The FAQ the page shows. */
  faqs?: readonly Faq[];
}

/**
 * A course page's keywords, preview picture and structured data: Course (with an INR offer per
 * priced item), BreadcrumbList and, when the page shows a FAQ, FAQPage. Spread into BaseLayout.
 */
export function courseSeo(config: CourseSeoSource, lang: Lang = 'en') {
  const course = courseById(config.id);
  // In the page's language: the course's name as its Telugu card has it, its Telugu address.
  const name = lang === 'te' ? cardInTelugu[config.id].title : course.title;
  const priced = new Map([...(config.quickCourses ?? []), ...(config.programmes ?? [])].map((p) => [p.id, p]));
  const courseData: StructuredData = {
    '@type': 'Course',
    name,
    description: config.description,
    inLanguage: LOCALE[lang],
    url: absoluteUrl(localePath(lang, `/courses/${course.id}/`)),
    provider,
    ...(priced.size > 0 && {
      offers: [...priced.values()].map((p) => ({
        '@type': 'Offer',
        name: p.title,
        ...(p.mode && { description: p.mode }),
        category: 'Paid',
        price: p.price,
        priceCurrency: 'INR',
      })),
    }),
  };
  const [hero] = config.heroSlides;
  return {
    keywords: courseKeywords(config.id),
    image: hero && { src: hero.image, alt: hero.alt },
    structuredData: [
      courseData,
      breadcrumbList([{ label: dictionary(lang).shell.home, href: localePath(lang, '/') }, { label: name }]),
      ...(config.faqs?.length ? [{ ...faqPage(config.faqs), inLanguage: LOCALE[lang] }] : []),
    ],
  };
}
