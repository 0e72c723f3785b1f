/**
 * Student testimonials (spec document 1 §3 "Testimonial"), shown on /testimonials. Course titles
 * come from the catalogue by id, so a renamed course is renamed here too.
 *
 * These are demonstration stories, each marked a stand-in as a whole (the video links too, which
 * the APPSC and TGPSC Groups pages also show): replace them with the academy's own, with each
 * student's consent, before launch.
 */
import type { ImageMetadata } from 'astro';
import type { CourseId } from './courses';
import student01 from '@/assets/people/student-01.jpg';
import student02 from '@/assets/people/student-02.jpg';
import student03 from '@/assets/people/student-03.jpg';
import student04 from '@/assets/people/student-04.jpg';
import student05 from '@/assets/people/student-05.jpg';
import student06 from '@/assets/people/student-06.jpg';
import student07 from '@/assets/people/student-07.jpg';
import student08 from '@/assets/people/student-08.jpg';
import video01 from '@/assets/videos/testimonial-01.jpg';
import video02 from '@/assets/videos/testimonial-02.jpg';
import video03 from '@/assets/videos/testimonial-03.jpg';
import video04 from '@/assets/videos/testimonial-04.jpg';
import { placeholders } from '@/data/placeholder';

interface TestimonialBase {
  /** Stable slug; also the card's anchor and the analytics label. */
  id: string;
  /** The student's name, as they agreed to have it shown. */
  name: string;
  /** What they are now: service, post, college. */
  role: string;
  /** The course they took; its title is read from the catalogue. */
  course: CourseId;
  /** The year of the result. */
  year: number;
  /** The headline result, shown as a badge. */
  achievement?: string;
}

/** A written quote, with the student's photo when there is one (else the placeholder avatar). */
export interface TextTestimonial extends TestimonialBase {
  type: 'text';
  /** The quote. */
  content: string;
  /** Square portrait; without one the placeholder avatar shows. */
  image?: ImageMetadata;
  /** Also shown in the page's Featured section. */
  featured: boolean;
}

/** A success-story card led by the student's photo. */
export interface ImageTestimonial extends TestimonialBase {
  type: 'image';
  /** Square portrait, shown large. */
  image: ImageMetadata;
  /** A short quote under the photo. */
  content?: string;
  /** Also shown in the page's Featured section. */
  featured: boolean;
}

/** A video interview, played in the page's modal player. */
export interface VideoTestimonial extends TestimonialBase {
  type: 'video';
  /** 16:9 still shown before play (local, so nothing loads from YouTube before a click). */
  thumbnail: ImageMetadata;
  /** Any YouTube link form: watch, youtu.be, shorts or embed. */
  videoUrl: string;
  /** Running time as printed, e.g. "3:45". */
  duration: string;
  /** One line about the video. */
  content?: string;
  /** The Featured section is static HTML with no player, so videos are never featured. */
  featured: false;
}

export type Testimonial = TextTestimonial | ImageTestimonial | VideoTestimonial;
export type TestimonialType = Testimonial['type'];

