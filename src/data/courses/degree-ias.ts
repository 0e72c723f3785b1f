/**
 * The Degree with IAS page (spec document 1 §2): a degree with three years of integrated civil
 * services preparation. Besides the common configuration it has its own sections — legacy,
 * rankers, the three-year blueprint, guest lectures, the daily formula, campuses, the 7-fold
 * focus, student activities and the director's vision. Figures are the academy's
 * (src/data/figures.ts), the daily routine the spec's (§1); rankers, guest lecturers and the
 * director's words are stand-ins; the rest is copy.
 */
import type { ImageMetadata } from 'astro';
import type { CourseConfig, FeatureSection, Stat, YoutubeVideo } from './types';
import { academy, addresses, type Address } from '@/data/contacts';
import heroCampus from '@/assets/courses/degree-ias.jpg';
import campusDay from '@/assets/gallery/01.jpg';
import courtyard from '@/assets/gallery/02.jpg';
import gate from '@/assets/gallery/03.jpg';
import annualDay from '@/assets/gallery/04.jpg';
import flagDay from '@/assets/gallery/05.jpg';
import lectureHall from '@/assets/gallery/06.jpg';
import smartClass from '@/assets/gallery/07.jpg';
import groupStudy from '@/assets/gallery/08.jpg';
import cricket from '@/assets/gallery/09.jpg';
import yoga from '@/assets/gallery/10.jpg';
import felicitation from '@/assets/gallery/11.jpg';
import toppersWall from '@/assets/gallery/12.jpg';
import aboutCampus from '@/assets/about/campus.jpg';
import directorPhoto from '@/assets/people/director.jpg';
import ranker01 from '@/assets/course/degree-ias/ranker-01.jpg';
import ranker02 from '@/assets/course/degree-ias/ranker-02.jpg';
import ranker03 from '@/assets/course/degree-ias/ranker-03.jpg';
import ranker04 from '@/assets/course/degree-ias/ranker-04.jpg';
import ranker05 from '@/assets/course/degree-ias/ranker-05.jpg';
import ranker06 from '@/assets/course/degree-ias/ranker-06.jpg';
import ranker07 from '@/assets/course/degree-ias/ranker-07.jpg';
import ranker08 from '@/assets/course/degree-ias/ranker-08.jpg';
import lecture01 from '@/assets/course/degree-ias/guest-lecture-01.jpg';
import lecture02 from '@/assets/course/degree-ias/guest-lecture-02.jpg';
import lecture03 from '@/assets/course/degree-ias/guest-lecture-03.jpg';
import { appscGroup1Ranks, expertFaculty, iasRanks, shown } from '@/data/figures';
import { placeholdersOn } from '@/data/placeholder';

const mark = placeholdersOn('/courses/degree-ias/');

/** A rank holder in the ranker photo carousel. */
export interface Ranker {
  name: string;
  /** The exam, as the academy writes it. */
  exam: 'UPSC CSE' | 'APPSC' | 'TGPSC';
  /** The year of the result. */
  year: number;
  /** The All India Rank in UPSC CSE, the Group-1 rank in APPSC and TGPSC. */
  rank: number;
  /** Square portrait. */
  image: ImageMetadata;
}

/** One year of the three-year blueprint. */
export interface BlueprintStage {
  /** E.g. "Year 1". */
  period: string;
  /** What the year is for. */
  title: string;
  /** The year's milestones. */
  points: readonly string[];
}

/** A guest lecture: who spoke, on what, with a photo of the session. */
export interface GuestLecture {
  /** The speaker, with their title. */
  name: string;
  /** Their service or post. */
  designation: string;
  /** The lecture's subject. */
  topic: string;
  image: ImageMetadata;
  alt: string;
}

/** One term of the daily formula, e.g. { duration: '6 hrs', label: 'Classes' }. */
export interface FormulaTerm {
  /** How long each day, in English words ('6 hrs', '30 min', '1 hr'), said in the page's language by `measureIn`. */
  duration: string;
  label: string;
}

