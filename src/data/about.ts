/**
 * About page copy (spec §2 "About"): vision, mission, achievements, Why Choose Us and the director's
 * message (a stand-in until the academy gives its own).
 */
import type { Stat } from '@/data/courses/types';
import { academy } from '@/data/contacts';
import { courseCount, expertFaculty, successStories, yearsOfExcellence } from '@/data/figures';
import { placeholder } from '@/data/placeholder';

export const vision =
  'To be the most trusted academy of the Telugu states, where any student with the will to work — from a village school or a city college — can reach the civil services, the IITs, medicine or the bench.';

export const mission =
  'To teach with discipline and care: small batches, a daily routine of classes, self-study and tests, teachers who know every student by name, and honest guidance for parents at every step.';

/** The four figures of the achievements band, in the spec's order, in India's `year`. */
export const achievements = (year: number): readonly Stat[] => [
  yearsOfExcellence(year),
  successStories,
  expertFaculty,
  courseCount,
];

/** Icon names the Why Choose Us cards use (mapped to icons in pages/about.astro). */
export type WhyIcon = 'graduation-cap' | 'users' | 'clipboard-check' | 'user-round-check' | 'book-open-check' | 'house';

export const whyChooseUs: readonly { icon: WhyIcon; title: string; description: string }[] = [
  {
    icon: 'graduation-cap',
    title: 'Experienced Faculty',
    description:
      'Former civil servants, subject experts and IIT and medical alumni who have taught for years, not months.',
  },
  {
    icon: 'users',
    title: 'Small Batches',
    description: 'Batches of 45 so questions are asked and answered in class, and nobody gets lost at the back.',
  },
  {
    icon: 'clipboard-check',
    title: 'Daily Tests and Reviews',
    description: 'A 30-minute test every day and a weekly review, so strengths and gaps show up early.',
  },
  {
    icon: 'user-round-check',
    title: 'Personal Mentorship',
    description: 'Every student has a mentor who tracks progress, plans revision and keeps parents informed.',
  },
  {
    icon: 'book-open-check',
    title: 'Bilingual Study Material',
    description: 'Notes, current affairs and test papers in Telugu and English, updated for every exam cycle.',
  },
  {
    icon: 'house',
    title: 'Safe Campus and Hostel',
    description: 'Supervised hostels with three students to a room, nutritious meals and an hour of sports daily.',
  },
];

export const director = placeholder(
  {
    name: 'Dr. K. Venkata Ramana',
    role: 'Founder & Director',
    photoAlt: 'Dr. K. Venkata Ramana, Founder and Director of Akshara Academy',
    message: [
      `When we opened our first classroom in Vijayawada in ${academy.founded}, we made parents a simple promise: we would treat every student as our own. We have since grown to a campus in Hyderabad and an office in Delhi, but that promise has not changed.`,
      'Competitive exams reward steady work more than talent. That is why our day is built around routine — six hours of classes, six hours of study, a short daily test and time for sports — and why our teachers stay with a batch from the first class to the final result.',
      'Whether your goal is the IAS, a Group-1 post, an IIT seat or a medical college, we will walk that road with you. I look forward to welcoming you to Akshara Academy.',
    ],
  } as const,
  'Director (name, photo and message; the name and photo also on Degree with IAS and the foundation page)',
  '/about/',
);
