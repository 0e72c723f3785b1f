/**
 * The NEET page (spec document 1 §2 "NEET: same configuration" as IIT — hero, lead form, stats,
 * two feature grids, faculty carousel, videos, about — with six videos and five faculty). The spec
 * gives no NEET figures, so the page has no stats band: IIT's figures (§9) are not NEET's. Give the
 * academy's NEET figures here, each with its source, and the band shows them.
 */
import type { CourseConfig } from './types';
import heroNeet from '@/assets/course/heroes/neet.jpg';
import heroLecture from '@/assets/hero/home-2.jpg';
import heroToppers from '@/assets/hero/home-3.jpg';
import faculty1 from '@/assets/course/faculty/neet-01.jpg';
import faculty2 from '@/assets/course/faculty/neet-02.jpg';
import faculty3 from '@/assets/course/faculty/neet-03.jpg';
import faculty4 from '@/assets/course/faculty/neet-04.jpg';
import faculty5 from '@/assets/course/faculty/neet-05.jpg';
import videoBiology from '@/assets/course/lectures/biology.jpg';
import videoPhysiology from '@/assets/course/lectures/physiology.jpg';
import videoGenetics from '@/assets/course/lectures/genetics.jpg';
import videoChemistry from '@/assets/course/lectures/chemistry.jpg';
import videoPhysics from '@/assets/course/lectures/physics.jpg';
import videoStrategy from '@/assets/course/lectures/strategy.jpg';
import { placeholdersOn } from '@/data/placeholder';

const mark = placeholdersOn('/courses/neet/');