/** A campus card: an address from the contacts module, a photo and what the campus offers. */
export interface CampusCard {
  address: Address;
  image: ImageMetadata;
  alt: string;
  /** Short lines: hostel, library, programmes. */
  highlights: readonly string[];
}

/** A photo in a student-activities carousel. */
export interface ActivityPhoto {
  image: ImageMetadata;
  alt: string;
  /** Caption under the photo. */
  caption: string;
}

/** A titled activities carousel and how often it moves. */
export interface ActivityReel {
  title: string;
  /** Milliseconds between steps (spec §9: 3000 and 3500). */
  interval: number;
  photos: readonly ActivityPhoto[];
}

export interface DegreeIasConfig extends CourseConfig {
  /** Our Legacy of Success; the page adds the years of excellence, counted in India's calendar (figures.ts). */
  legacy: { lead: string; stats: readonly Stat[] };
  /** Director's Vision & Campus Videos. */
  youtubeVideos: readonly YoutubeVideo[];
  rankers: { interval: number; list: readonly Ranker[] };
  blueprint: readonly BlueprintStage[];
  guestLectures: readonly GuestLecture[];
  formula: { terms: readonly FormulaTerm[]; result: string; note: string };
  campuses: readonly CampusCard[];
  /** Our 7-Fold Focus for Success. */
  focus: FeatureSection;
  activities: readonly [ActivityReel, ActivityReel];
  director: { image: ImageMetadata; vision: readonly string[] };
}

const campus = (area: string): Address => {
  const found = addresses.find((a) => a.area === area);
  if (!found) throw new Error(`No address for campus ${area}`);
  return found;
};

