/**
 * The Bank & SSC page (spec document 1 §2: hero slides, call-back form, "Our Unique Features" grid
 * of 6 cards, Video Lectures; §9 for the prices, shown as course cards with Buy Now).
 */
import type { CourseConfig, QuickCourse } from './types';
import heroBank from '@/assets/course/heroes/bank-ssc.jpg';
import heroLecture from '@/assets/hero/home-2.jpg';
import heroStudy from '@/assets/hero/home-4.jpg';
import videoQuant from '@/assets/course/lectures/quant.jpg';
import videoReasoning from '@/assets/course/lectures/reasoning.jpg';
import videoEnglish from '@/assets/course/lectures/english.jpg';
import { placeholdersOn } from '@/data/placeholder';

const mark = placeholdersOn('/courses/bank-ssc/');

const course = (
  id: string,
  title: string,
  price: number,
  duration: string,
  description: string,
  features: readonly string[],
): QuickCourse => ({
  id,
  title,
  description,
  url: `/courses/${id}`,
  price,
  duration,
  mode: 'Online & offline',
  features,
});

export const bankSsc = {
  id: 'bank-ssc',
  title: 'Bank & SSC Coaching',
  description:
    'IBPS PO, SBI PO, Bank Clerk, SSC CGL and RRB NTPC coaching in Vijayawada and online, with speed-maths drills and full-length mock tests.',
  heroSlides: [
    {
      image: heroBank,
      alt: 'Two students at a desk with a laptop, a calculator and charts in front of a bank building',
      subtitle: 'IBPS · SBI · SSC · RRB',
      title: 'Your Government Job Starts Here',
      description: 'Quantitative aptitude, reasoning, English and general awareness for every bank and SSC exam.',
      overlay: true,
    },
    {
      image: heroLecture,
      alt: 'A teacher explaining graphs on the board to a class',
      subtitle: 'Speed and accuracy',
      title: 'Shortcuts That Save Minutes',
      description: 'Daily speed-maths drills and puzzle practice against the clock.',
      overlay: true,
    },
    {
      image: heroStudy,
      alt: 'Students studying together at a long table in the library',
      subtitle: 'Mock tests',
      title: 'A Full Mock Every Week',
      description: 'Online tests in the real exam interface, with all-India ranking and analysis.',
      overlay: true,
    },
  ],
  quickCourses: [
    course(
      'ibps-po',
      'IBPS PO',
      24999,
      'Prelims + Mains · 6 months',
      'Probationary Officer in public sector banks: Prelims, Mains and interview.',
      ['Prelims and Mains classes', 'Descriptive English practice', 'Interview guidance'],
    ),
    course(
      'sbi-po',
      'SBI PO',
      29999,
      'Prelims + Mains · 6 months',
      'State Bank of India PO with its Mains descriptive paper and group exercises.',
      ['Prelims and Mains classes', 'Group exercise and interview training', 'SBI-pattern mock tests'],
    ),
    course(
      'ssc-cgl',
      'SSC CGL',
      24999,
      'Tier 1 + Tier 2 · 6 months',
      'Combined Graduate Level: Tier 1 and Tier 2 for central government posts.',
      ['Tier 1 and Tier 2 classes', 'Advanced maths and statistics', 'Computer knowledge module'],
    ),
    course(
      'bank-clerk',
      'Bank Clerk (IBPS & SBI)',
      19999,
      'Prelims + Mains · 4 months',
      'Clerical cadre exams of IBPS and SBI, Prelims and Mains.',
      ['Prelims and Mains classes', 'Daily speed-maths drills', 'Regional language guidance'],
    ),
    course(
      'rrb-ntpc',
      'RRB NTPC',
      22999,
      'CBT 1 + CBT 2 · 5 months',
      'Railway non-technical popular categories: CBT 1 and CBT 2.',
      ['CBT 1 and CBT 2 classes', 'General awareness and railways GK', 'Full-length CBT mocks'],
    ),
  ],
  features: {
    eyebrow: 'Why Akshara',
    title: 'Our Unique Features',
    description: 'Everything you need to clear the cut-off and win the interview.',
    features: [
      {
        icon: 'calculator',
        title: 'Speed Maths',
        description: 'Shortcuts and daily drills for quantitative aptitude and data interpretation.',
      },
      {
        icon: 'brain',
        title: 'Reasoning & Puzzles',
        description: 'Seating arrangements, puzzles and syllogisms practised against the clock.',
      },
      {
        icon: 'monitor-play',
        title: 'Online Mock Tests',
        description: 'Full-length tests in the real exam interface with all-India ranking.',
      },
      {
        icon: 'newspaper',
        title: 'Banking Awareness',
        description: 'Daily current affairs and a monthly banking and economy capsule.',
      },
      {
        icon: 'book-open',
        title: 'English for Banks',
        description: 'Reading, cloze tests, error spotting and descriptive writing.',
      },
      {
        icon: 'messages-square',
        title: 'Interview Guidance',
        description: 'Mock interviews and group exercises with bank officers.',
      },
    ],
  },
  youtubeVideos: [
    {
      id: 'simplification',
      title: 'Simplification Tricks for Bank Prelims',
      description: 'Approximation and digit-sum methods to solve each question in seconds.',
      url: mark('https://www.youtube.com/watch?v=BankSimpl01', 'YouTube video'),
      duration: '14:36',
      thumbnail: videoQuant,
    },
    {
      id: 'seating-arrangement',
      title: 'Seating Arrangement Puzzles',
      description: 'Circular and linear arrangements with a method that works every time.',
      url: mark('https://youtu.be/BankPuzzle2', 'YouTube video'),
      duration: '18:02',
      thumbnail: videoReasoning,
    },
    {
      id: 'reading-comprehension',
      title: 'Reading Comprehension for IBPS and SBI',
      description: 'How to read fast and answer inference questions accurately.',
      url: mark('https://www.youtube.com/watch?v=BankEngRc03', 'YouTube video'),
      duration: '16:20',
      thumbnail: videoEnglish,
    },
  ],
} satisfies CourseConfig;

/** The page's own texts around its course cards (src/pages/[...lang]/courses/bank-ssc.astro). */
export const bankSscSections = {
  eyebrow: 'Courses & fees',
  title: 'Bank & SSC Courses',
  description: 'Fees in rupees for Prelims and Mains together. Buy Now takes you to our course store.',
};