export const neet = {
  id: 'neet',
  title: 'NEET Coaching',
  description:
    'NEET-UG coaching in Vijayawada alongside the BiPC intermediate syllabus: NCERT-first teaching, daily tests and a grand test every fortnight.',
  heroSlides: [
    {
      image: heroNeet,
      alt: 'A biology teacher in a laboratory with a microscope and a DNA chart',
      subtitle: 'NEET-UG · BiPC',
      title: 'Your White Coat Starts Here',
      description:
        'NCERT-first teaching for Biology, Chemistry and Physics, with the BiPC board syllabus in the same plan.',
      overlay: true,
    },
    {
      image: heroLecture,
      alt: 'A teacher explaining diagrams on the board to a full classroom',
      subtitle: 'Practice',
      title: 'A Test Every Day, a Grand Test Every Fortnight',
      description: 'Questions in the NEET pattern with OMR practice and chapter-wise analysis.',
      overlay: true,
    },
    {
      image: heroToppers,
      alt: 'Rank holders celebrating on stage with certificates and a trophy',
      subtitle: 'Results',
      title: 'Ranks Year After Year',
      description: 'Our students study at government medical colleges across Andhra Pradesh and Telangana.',
      overlay: true,
    },
  ],
  heroFeatures: ['Free scholarship test', 'Hostel & day-scholar options'],
  features: {
    eyebrow: 'Why Akshara',
    title: 'Why Choose Us for NEET',
    description: 'Biology taught line by line from the NCERT, and enough practice to make 720 feel reachable.',
    features: [
      {
        icon: 'book-open',
        title: 'NCERT-First Teaching',
        description: 'Every line of the NCERT Biology books, with diagrams and mnemonics.',
      },
      {
        icon: 'clipboard-check',
        title: 'Daily & Grand Tests',
        description: 'A daily test and a full NEET mock every fortnight, with OMR sheets.',
      },
      {
        icon: 'microscope',
        title: 'Lab & Diagram Practice',
        description: 'Practical sessions that make diagrams and experiments stick.',
      },
      {
        icon: 'users',
        title: 'Batches of 45',
        description: 'Small batches with personal attention and progress reports for parents.',
      },
      {
        icon: 'headset',
        title: 'Doubt Clinics',
        description: 'Subject teachers available every evening for one-to-one help.',
      },
      {
        icon: 'school',
        title: 'Hostel & Day Scholars',
        description: 'Three students to a hostel room, with wardens and a study hall.',
      },
    ],
  },
  longTermFeatures: {
    eyebrow: 'Programmes',
    title: 'Programmes for Every Stage',
    description: 'Two years with intermediate, one focused year, or a long-term year to improve your score.',
    features: [
      {
        icon: 'graduation-cap',
        title: 'Two-Year Integrated',
        description: 'Intermediate BiPC with NEET preparation from the first year.',
        points: ['Bridge course in April and May', 'Board and NEET tests every week'],
      },
      {
        icon: 'target',
        title: 'One-Year Intensive',
        description: 'For second-year students who want a sharp NEET focus.',
        points: ['Full syllabus revision', 'Grand tests every fortnight'],
      },
      {
        icon: 'trending-up',
        title: 'Long-Term (Repeaters)',
        description: 'A full year after intermediate to raise your score.',
        points: ['Personal performance plan', 'Full-length NEET mocks'],
      },
      {
        icon: 'timer',
        title: 'Crash Course',
        description: 'Eight weeks of revision and mock tests before NEET.',
        points: ['Chapter-wise revision tests', 'Previous-year paper analysis'],
      },
    ],
  },
  faculty: mark.each(
    [
      {
        name: 'Dr. Padmavathi S.',
        subject: 'Botany',
        image: faculty1,
        experience: '19 years',
        achievements: ['PhD in plant sciences', 'Writes our NCERT line-by-line notes'],
      },
      {
        name: 'Dr. Mohan Krishna',
        subject: 'Zoology',
        image: faculty2,
        experience: '17 years',
        achievements: ['Human physiology specialist', 'Sets our NEET grand tests'],
      },
      {
        name: 'Mrs. Sujatha Devi',
        subject: 'Chemistry',
        image: faculty3,
        experience: '14 years',
        achievements: ['Organic chemistry for NEET', 'Known for her reaction charts'],
      },
      {
        name: 'Mr. Naveen Kumar P.',
        subject: 'Physics',
        image: faculty4,
        experience: '16 years',
        achievements: ['Makes NEET physics numericals simple', 'Runs the evening doubt clinic'],
      },
      {
        name: 'Dr. Farhana Begum',
        subject: 'Biology (Genetics)',
        image: faculty5,
        experience: '12 years',
        achievements: ['Genetics and evolution specialist', 'Mentor for the long-term batch'],
      },
    ],
    'Faculty member',
  ),
  youtubeVideos: [
    {
      id: 'cell-division',
      title: 'Cell Division: Mitosis and Meiosis',
      description: 'Every stage with diagrams, and the NEET questions asked on it.',
      url: mark('https://www.youtube.com/watch?v=NeetCellDv1', 'YouTube video'),
      duration: '22:10',
      thumbnail: videoBiology,
    },
    {
      id: 'human-heart',
      title: 'Human Heart and Circulation',
      description: 'The cardiac cycle, ECG and blood flow in one clear lesson.',
      url: mark('https://youtu.be/NeetHeart01', 'YouTube video'),
      duration: '18:45',
      thumbnail: videoPhysiology,
    },
    {
      id: 'genetics',
      title: 'Principles of Inheritance in 25 Minutes',
      description: 'Mendel’s laws, crosses and pedigree questions solved fast.',
      url: mark('https://www.youtube.com/watch?v=NeetGenet25', 'YouTube video'),
      duration: '25:02',
      thumbnail: videoGenetics,
    },
    {
      id: 'chemical-bonding',
      title: 'Chemical Bonding for NEET',
      description: 'VSEPR, hybridisation and molecular orbital theory, with shortcuts.',
      url: mark('https://www.youtube.com/watch?v=NeetBondng1', 'YouTube video'),
      duration: '20:37',
      thumbnail: videoChemistry,
    },
    {
      id: 'ray-optics',
      title: 'Ray Optics: NEET Numericals',
      description: 'Mirrors, lenses and prisms — the formulas and how to apply them.',
      url: mark('https://youtu.be/NeetOptic01', 'YouTube video'),
      duration: '16:54',
      thumbnail: videoPhysics,
    },
    {
      id: 'neet-strategy',
      title: 'NEET Strategy: The Last 60 Days',
      description: 'How to revise, which mocks to take and how to manage exam day.',
      url: mark('https://www.youtube.com/watch?v=NeetPlan060', 'YouTube video'),
      duration: '12:28',
      thumbnail: videoStrategy,
    },
  ],
  about: {
    title: 'About Our NEET Programme',
    paragraphs: [
      'Our NEET programme teaches the intermediate BiPC syllabus and NEET-UG together. Biology is taught line by line from the NCERT books, Chemistry and Physics with the numericals NEET asks, so students prepare for boards and the entrance in one plan.',
      'Every day has a short test and every fortnight a full NEET mock on OMR sheets, analysed chapter by chapter. Doubt clinics run every evening, and parents receive regular progress reports.',
      'Classes are on our Vijayawada campus, with hostel and day-scholar options. Request a call back to find the batch that suits your child.',
    ],
  },
} satisfies CourseConfig;