export const degreeIas: DegreeIasConfig = {
  id: 'degree-ias',
  title: 'Degree with IAS',
  description:
    'BA, B.Com and B.Sc degrees with three years of integrated UPSC and APPSC preparation, residential campuses in Vijayawada and Hyderabad, and a plan built for a first-attempt rank.',
  heroSlides: [
    {
      image: heroCampus,
      alt: 'Degree students with their books on the Akshara Academy campus lawn',
      subtitle: 'Degree + IAS · Vijayawada & Hyderabad',
      title: 'Graduate with a Degree and a Civil Services Plan',
      description: 'Three years of integrated UPSC and APPSC coaching alongside your BA, B.Com or B.Sc.',
      overlay: true,
    },
    {
      image: lectureHall,
      alt: 'A teacher explaining the map of India on the blackboard to a full lecture hall',
      subtitle: '6 hours of classes · 6 hours of study',
      title: 'A Daily Routine That Builds Rankers',
      description: 'A 30-minute test every day, weekly reviews and a mentor who knows your answers.',
      overlay: true,
    },
    {
      image: felicitation,
      alt: 'The director handing a trophy to a ranker on stage at the felicitation ceremony',
      subtitle: 'Our legacy',
      title: `${shown(iasRanks)} ${iasRanks.label}, ${shown(appscGroup1Ranks)} ${appscGroup1Ranks.label}`,
      description: 'Aim for your first attempt, right after graduation.',
      overlay: true,
    },
  ],
  legacy: {
    lead: `Since ${academy.founded} our students have reached the civil services lists year after year — many of them in their first attempt, straight out of college.`,
    stats: [iasRanks, appscGroup1Ranks, expertFaculty],
  },
  youtubeVideos: [
    {
      id: 'director-vision',
      title: "Director's Vision for Degree with IAS",
      description:
        'Why we start civil services preparation in the first year of college, and how the three years fit together.',
      url: mark('https://www.youtube.com/watch?v=Dv7kQ2mWx4A', 'YouTube video'),
      duration: '8:42',
      thumbnail: directorPhoto,
    },
    {
      id: 'campus-tour',
      title: 'Campus Tour: Classrooms, Library and Hostel',
      description:
        'Walk through the Vijayawada campus: smart classrooms, the reading hall, hostel rooms and the sports ground.',
      url: mark('https://youtu.be/Ct3pL8vNq5R', 'YouTube video'),
      duration: '6:15',
      thumbnail: campusDay,
    },
    {
      id: 'day-in-the-life',
      title: 'A Day in the Life of a Degree + IAS Student',
      description: 'From the 6 AM yoga session to the evening test review: one student’s day, hour by hour.',
      url: mark('https://www.youtube.com/watch?v=Ds9rT4bKy2M', 'YouTube video'),
      duration: '5:30',
      thumbnail: aboutCampus,
    },
  ],
  rankers: {
    interval: 2500,
    list: mark.each(
      [
        { name: 'Lakshmi Prasanna K.', exam: 'UPSC CSE', year: 2023, rank: 48, image: ranker01 },
        { name: 'Sai Kiran Reddy', exam: 'UPSC CSE', year: 2023, rank: 112, image: ranker02 },
        { name: 'Bhavana Sri M.', exam: 'APPSC', year: 2023, rank: 3, image: ranker03 },
        { name: 'Praveen Kumar N.', exam: 'UPSC CSE', year: 2022, rank: 205, image: ranker04 },
        { name: 'Swathi Rani P.', exam: 'APPSC', year: 2022, rank: 9, image: ranker05 },
        { name: 'Harsha Vardhan T.', exam: 'UPSC CSE', year: 2022, rank: 317, image: ranker06 },
        { name: 'Divya Bharathi S.', exam: 'TGPSC', year: 2024, rank: 14, image: ranker07 },
        { name: 'Imran Shaik', exam: 'UPSC CSE', year: 2021, rank: 389, image: ranker08 },
      ],
      'Ranker',
    ),
  },
  blueprint: [
    {
      period: 'Year 1',
      title: 'Foundation',
      points: [
        'NCERTs from class 6 to 12 for history, geography, polity and economy',
        'Daily newspaper reading with guided note-making',
        'Answer-writing basics: 150-word answers twice a week',
        'Degree semesters 1 and 2 with our college faculty',
      ],
    },
    {
      period: 'Year 2',
      title: 'Core General Studies and Optional',
      points: [
        'Standard texts for all four GS papers and the essay',
        'Choosing and starting your optional with a mentor',
        'Weekly prelims tests and monthly mains tests',
        'APPSC Group-1 syllabus alongside, in English or Telugu medium',
      ],
    },
    {
      period: 'Year 3',
      title: 'Prelims, Mains and Interview',
      points: [
        'Full-length prelims and mains test series with evaluation',
        'Current affairs revision for the exam year',
        'Mock interviews with retired civil servants',
        'Final degree examinations, then your first attempt',
      ],
    },
  ],
  guestLectures: mark.each(
    [
      {
        name: 'Smt. R. Aruna, IAS',
        designation: 'District Collector (serving)',
        topic: 'The first ten years in the IAS: what the job really asks of you',
        image: lecture01,
        alt: 'A woman officer speaking beside a projected slide to students in the seminar hall',
      },
      {
        name: 'Sri V. Ramachandra Rao, IAS (Retd.)',
        designation: 'Former Principal Secretary',
        topic: 'Ethics, integrity and aptitude: lessons from thirty years of service',
        image: lecture02,
        alt: 'A retired civil servant speaking at the podium on the auditorium stage',
      },
      {
        name: 'Prof. S. N. Murthy',
        designation: 'Economist and author',
        topic: 'Reading the Union Budget and the Economic Survey for GS Paper III',
        image: lecture03,
        alt: 'An economist answering questions as students raise their hands in a classroom',
      },
    ],
    'Guest lecturer',
  ),
  formula: {
    terms: [
      { duration: '6 hrs', label: 'Classes' },
      { duration: '6 hrs', label: 'Guided Self-Study' },
      { duration: '30 min', label: 'Daily Test' },
      { duration: '1 hr', label: 'Sports' },
    ],
    result: 'First-Attempt Success',
    note: 'Every day, for three years: the routine our rankers credit most.',
  },
  campuses: [
    {
      address: campus('Benz Circle'),
      image: campusDay,
      alt: 'The main campus building at Benz Circle, Vijayawada',
      highlights: ['Main academic block and library', 'Day-scholar batches', 'Smart classrooms'],
    },
    {
      address: campus('Kanuru'),
      image: aboutCampus,
      alt: 'Students in the courtyard of the Kanuru residential campus',
      highlights: ['Residential campus', 'Hostel with 3 students per room', 'Reading hall open till 11 PM'],
    },
    {
      address: campus('Kankipadu'),
      image: gate,
      alt: 'Students walking in through the Kankipadu campus gate',
      highlights: ['Degree college block', 'Sports ground', 'Separate hostels for boys and girls'],
    },
    {
      address: campus('Ashoknagar'),
      image: courtyard,
      alt: 'Students chatting on a bench in the Ashoknagar campus courtyard',
      highlights: ['Hyderabad campus', 'TGPSC and UPSC batches', 'Hostel and day-scholar options'],
    },
  ],
  focus: {
    eyebrow: 'Seven habits',
    title: 'Our 7-Fold Focus for Success',
    description: 'Seven things we watch for every student, every week, from the first semester to the interview.',
    features: [
      {
        icon: 'book-open',
        title: 'Concept Clarity',
        description: 'NCERT-first teaching so every later book builds on firm ground.',
      },
      {
        icon: 'pen-line',
        title: 'Answer Writing',
        description: 'Written practice from the first month, evaluated with feedback in 48 hours.',
      },
      {
        icon: 'newspaper',
        title: 'Current Affairs',
        description: 'Daily news analysis linked to the syllabus, in English and Telugu.',
      },
      {
        icon: 'clipboard-check',
        title: 'Daily Testing',
        description: 'A 30-minute test every day and a full-length test every month.',
      },
      {
        icon: 'user-check',
        title: 'Personal Mentorship',
        description: 'A mentor for every student who plans revision and tracks progress.',
      },
      {
        icon: 'graduation-cap',
        title: 'Degree Excellence',
        description: 'Strong university results, so the degree is never the weak link.',
      },
      {
        icon: 'shield-check',
        title: 'Discipline and Wellbeing',
        description: 'Fixed routine, an hour of sports and counselling when it gets hard.',
      },
    ],
  },
  activities: [
    {
      title: 'Sports, Clubs and Wellness',
      interval: 3000,
      photos: [
        {
          image: cricket,
          alt: 'A cricket match on the campus ground during the evening sports hour',
          caption: 'Evening cricket league',
        },
        {
          image: yoga,
          alt: 'Students practising yoga poses and meditation on the lawn',
          caption: 'Morning yoga and meditation',
        },
        {
          image: groupStudy,
          alt: 'Students discussing their notes around a table in a group study session',
          caption: 'Peer study circles',
        },
        {
          image: smartClass,
          alt: 'Students with laptops following a lesson on the smart-class projector screen',
          caption: 'Digital skills lab',
        },
      ],
    },
    {
      title: 'Culture and Celebrations',
      interval: 3500,
      photos: [
        {
          image: annualDay,
          alt: 'The annual day stage decorated with garlands and a lit lamp, with the audience watching',
          caption: 'Annual day',
        },
        {
          image: flagDay,
          alt: 'Students in uniform saluting the national flag at the flag-hoisting ceremony',
          caption: 'Independence Day',
        },
        {
          image: toppersWall,
          alt: 'Toppers with their certificates and trophies in front of the achievements wall',
          caption: 'Toppers’ felicitation',
        },
        {
          image: felicitation,
          alt: 'A student holding up her trophy on stage at the felicitation ceremony',
          caption: 'Prize day',
        },
      ],
    },
  ],
  director: mark(
    {
      image: directorPhoto,
      vision: [
        'Most aspirants begin civil services preparation after graduation and spend two or three years catching up. Our Degree with IAS students begin on their first day of college, so by their final semester they have already written hundreds of answers and dozens of full-length tests.',
        'The degree is not a side track. A good degree keeps every door open, and the subjects we pair with it — history, political science, economics, public administration — are the same ones the Commission asks about.',
        'My hope for every student who joins us is simple: that they walk out of their final degree exam ready to write the prelims with confidence, and that they never have to choose between a degree and a dream.',
      ],
    },
    "Director's photo and vision",
  ),
};
