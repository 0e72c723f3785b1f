/** Gallery photos (spec §3 "Gallery image": id, src, alt, category) and the filter's categories. */
import type { ImageMetadata } from 'astro';
import g01 from '@/assets/gallery/01.jpg';
import g02 from '@/assets/gallery/02.jpg';
import g03 from '@/assets/gallery/03.jpg';
import g04 from '@/assets/gallery/04.jpg';
import g05 from '@/assets/gallery/05.jpg';
import g06 from '@/assets/gallery/06.jpg';
import g07 from '@/assets/gallery/07.jpg';
import g08 from '@/assets/gallery/08.jpg';
import g09 from '@/assets/gallery/09.jpg';
import g10 from '@/assets/gallery/10.jpg';
import g11 from '@/assets/gallery/11.jpg';
import g12 from '@/assets/gallery/12.jpg';

/** Filter buttons in order; "All" is the filter's own extra button. */
export const galleryCategories = ['Campus', 'Events', 'Classrooms', 'Activities', 'Achievements'] as const;
export type GalleryCategory = (typeof galleryCategories)[number];

export interface GalleryImage {
  /** Stable id (the file's number). */
  id: string;
  /** The photo, processed by astro:assets. */
  src: ImageMetadata;
  /** What the photo shows; also its caption. */
  alt: string;
  category: GalleryCategory;
}

export const galleryImages: readonly GalleryImage[] = [
  {
    id: '01',
    src: g01,
    category: 'Campus',
    alt: 'Students walking across the lawn in front of the main campus building',
  },
  { id: '02', src: g02, category: 'Campus', alt: 'Students chatting on a bench in the arcaded courtyard' },
  { id: '03', src: g03, category: 'Campus', alt: 'Students walking in through the campus gate' },
  {
    id: '04',
    src: g04,
    category: 'Events',
    alt: 'The annual day stage decorated with garlands and a lit lamp, with the audience watching',
  },
  {
    id: '05',
    src: g05,
    category: 'Events',
    alt: 'Students in uniform saluting the national flag at the flag-hoisting ceremony',
  },
  {
    id: '06',
    src: g06,
    category: 'Classrooms',
    alt: 'A teacher explaining a map of India on the blackboard to a full lecture hall',
  },
  {
    id: '07',
    src: g07,
    category: 'Classrooms',
    alt: 'Students with laptops following a lesson on the smart-class projector screen',
  },
  {
    id: '08',
    src: g08,
    category: 'Classrooms',
    alt: 'Students discussing their notes around a table in a group study session',
  },
  {
    id: '09',
    src: g09,
    category: 'Activities',
    alt: 'A cricket match on the campus ground during the evening sports hour',
  },
  { id: '10', src: g10, category: 'Activities', alt: 'Students practising yoga poses and meditation on the lawn' },
  {
    id: '11',
    src: g11,
    category: 'Achievements',
    alt: 'A student holding up her trophy on stage at the felicitation ceremony',
  },
  {
    id: '12',
    src: g12,
    category: 'Achievements',
    alt: 'Toppers with their certificates and trophies in front of the achievements wall',
  },
];
