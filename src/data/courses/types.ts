/**
 * The shape of a course page's configuration (spec document 1 §3 "Course configuration"). Each
 * course with its own page has a module in this folder exporting one `CourseConfig`; the page file
 * picks its sections from src/components/course/ and hands each the part of the config it shows.
 * Prices are numbers in rupees and are only ever displayed through `formatRupees` (src/lib/money.ts).
 */
import type { ImageMetadata } from 'astro';
import type { HeroSlide } from '@/data/hero';
import type { CourseId } from './index';

/** Icons a feature card can show; FeatureGrid maps each name to a lucide icon. */
export type FeatureIcon =
  | 'atom'
  | 'award'
  | 'badge-check'
  | 'book-open'
  | 'brain'
  | 'briefcase'
  | 'calculator'
  | 'calendar-check'
  | 'chart-line'
  | 'clipboard-check'
  | 'clock'
  | 'compass'
  | 'dna'
  | 'file-text'
  | 'flask-conical'
  | 'gavel'
  | 'globe'
  | 'graduation-cap'
  | 'headset'
  | 'landmark'
  | 'languages'
  | 'layers'
  | 'library'
  | 'lightbulb'
  | 'list-checks'
  | 'medal'
  | 'messages-square'
  | 'microscope'
  | 'monitor-play'
  | 'newspaper'
  | 'pen-line'
  | 'scale'
  | 'school'
  | 'shield-check'
  | 'stethoscope'
  | 'target'
  | 'timer'
  | 'trending-up'
  | 'trophy'
  | 'user-check'
  | 'users';

/** One animated figure of the stats band, shown as `{number}{suffix}` over its label ("300+ IAS Ranks"). */
export interface Stat {
  /** The target the count runs up to. */
  number: number;
  /** Written after the number, usually "+". */
  suffix: string;
  /** What is counted. */
  label: string;
  /**
   * Where the figure comes from, when it is the academy's: the spec's copy of its old site (the
   * section), or the academy's records. A figure without one is a stand-in: no stats band shows it,
   * and `npm run launch-check` lists it.
   */
  source?: string;
}

/** A feature card (spec §3 "Feature tile"): Why Choose Us, Our Unique Features, the approach grid. */
export interface Feature {
  /** Which icon to draw. */
  icon: FeatureIcon;
  /** Short headline. */
  title: string;
  /** One or two sentences. */
  description: string;
  /** Bullet points under the description (the approach grid's "features"). */
  points?: readonly string[];
  /** Tailwind border colour class for the card's top edge; a palette colour by position when absent. */
  color?: string;
  /** Tailwind gradient stops for the icon badge (`from-… to-…`); by position when absent. */
  gradient?: string;
}

/** A titled group of feature cards (the spec's "features or approach: title, description, features"). */
export interface FeatureSection {
  /** Section heading. */
  title: string;
  /** Small line above the heading. */
  eyebrow?: string;
  /** A sentence under the heading. */
  description?: string;
  /** The cards, in order. */
  features: readonly Feature[];
}

/** A course sold in the external store (spec §3 "quickCourses"), shown as a card with Buy Now. */
export interface QuickCourse {
  /** Stable id, also the card's anchor. */
  id: string;
  /** Course name. */
  title: string;
  /** A sentence about who it is for. */
  description: string;
  /** Path of the course in the external store; utm parameters are added by storeUrl(). */
  url: string;
  /** Price in rupees. */
  price: number;
  /** The earlier price in rupees, shown struck through when higher than the price. */
  originalPrice?: number;
  /** E.g. "12 months", "Online · self-paced". */
  duration: string;
  /** How it is taught, e.g. "Online", "Offline · Hyderabad". */
  mode?: string;
  /** What is included, as short lines with a tick. */
  features: readonly string[];
  /** Badges across the top of the card, e.g. "Bestseller". */
  highlights?: readonly string[];
  /** Optional card picture. */
  image?: ImageMetadata;
}

/** A YouTube video (spec §3 "youtubeVideos"), played in the modal player. */
export interface YoutubeVideo {
  /** Stable id within the page. */
  id: string;
  /** Video title. */
  title: string;
  /** A sentence about the lecture. */
  description: string;
  /** Any YouTube link: watch, youtu.be, shorts or embed (src/lib/video/youtube.ts reads the video id). */
  url: string;
  /** Running time as shown, e.g. "12:45". */
  duration: string;
  /** Our own still; without one, YouTube's thumbnail is used for 11-character ids, else a plain panel. */
  thumbnail?: ImageMetadata;
}

