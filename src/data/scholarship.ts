/**
 * The scholarship exams page (spec document 2 §2, §3 "Scholarship test"): its hero slides and the
 * four online tests, each taken on the academy's test platform in a new tab.
 */
import type { ImageMetadata } from 'astro';
import type { HeroSlide } from '@/data/hero';
import examHall from '@/assets/course/scholarship/exam-hall.jpg';
import toppers from '@/assets/hero/home-3.jpg';
import lecture from '@/assets/hero/home-2.jpg';
import { placeholder } from '@/data/placeholder';

export interface ScholarshipTest {
  /** Stable id (also the test platform's path segment). */
  id: string;
  /** The test's name, as on its link. */
  name: string;
  /** Who the test is for, one sentence. */
  description: string;
  /** The test on the external test platform; opens in a new tab. */
  url: string;
}

const platform = placeholder(
  'https://tests.aksharaacademy.in/scholarship',
  'Scholarship test platform',
  '/scholarship-exams/',
);

/** The spec's four tests, in its order. */
export const scholarshipTests: readonly ScholarshipTest[] = [
  {
    id: 'inter-iit-jee',
    name: 'Inter + IIT-JEE',
    description: 'For class 10 students joining Intermediate MPC with integrated JEE Main and Advanced coaching.',
    url: `${platform}/inter-iit-jee`,
  },
  {
    id: 'iit-jee-long-term',
    name: 'IIT-JEE Long Term',
    description: 'For Intermediate graduates taking a focused year to prepare for JEE Main and Advanced.',
    url: `${platform}/iit-jee-long-term`,
  },
  {
    id: 'inter-neet',
    name: 'Inter + NEET',
    description: 'For class 10 students joining Intermediate BiPC with integrated NEET-UG coaching.',
    url: `${platform}/inter-neet`,
  },
  {
    id: 'neet-long-term',
    name: 'NEET Long Term',
    description: 'For Intermediate graduates taking a focused year to prepare for NEET-UG.',
    url: `${platform}/neet-long-term`,
  },
];

export const scholarshipHeroSlides: readonly HeroSlide<ImageMetadata>[] = [
  {
    image: examHall,
    alt: 'Students writing a test at single desks in a bright exam hall',
    subtitle: 'Akshara Scholarship Test',
    title: 'Earn a Scholarship on Your Fees',
    description: 'Take the online test from home — your score decides your scholarship.',
    overlay: true,
  },
  {
    image: lecture,
    alt: 'A teacher explaining diagrams on the board to a full classroom',
    subtitle: 'IIT-JEE · NEET',
    title: 'Integrated and Long Term Batches',
    description: 'Scholarships for Inter + IIT-JEE, IIT-JEE Long Term, Inter + NEET and NEET Long Term.',
    overlay: true,
  },
  {
    image: toppers,
    alt: 'Rank holders celebrating on stage with certificates and a trophy',
    subtitle: 'Results that speak',
    title: 'Join the Next Batch of Rank Holders',
    description: 'Small batches, daily tests and teachers who stay with you until the final exam.',
    overlay: true,
  },
];

/** The page's own texts (src/pages/[...lang]/scholarship-exams.astro); Telugu: src/data/te/scholarship.ts. */
export const scholarshipPage = {
  title: 'Scholarship Exams',
  description:
    'Take an online scholarship test for Inter + IIT-JEE, IIT-JEE Long Term, Inter + NEET or NEET Long Term and earn a scholarship on your fees.',
  heroLabel: 'Scholarship highlights',
  eyebrow: 'Online tests',
  lead: 'Choose your programme and take its scholarship test on our test platform. It opens in a new tab, so you can come back here any time.',
  startTest: 'Start the Test',
  forTest: ' for {name} (opens in a new tab)',
  questions: 'Questions about the tests or scholarships? Call our Admissions team on {phone}.',
  backHome: 'Back to Home',
};
