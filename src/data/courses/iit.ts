/**
 * The IIT-JEE page (spec document 1 §2 "IIT": hero, lead form, stats, two feature grids, faculty
 * carousel, videos, about; §9 for the stats and the IIT placements, display copy there).
 */
import type { CourseConfig, Stat } from './types';
import heroIit from '@/assets/course/heroes/iit.jpg';
import heroLecture from '@/assets/hero/home-2.jpg';
import heroToppers from '@/assets/hero/home-3.jpg';
import heroStudy from '@/assets/hero/home-4.jpg';
import faculty1 from '@/assets/course/faculty/iit-01.jpg';
import faculty2 from '@/assets/course/faculty/iit-02.jpg';
import faculty3 from '@/assets/course/faculty/iit-03.jpg';
import faculty4 from '@/assets/course/faculty/iit-04.jpg';
import faculty5 from '@/assets/course/faculty/iit-05.jpg';
import videoPhysics from '@/assets/course/lectures/physics.jpg';
import videoMaths from '@/assets/course/lectures/maths.jpg';
import videoChemistry from '@/assets/course/lectures/chemistry.jpg';
import { expertFaculty, shown } from '@/data/figures';
import { placeholdersOn } from '@/data/placeholder';

const mark = placeholdersOn('/courses/iit/');

export const ranks = {
  number: 300,
  suffix: '+',
  label: 'IIT Ranks',
  source: 'spec document 1 §9',
} as const satisfies Stat;
export const practiceExams = {
  number: 300,
  suffix: '+',
  label: 'Practice Exams',
  source: 'spec document 1 §9',
} as const satisfies Stat;
/** Display copy in the spec (document 1 §9), not a stat of the band. */
export const placements = { number: 650, suffix: '+', label: 'IIT Placements', source: 'spec document 1 §9' } as const;