/** A teacher in the faculty carousel (spec §3 "faculty"). */
export interface FacultyMember {
  /** Full name with title. */
  name: string;
  /** What they teach. */
  subject: string;
  /** Square portrait. */
  image: ImageMetadata;
  /** E.g. "15+ years". */
  experience: string;
  /** Short lines: results, degrees, books. */
  achievements: readonly string[];
}

/** A question of the FAQ accordion. */
export interface Faq {
  q: string;
  a: string;
}

/** The once-per-session promotional popup (spec §3 "popup"). */
export interface CoursePopup {
  /** The popup picture. */
  image: ImageMetadata;
  /** Describes the picture. */
  alt: string;
  /** Opened in a new tab when the picture is clicked. */
  redirectUrl: string;
}

/** A highlighted download banner (the UPSC page's answer key and question paper). */
export interface PdfBanner {
  /** Headline, e.g. "UPSC Prelims 2025 GS Paper I (Set B) Answer Key". */
  title: string;
  /** A line under the headline. */
  description: string;
  /** Where the button leads: a file in public/ or a page. */
  href: string;
  /** Button text. */
  cta: string;
  /** The link is a file the browser should download/open as a PDF. */
  isFile: boolean;
}

/** A monthly magazine sold in the store, one purchase link per month (src/lib/months.ts). */
export interface Magazine {
  /** Magazine name. */
  title: string;
  /** A sentence about it. */
  description: string;
  /** Store path of one issue; `{month}` is replaced by the month's slug, e.g. "january-2026". */
  issuePath: string;
}

/** A card linking to a study resource (current affairs, answer writing, quizzes, PDFs). */
export interface ResourceCard {
  icon: FeatureIcon;
  title: string;
  description: string;
  /** Site path of the resource. */
  href: string;
}

/** The about block: a heading and paragraphs of plain text. */
export interface AboutText {
  title: string;
  paragraphs: readonly string[];
}

/** One tab of a page with class tabs (e.g. the foundation page's classes or streams). */
export interface ClassTab {
  /** Tab id, also its anchor. */
  id: string;
  /** Tab label. */
  label: string;
  /** What the tab shows. */
  description: string;
}

/**
 * Everything a course page can show. Only `id`, `title`, `description` and `heroSlides` are
 * required; a page shows the sections its config fills.
 */
export interface CourseConfig {
  /** The catalogue id (route /courses/{id}). */
  id: CourseId;
  /** Page heading (h1). */
  title: string;
  /** Meta description and the lead under the heading. */
  description: string;
  /** Hero carousel slides, first slide is the page's LCP image. */
  heroSlides: readonly HeroSlide<ImageMetadata>[];
  /** Short selling points next to the hero form (spec "heroFeatures"). */
  heroFeatures?: readonly string[];
  /** Once-per-session popup. */
  popup?: CoursePopup;
  /** Stats band figures. */
  stats?: readonly Stat[];
  /** The main feature grid (Why Choose Us / Our Unique Features). */
  features?: FeatureSection;
  /** The teaching approach grid. */
  approach?: FeatureSection;
  /** The second feature grid of long-term programmes (IIT, NEET). */
  longTermFeatures?: FeatureSection;
  /** What enrolling brings. */
  enrollmentBenefits?: FeatureSection;
  /** Store courses shown as cards with Buy Now. */
  quickCourses?: readonly QuickCourse[];
  /** Every programme with its fee, as a compact list with Buy Now (the UPSC course list). */
  programmes?: readonly QuickCourse[];
  /** Current-affairs topic names. */
  currentAffairsTopics?: readonly string[];
  /** Video lectures. */
  youtubeVideos?: readonly YoutubeVideo[];
  /** Faculty carousel. */
  faculty?: readonly FacultyMember[];
  /** FAQ accordion. */
  faqs?: readonly Faq[];
  /** Class or stream tabs. */
  classTabs?: readonly ClassTab[];
  /** Highlighted download banners. */
  pdfBanners?: readonly PdfBanner[];
  /** Monthly magazines with a purchase link per month. */
  magazines?: readonly Magazine[];
  /** Study resource cards. */
  resources?: readonly ResourceCard[];
  /** About text at the foot of the page. */
  about?: AboutText;
}
