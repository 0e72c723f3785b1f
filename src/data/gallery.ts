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
  { id: '01', src: g01, category: 'Campus', alt: 'The Akshara Academy building at Benz Circle, Vijayawada' },
  { id: '02', src: g02, category: 'Campus', alt: 'The library, with students reading at long study tables' },
  { id: '03', src: g03, category: 'Campus', alt: 'The hostel block and the courtyard in front of it' },
  { id: '04', src: g04, category: 'Events', alt: 'Students and parents at the annual day celebration' },
  { id: '05', src: g05, category: 'Events', alt: 'A guest lecture by a senior civil servant in the auditorium' },
  { id: '06', src: g06, category: 'Classrooms', alt: 'A UPSC batch taking notes during a polity lecture' },
  { id: '07', src: g07, category: 'Classrooms', alt: 'An IIT-JEE physics class working through problems on the board' },
  { id: '08', src: g08, category: 'Classrooms', alt: 'Foundation students answering the 30-minute daily test' },
  { id: '09', src: g09, category: 'Activities', alt: 'Students playing volleyball during the evening sports hour' },
  { id: '10', src: g10, category: 'Activities', alt: 'A group discussion practice session for the interview round' },
  { id: '11', src: g11, category: 'Achievements', alt: 'Rank holders felicitated on stage with certificates' },
  { id: '12', src: g12, category: 'Achievements', alt: 'Toppers holding up their results with their teachers' },
];