export const testimonials: readonly Testimonial[] = placeholders<readonly Testimonial[]>(
  [
    {
      id: 'sai-priya-reddy',
      type: 'text',
      name: 'Sai Priya Reddy',
      role: 'IAS (2023 batch)',
      course: 'upsc',
      year: 2023,
      achievement: 'AIR 112, UPSC CSE 2023',
      image: student01,
      featured: true,
      content:
        'I joined Akshara after an unsuccessful first attempt. Daily answer writing with feedback the next morning changed how I wrote Mains, and my mentor kept me honest about my weak areas right up to the interview.',
    },
    {
      id: 'mohammed-arif',
      type: 'text',
      name: 'Mohammed Arif',
      role: 'Deputy Collector, Andhra Pradesh',
      course: 'appsc-groups',
      year: 2023,
      achievement: 'APPSC Group-1, State Rank 9',
      image: student02,
      featured: true,
      content:
        'The faculty knew exactly how APPSC frames its questions. Notes in both English and Telugu, AP economy classes with current data and weekly Mains tests made the difference for me.',
    },
    {
      id: 'keerthana-bandi',
      type: 'image',
      name: 'Keerthana Bandi',
      role: 'MBBS, AIIMS Mangalagiri',
      course: 'neet',
      year: 2024,
      achievement: 'NEET-UG 2024: 686/720',
      image: student03,
      featured: true,
      content:
        'NCERT line by line, a grand test every Sunday, and teachers who cleared doubts even at 9 PM in the hostel.',
    },
    {
      id: 'divya-tejaswi',
      type: 'video',
      name: 'Divya Tejaswi',
      role: 'IPS (2022 batch)',
      course: 'upsc',
      year: 2022,
      achievement: 'AIR 187, UPSC CSE 2022',
      thumbnail: video01,
      videoUrl: 'https://www.youtube.com/watch?v=Qm3fT8xKp2A',
      duration: '4:12',
      featured: false,
      content:
        'How a daily routine of six hours of classes and six hours of self-study carried her through three stages.',
    },
    {
      id: 'rahul-varma-penmetsa',
      type: 'text',
      name: 'Rahul Varma Penmetsa',
      role: 'B.Tech CSE, IIT Madras',
      course: 'iit',
      year: 2024,
      achievement: 'JEE Advanced 2024, AIR 1,284',
      image: student04,
      featured: false,
      content:
        'Weekly tests showed me exactly where I lost marks, and the doubt clinics after class meant no question stayed with me overnight. The small batch helped: teachers knew every student by name.',
    },
    {
      id: 'naveen-kumar-reddy',
      type: 'video',
      name: 'Naveen Kumar Reddy',
      role: 'Municipal Commissioner, Andhra Pradesh',
      course: 'appsc-groups',
      year: 2023,
      achievement: 'APPSC Group-2, State Rank 31',
      thumbnail: video02,
      videoUrl: 'https://youtu.be/Lr7vN2cWd0E',
      duration: '3:45',
      featured: false,
      content: 'Preparing for Group-2 while working full-time, with the weekend batch and recorded classes.',
    },
    {
      id: 'srinivas-goud',
      type: 'text',
      name: 'Srinivas Goud K.',
      role: 'Assistant Section Officer, Telangana Secretariat',
      course: 'tgpsc-groups',
      year: 2024,
      achievement: 'TGPSC Group-2 selection',
      featured: false,
      content:
        'Telangana history and the state movement were my weakest topics. The Telugu-medium batch and the test series built my confidence paper by paper.',
    },
    {
      id: 'ananya-chowdary',
      type: 'text',
      name: 'Ananya Chowdary',
      role: 'B.A. LL.B., NALSAR Hyderabad',
      course: 'clat',
      year: 2024,
      achievement: 'CLAT 2024, AIR 203',
      image: student05,
      featured: true,
      content:
        'Legal reasoning felt impossible at first. Two mock tests a week with a detailed analysis of every passage taught me to read fast and read carefully.',
    },
    {
      id: 'sravya-lakshmi',
      type: 'video',
      name: 'Sravya Lakshmi',
      role: 'MBBS, Osmania Medical College',
      course: 'neet',
      year: 2023,
      achievement: 'NEET-UG 2023: 671/720',
      thumbnail: video03,
      videoUrl: 'https://www.youtube.com/watch?v=Hk4pW9sYb1M&t=12s',
      duration: '2:58',
      featured: false,
      content: 'Balancing the BiPC intermediate syllabus with NEET preparation in the hostel.',
    },
    {
      id: 'venkatesh-naidu',
      type: 'text',
      name: 'Venkatesh Naidu',
      role: 'Probationary Officer, State Bank of India',
      course: 'bank-ssc',
      year: 2023,
      achievement: 'SBI PO 2023 selection',
      image: student06,
      featured: false,
      content:
        'The speed-maths drills cut my quant time in half. By the end I had written more than forty full-length mocks, so the real exam felt like one more practice test.',
    },
    {
      id: 'harika-yadav',
      type: 'image',
      name: 'Harika Yadav',
      role: 'Deputy Superintendent of Police, Telangana',
      course: 'tgpsc-groups',
      year: 2024,
      achievement: 'TGPSC Group-1, State Rank 27',
      image: student07,
      featured: false,
      content: 'Answer writing every day and a mentor who reviewed each essay line by line.',
    },
    {
      id: 'aditya-varma',
      type: 'video',
      name: 'Aditya Varma',
      role: 'B.Tech, NIT Warangal',
      course: 'iit',
      year: 2023,
      achievement: 'JEE Main 2023: 99.6 percentile',
      thumbnail: video04,
      videoUrl: 'https://youtu.be/Zb8qR5nTc3Y',
      duration: '5:20',
      featured: false,
      content: 'What two years of weekly tests and doubt clinics looked like from the inside.',
    },
    {
      id: 'pranay-kumar',
      type: 'text',
      name: 'Pranay Kumar',
      role: 'Civil Judge (Junior Division), Andhra Pradesh',
      course: 'judicial-services',
      year: 2022,
      achievement: 'AP Civil Judge selection',
      image: student08,
      featured: false,
      content:
        'Writing a full judgment every week under exam conditions, and having it marked by practising advocates, prepared me for both the Mains and the viva.',
    },
  ],
  'Testimonial',
  '/testimonials/',
);