export const iit = {
  id: 'iit',
  title: 'IIT-JEE Coaching',
  description: `IIT-JEE Main and Advanced coaching in Vijayawada with the MPC intermediate syllabus: ${shown(ranks)} ranks, ${shown(expertFaculty)} faculty, ${shown(practiceExams)} practice exams and ${shown(placements)} IIT placements.`,
  heroSlides: [
    {
      image: heroIit,
      alt: 'A physics teacher at the board with circuit and atom diagrams before a full class',
      subtitle: 'IIT-JEE Main & Advanced · MPC',
      title: 'Crack JEE with Concepts, Not Cramming',
      description: 'Intermediate MPC and JEE preparation in one timetable, with weekly tests and daily doubt clinics.',
      overlay: true,
    },
    {
      image: heroToppers,
      alt: 'Rank holders celebrating on stage with certificates and a trophy',
      subtitle: 'Results',
      title: `${shown(placements)} ${placements.label}`,
      description: 'Our students study at IITs, NITs and IIITs across the country.',
      overlay: true,
    },
    {
      image: heroLecture,
      alt: 'A teacher explaining graphs on the board to a class',
      subtitle: `${shown(expertFaculty)} expert faculty`,
      title: 'Physics, Chemistry and Maths from the Best',
      description: 'Teachers with decades of JEE experience, in batches of 45.',
      overlay: true,
    },
    {
      image: heroStudy,
      alt: 'Students studying together at a long table in the library',
      subtitle: 'Residential campus',
      title: 'Six Hours of Classes, Six Hours of Study',
      description: 'A 30-minute test every day and an hour of sports keep students sharp and fresh.',
      overlay: true,
    },
  ],
  heroFeatures: ['Free scholarship test', 'Hostel & day-scholar options'],
  stats: [
    ranks,
    expertFaculty,
    practiceExams,
    { number: 5000, suffix: '+', label: 'Training Hours', source: 'spec document 1 §9' },
  ],
  features: {
    eyebrow: 'Why Akshara',
    title: 'Why Choose Us for IIT-JEE',
    description: 'A timetable built around JEE, teachers who know it inside out, and tests that show where you stand.',
    features: [
      {
        icon: 'trophy',
        title: `${shown(placements)} ${placements.label}`,
        description: 'Our students are at IITs, NITs and IIITs across India.',
      },
      {
        icon: 'layers',
        title: 'Integrated MPC + JEE',
        description: 'Board syllabus and JEE preparation in one plan, with no double load.',
      },
      {
        icon: 'clipboard-check',
        title: `${shown(practiceExams)} ${practiceExams.label}`,
        description: 'Daily, weekly and grand tests in the JEE Main and Advanced pattern.',
      },
      {
        icon: 'users',
        title: 'Batches of 45',
        description: 'Small batches, so every student is known and every doubt is answered.',
      },
      {
        icon: 'headset',
        title: 'Daily Doubt Clinics',
        description: 'Subject teachers on hand every evening for one-to-one doubt solving.',
      },
      {
        icon: 'school',
        title: 'Hostel & Day Scholars',
        description: 'Supervised hostels with three students to a room, or attend as a day scholar.',
      },
    ],
  },
  longTermFeatures: {
    eyebrow: 'Programmes',
    title: 'Programmes for Every Stage',
    description: 'Start with intermediate, take a focused year, or come back stronger for another attempt.',
    features: [
      {
        icon: 'graduation-cap',
        title: 'Two-Year Integrated',
        description: 'Intermediate MPC with JEE Main and Advanced, from the first year.',
        points: ['Bridge course in April and May', 'Board and JEE tests every week'],
      },
      {
        icon: 'target',
        title: 'One-Year Intensive',
        description: 'For second-year students who want a sharp JEE focus.',
        points: ['Full syllabus revision', 'Grand tests every fortnight'],
      },
      {
        icon: 'trending-up',
        title: 'Long-Term (Repeaters)',
        description: 'A full year after intermediate to improve your rank.',
        points: ['Personal performance plan', 'JEE Advanced mock series'],
      },
      {
        icon: 'timer',
        title: 'Crash Course',
        description: 'Eight weeks of revision and mock tests before JEE Main and EAMCET.',
        points: ['Chapter-wise revision tests', 'Previous-year paper analysis'],
      },
    ],
  },
  faculty: mark.each(
    [
      {
        name: 'Dr. Srinivasa Rao K.',
        subject: 'Physics',
        image: faculty1,
        experience: '22 years',
        achievements: ['Mentor to IIT rankers every year', 'Author of a JEE mechanics workbook'],
      },
      {
        name: 'Mrs. Lakshmi Prasanna',
        subject: 'Mathematics',
        image: faculty2,
        experience: '18 years',
        achievements: ['Head of the Mathematics department', 'Known for her calculus shortcuts'],
      },
      {
        name: 'Mr. Ravi Shankar M.',
        subject: 'Chemistry (Organic)',
        image: faculty3,
        experience: '15 years',
        achievements: ['Reaction-mechanism specialist', 'Sets our JEE Advanced mock papers'],
      },
      {
        name: 'Dr. Anitha Reddy',
        subject: 'Chemistry (Physical & Inorganic)',
        image: faculty4,
        experience: '16 years',
        achievements: ['PhD in physical chemistry', 'Runs the evening doubt clinic'],
      },
      {
        name: 'Mr. Venkatesh Babu',
        subject: 'Mathematics',
        image: faculty5,
        experience: '20 years',
        achievements: ['Coordinates the Olympiad batch', 'Former JEE paper analyst'],
      },
    ],
    'Faculty member',
  ),
  youtubeVideos: [
    {
      id: 'rotational-motion',
      title: 'Rotational Motion: JEE Advanced Problems',
      description: 'Torque, angular momentum and rolling, solved step by step.',
      url: mark('https://www.youtube.com/watch?v=IitR0tMot10', 'YouTube video'),
      duration: '24:15',
      thumbnail: videoPhysics,
    },
    {
      id: 'definite-integration',
      title: 'Definite Integration in 30 Minutes',
      description: 'Properties and tricks that turn long integrals into one-liners.',
      url: mark('https://youtu.be/IitDefInt30', 'YouTube video'),
      duration: '29:48',
      thumbnail: videoMaths,
    },
    {
      id: 'organic-mechanisms',
      title: 'Organic Chemistry: Reaction Mechanisms',
      description: 'SN1, SN2, E1 and E2 compared, with the questions JEE asks about them.',
      url: mark('https://www.youtube.com/watch?v=IitOrgMech1', 'YouTube video'),
      duration: '19:32',
      thumbnail: videoChemistry,
    },
  ],
  about: {
    title: 'About Our IIT-JEE Programme',
    paragraphs: [
      'Our IIT-JEE programme combines the intermediate MPC syllabus with JEE Main and Advanced preparation, so students prepare for boards and entrance exams in one timetable. Concepts come first; speed and accuracy follow through daily practice.',
      'The day has six hours of classes and six hours of supervised study, a 30-minute test and an hour of sports. Weekly and grand tests in the JEE pattern, analysed question by question, show each student exactly what to work on next.',
      `With ${shown(ranks)} ranks, ${shown(placements)} IIT placements and ${shown(expertFaculty)} expert faculty, we know what it takes. Visit our Vijayawada campus or request a call back to find the right batch.`,
    ],
  },
} satisfies CourseConfig;
