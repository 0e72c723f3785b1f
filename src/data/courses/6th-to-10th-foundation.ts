/**
 * The 6th to 10th foundation page (spec document 2 §2, §9): the hero, and three tabs — IIT, NEET
 * and IAS Foundation — each with a banner, why-start-early figures, a price card, the director's
 * vision, video, features, faculty and the track record; the IAS tab adds ranks and guest lectures.
 * Prices and seats are the spec's; the other figures and texts are display copy.
 */
import type { ImageMetadata } from 'astro';
import type { CourseConfig, FacultyMember, FeatureSection, QuickCourse, Stat, YoutubeVideo } from './types';
import heroImage from '@/assets/courses/6th-to-10th-foundation.jpg';
import iitBanner from '@/assets/course/foundation/iit-banner.jpg';
import neetBanner from '@/assets/course/foundation/neet-banner.jpg';
import iasBanner from '@/assets/course/foundation/ias-banner.jpg';
import faculty01 from '@/assets/course/foundation/faculty-01.jpg';
import faculty02 from '@/assets/course/foundation/faculty-02.jpg';
import faculty03 from '@/assets/course/foundation/faculty-03.jpg';
import faculty04 from '@/assets/course/foundation/faculty-04.jpg';
import faculty05 from '@/assets/course/foundation/faculty-05.jpg';
import faculty06 from '@/assets/course/foundation/faculty-06.jpg';
import faculty07 from '@/assets/course/foundation/faculty-07.jpg';
import faculty08 from '@/assets/course/foundation/faculty-08.jpg';
import faculty09 from '@/assets/course/foundation/faculty-09.jpg';
import ranker01 from '@/assets/course/foundation/ranker-01.jpg';
import ranker02 from '@/assets/course/foundation/ranker-02.jpg';
import ranker03 from '@/assets/course/foundation/ranker-03.jpg';
import ranker04 from '@/assets/course/foundation/ranker-04.jpg';
import lecture01 from '@/assets/course/foundation/guest-lecture-01.jpg';
import lecture02 from '@/assets/course/foundation/guest-lecture-02.jpg';
import lecture03 from '@/assets/course/foundation/guest-lecture-03.jpg';
import lecture04 from '@/assets/course/foundation/guest-lecture-04.jpg';
import directorStill from '@/assets/people/director.jpg';
import { placeholdersOn } from '@/data/placeholder';

const mark = placeholdersOn('/courses/6th-to-10th-foundation/');

export type FoundationTabId = 'iit' | 'neet' | 'ias';

/** A why-start-early figure: the number and label of a stat with a sentence explaining it. */
export interface EarlyStartFact extends Stat {
  /** One sentence under the figure. */
  detail: string;
}

/** The tab's programme in its price card: a store course with the seats still open. */
export interface FoundationOffer extends QuickCourse {
  /** "12 seats left". */
  seatsLeft: number;
  /** The batch size as shown, e.g. "Batch of 20". */
  batch?: string;
}

/** An IAS rank holder's photo with the rank as its caption. */
export interface Ranker {
  name: string;
  /** All India Rank. */
  rank: number;
  /** Exam year. */
  year: number;
  /** Square portrait. */
  image: ImageMetadata;
}

/** A photo in the guest lecture gallery. */
export interface GuestLecture {
  image: ImageMetadata;
  /** Describes the photo (also its caption). */
  caption: string;
}

export interface FoundationTab {
  /** Anchor of the tab (`#iit`) and its panel id. */
  id: FoundationTabId;
  /** The selector's label. */
  label: string;
  /** The wide picture at the top of the tab, with its texts. */
  banner: { image: ImageMetadata; alt: string; title: string; subtitle: string; description: string };
  /** Why-start-early figures. */
  earlyStart: { title: string; facts: readonly EarlyStartFact[] };
  /** The price card. */
  offer: FoundationOffer;
  /** More programmes of the tab in the store, as course cards (IAS). */
  moreOffers?: { title: string; courses: readonly QuickCourse[] };
  /** The director's words for this programme. */
  vision: readonly string[];
  /** Buttons under the director's words (IIT): one playing the tab's video, one opening Talk to Director. */
  visionActions?: { watchLabel: string; talkToDirector: boolean };
  /** Videos: the first sits next to the director's vision; IAS shows all three in a row. */
  videos: readonly YoutubeVideo[];
  /** Tailwind object-position class (`object-[x_y]`) of the featured video's still, e.g. to keep a portrait's face in view. */
  videoFocus?: string;
  /** A link to more videos on YouTube (IAS). */
  moreVideosUrl?: string;
  /** What the programme covers. */
  features: FeatureSection;
  /** The teachers. */
  faculty: readonly FacultyMember[];
  /** IAS rank holders. */
  ranks?: readonly Ranker[];
  /** Guest lecture photos (IAS). */
  guestLectures?: readonly GuestLecture[];
}

export interface FoundationConfig extends Pick<CourseConfig, 'id' | 'title' | 'description'> {
  hero: { eyebrow: string; image: ImageMetadata; alt: string; features: readonly string[] };
  /** The tabs in order; the first is the default. */
  tabs: readonly FoundationTab[];
  /** The track record every tab ends with (spec §9 "Foundation stats"). */
  trackRecord: readonly Stat[];
  /** The fixed bar shown after scrolling. */
  bottomBar: { text: string; cta: string };
}

/** The store campaign of every enrol link on the page. */
export const FOUNDATION_CAMPAIGN = '6th-to-10th-foundation';

const batchNote = 'Classes after school, 6 days a week';

export const foundation: FoundationConfig = {
  id: '6th-to-10th-foundation',
  title: '6th to 10th Foundation',
  description:
    'IIT, NEET and IAS foundation for classes 6 to 10: strong basics in maths, science and general studies alongside the school syllabus.',
  hero: {
    eyebrow: 'IIT · NEET · IAS Foundation',
    image: heroImage,
    alt: 'School children in uniform raising their hands in a bright foundation classroom',
    features: [
      'Concept-first teaching in small batches',
      'Weekly tests with a progress report for parents',
      'Olympiad, NTSE and NMMS preparation included',
      'Runs alongside the CBSE and State Board syllabus',
    ],
  },
  tabs: [
    {
      id: 'iit',
      label: 'IIT Foundation',
      banner: {
        image: iitBanner,
        alt: 'Children in school uniform raising their hands in a maths and physics class',
        subtitle: 'Classes 6 to 10 · Maths, Physics, Chemistry',
        title: 'IIT Foundation',
        description: 'Train the problem-solving mind JEE looks for — years before Intermediate begins.',
      },
      earlyStart: {
        title: 'Why start IIT preparation early?',
        facts: [
          {
            number: 4,
            suffix: ' years',
            label: 'Head start on JEE',
            detail: 'Starting in class 8 gives four more years to make algebra, geometry and mechanics second nature.',
          },
          {
            number: 60,
            suffix: '%',
            label: 'Of JEE Main rests on class 9–10 basics',
            detail: 'Functions, trigonometry, motion and atomic structure all begin in school.',
          },
          {
            number: 3,
            suffix: '×',
            label: 'More problems solved by Intermediate',
            detail: 'Foundation students reach Intermediate having solved thousands of graded problems.',
          },
        ],
      },
      offer: {
        id: 'iit-foundation',
        title: 'IIT Foundation Program',
        description: 'Maths, physics and chemistry for classes 6 to 10 with JEE-style problem solving.',
        url: '/foundation/iit-foundation',
        price: 25000,
        originalPrice: 50000,
        seatsLeft: 12,
        duration: 'One academic year',
        mode: 'Offline · Vijayawada & Hyderabad',
        features: [
          batchNote,
          'Weekly tests and monthly parent meetings',
          'Olympiad and NTSE preparation',
          'Printed study material and practice books',
        ],
      },
      vision: mark(
        [
          'A child who learns to enjoy a hard maths problem at twelve will not fear JEE at seventeen.',
          'Our IIT Foundation builds that confidence patiently, one concept at a time, without taking away the joy of school.',
        ],
        "Director's words",
      ),
      visionActions: { watchLabel: 'Watch Success Strategy', talkToDirector: true },
      videoFocus: 'object-[50%_42%]',
      videos: [
        {
          id: 'iit-success-strategy',
          title: 'IIT Foundation Success Strategy',
          description: 'How a class 6 to 10 student should plan for JEE, explained by our director.',
          url: mark('https://www.youtube.com/watch?v=q7Rk2Lm9XzE', 'YouTube video'),
          duration: '9:12',
          thumbnail: directorStill,
        },
      ],
      features: {
        title: 'What IIT Foundation covers',
        features: [
          {
            icon: 'calculator',
            title: 'Mathematics in depth',
            description: 'Algebra, geometry and arithmetic taken beyond the textbook to JEE-style reasoning.',
          },
          {
            icon: 'atom',
            title: 'Physics by experiment',
            description: 'Motion, force, light and electricity through demonstrations and numericals.',
          },
          {
            icon: 'flask-conical',
            title: 'Chemistry basics',
            description: 'Atomic structure, reactions and the periodic table, with lab sessions.',
          },
          {
            icon: 'brain',
            title: 'Logical reasoning',
            description: 'Puzzles and mental ability practice for Olympiads and NTSE.',
          },
          {
            icon: 'clipboard-check',
            title: 'Weekly tests',
            description: "A test every week with a written analysis of each student's mistakes.",
          },
          {
            icon: 'users',
            title: 'Parent meetings',
            description: 'Monthly meetings so parents know exactly where their child stands.',
          },
        ],
      },
      faculty: mark.each(
        [
          {
            name: 'Mr. R. Srinivasa Rao',
            subject: 'Mathematics',
            image: faculty01,
            experience: '18+ years',
            achievements: ['M.Sc. Mathematics, Andhra University', 'Mentored 40+ JEE Advanced qualifiers'],
          },
          {
            name: 'Mrs. K. Lakshmi Prasanna',
            subject: 'Physics',
            image: faculty02,
            experience: '14+ years',
            achievements: ['M.Sc. Physics, Osmania University', 'Olympiad coach since 2012'],
          },
          {
            name: 'Mr. P. Anil Kumar',
            subject: 'Chemistry',
            image: faculty03,
            experience: '12+ years',
            achievements: ['M.Sc. Chemistry, NIT Warangal', 'Author of our class 9–10 chemistry workbooks'],
          },
        ],
        'Faculty member',
      ),
    },
    {
      id: 'neet',
      label: 'NEET Foundation',
      banner: {
        image: neetBanner,
        alt: 'Children in school uniform at a biology lab bench with a microscope and flasks',
        subtitle: 'Classes 6 to 10 · Biology, Chemistry, Physics',
        title: 'NEET Foundation',
        description: 'Grow the curiosity and NCERT-first habits that take students to medical college.',
      },
      earlyStart: {
        title: 'Why start NEET preparation early?',
        facts: [
          {
            number: 50,
            suffix: '%',
            label: 'Of NEET marks come from biology',
            detail:
              'Biology is 360 of the 720 marks — and it starts with the cell, plants and the human body in school.',
          },
          {
            number: 5,
            suffix: ' years',
            label: 'Of NCERT science before Intermediate',
            detail: 'Reading NCERT closely from class 6 makes the Intermediate syllabus familiar, not new.',
          },
          {
            number: 20,
            suffix: '',
            label: 'Students per batch',
            detail: 'Small batches, so every child is seen, heard and corrected.',
          },
        ],
      },
      offer: {
        id: 'neet-foundation',
        title: 'NEET Foundation Program',
        description: 'Biology, chemistry and physics for classes 6 to 10 the NCERT way, with lab practice.',
        url: '/foundation/neet-foundation',
        price: 25000,
        originalPrice: 45000,
        seatsLeft: 15,
        batch: 'Batch of 20',
        duration: 'One academic year',
        mode: 'Offline · Vijayawada & Hyderabad',
        features: [
          batchNote,
          'Weekly tests and monthly parent meetings',
          'Biology lab and model sessions',
          'Printed study material and NCERT workbooks',
        ],
      },
      vision: mark(
        [
          'Good doctors are made long before medical college — in the years when a child first asks how the heart works.',
          'NEET Foundation keeps that curiosity alive and gives it the discipline of NCERT, diagrams and daily revision.',
        ],
        "Director's words",
      ),
      videoFocus: 'object-[70%_50%]',
      videos: [
        {
          id: 'neet-foundation-biology',
          title: 'NEET Foundation: Learning Biology the NCERT Way',
          description: 'A look inside a class 8 biology session, from the cell model to the weekly test.',
          url: mark('https://youtu.be/Vn4sB8pQ1tY', 'YouTube video'),
          duration: '7:45',
          thumbnail: neetBanner,
        },
      ],
      features: {
        title: 'What NEET Foundation covers',
        features: [
          {
            icon: 'microscope',
            title: 'Biology with models',
            description: 'Cells, plants and the human body taught with models, charts and the microscope.',
          },
          {
            icon: 'flask-conical',
            title: 'Chemistry in the lab',
            description: 'Matter, reactions and acids and bases with hands-on experiments.',
          },
          {
            icon: 'atom',
            title: 'Physics made simple',
            description: 'Motion, sound, light and electricity with everyday examples and numericals.',
          },
          {
            icon: 'book-open',
            title: 'NCERT first',
            description: 'Line-by-line NCERT reading with diagrams and revision notes.',
          },
          {
            icon: 'clipboard-check',
            title: 'Weekly tests',
            description: 'NEET-style questions every week, with the answers explained.',
          },
          {
            icon: 'stethoscope',
            title: 'Meet the doctors',
            description: 'Talks by practising doctors about medicine as a career.',
          },
        ],
      },
      faculty: mark.each(
        [
          {
            name: 'Dr. S. Madhavi',
            subject: 'Biology',
            image: faculty04,
            experience: '15+ years',
            achievements: ['Ph.D. Zoology, Acharya Nagarjuna University', 'Taught 300+ NEET qualifiers'],
          },
          {
            name: 'Mr. V. Ramakrishna',
            subject: 'Chemistry',
            image: faculty05,
            experience: '22+ years',
            achievements: ['M.Sc. Chemistry, Andhra University', 'Former head of chemistry, junior college'],
          },
          {
            name: 'Ms. T. Sravani',
            subject: 'Physics',
            image: faculty06,
            experience: '10+ years',
            achievements: ['M.Sc. Physics, University of Hyderabad', 'NTSE and NSEJS mentor'],
          },
        ],
        'Faculty member',
      ),
    },
    {
      id: 'ias',
      label: 'IAS Foundation',
      banner: {
        image: iasBanner,
        alt: 'A teacher explaining a map of India to school children, with the national flag and a globe',
        subtitle: 'Classes 6 to 10 · History, Geography, Polity, Current Affairs',
        title: 'IAS Foundation',
        description: 'Reading, writing and thinking about India — the habits every civil servant started with.',
      },
      earlyStart: {
        title: 'Why start IAS preparation early?',
        facts: [
          {
            number: 7,
            suffix: '',
            label: 'NCERT classes UPSC draws on',
            detail: 'Prelims questions are rooted in the class 6 to 12 NCERT books our students read as they go.',
          },
          {
            number: 10,
            suffix: '+ years',
            label: 'To build the reading habit',
            detail: 'A child who reads the newspaper every day from class 6 writes better answers at 21.',
          },
          {
            number: 30,
            suffix: '',
            label: 'Students per batch at most',
            detail: 'Debates and discussions work best in small groups.',
          },
        ],
      },
      offer: {
        id: 'ias-foundation',
        title: 'IAS Foundation Program',
        description: 'History, geography, polity and current affairs for classes 6 to 10, with writing practice.',
        url: '/foundation/ias-foundation',
        price: 25000,
        originalPrice: 50000,
        seatsLeft: 18,
        batch: 'Maximum 30 per batch',
        duration: 'One academic year',
        mode: 'Offline · Vijayawada & Hyderabad',
        features: [
          batchNote,
          'Weekly current affairs sessions',
          'Debates, elocution and essay writing',
          'Printed study material and NCERT summaries',
        ],
      },
      moreOffers: {
        title: 'More IAS Foundation programmes',
        courses: [
          {
            id: 'complete-ias-foundation',
            title: 'Complete IAS Foundation',
            description: 'The full programme plus a mentor, a monthly magazine and a mock interview every term.',
            url: '/foundation/complete-ias-foundation',
            price: 35000,
            originalPrice: 42000,
            duration: 'One academic year',
            features: [
              'Everything in the IAS Foundation Program',
              'Personal mentor for every student',
              'Monthly current affairs magazine',
              'Mock interview every term',
            ],
          },
          {
            id: 'current-affairs-focus',
            title: 'Current Affairs Focus',
            description: 'Weekend classes on the news: reading, discussion and a weekly quiz.',
            url: '/foundation/current-affairs-focus',
            price: 25000,
            originalPrice: 30000,
            duration: 'One academic year · weekends',
            features: [
              'Two weekend sessions a week',
              'Newspaper reading guide',
              'Weekly current affairs quiz',
              'Monthly current affairs magazine',
            ],
          },
        ],
      },
      vision: mark(
        [
          'The civil services need people who read widely, think clearly and care about India. None of that can be crammed in a year.',
          'IAS Foundation gives a young student ten years of steady reading, writing and discussion — and an early taste of public service.',
        ],
        "Director's words",
      ),
      videos: [
        {
          id: 'ias-collector-day',
          title: 'A Day in the Life of a District Collector',
          description: 'A serving IAS officer answers our class 9 students’ questions.',
          url: mark('https://www.youtube.com/watch?v=Hc8wT3nLp5Q', 'YouTube video'),
          duration: '14:20',
          thumbnail: lecture01,
        },
        {
          id: 'ias-read-newspaper',
          title: 'How to Read the Newspaper',
          description: 'Our current affairs faculty shows how to read, note and remember the news.',
          url: mark('https://www.youtube.com/watch?v=bM2rY6kGd0S', 'YouTube video'),
          duration: '11:05',
          thumbnail: lecture04,
        },
        {
          id: 'ias-ethics-panel',
          title: 'Panel: Ethics in Public Life',
          description: 'Retired civil servants on integrity, with questions from the audience.',
          url: mark('https://www.youtube.com/watch?v=tJ9eW1aQx4U', 'YouTube video'),
          duration: '18:40',
          thumbnail: lecture02,
        },
      ],
      moreVideosUrl: mark('https://www.youtube.com/@AksharaAcademy/videos', 'YouTube channel'),
      features: {
        title: 'What IAS Foundation covers',
        features: [
          {
            icon: 'newspaper',
            title: 'Current affairs for young minds',
            description: 'The week’s news explained simply, with a quiz every Saturday.',
          },
          {
            icon: 'globe',
            title: 'Geography and maps',
            description: 'Map work every week: rivers, states, resources and the world.',
          },
          {
            icon: 'landmark',
            title: 'Polity and citizenship',
            description: 'The Constitution, rights and how governments work, through stories and visits.',
          },
          {
            icon: 'pen-line',
            title: 'Writing practice',
            description: 'Short answers and essays, corrected and returned within a week.',
          },
          {
            icon: 'messages-square',
            title: 'Debates and elocution',
            description: 'Speaking in front of a group, in English and Telugu.',
          },
          {
            icon: 'library',
            title: 'Reading habit',
            description: 'A reading list for every class, with book talks every month.',
          },
        ],
      },
      faculty: mark.each(
        [
          {
            name: 'Dr. M. Suryanarayana',
            subject: 'History & Culture',
            image: faculty07,
            experience: '25+ years',
            achievements: ['Ph.D. History, University of Hyderabad', 'Mentor to UPSC rank holders'],
          },
          {
            name: 'Mrs. G. Padmavathi',
            subject: 'Geography',
            image: faculty08,
            experience: '16+ years',
            achievements: ['M.A. Geography, Osmania University', 'Designs our map-work programme'],
          },
          {
            name: 'Mr. A. Kiran Babu',
            subject: 'Polity & Current Affairs',
            image: faculty09,
            experience: '11+ years',
            achievements: [
              'M.A. Political Science, Andhra University',
              'Editor of our monthly current affairs magazine',
            ],
          },
        ],
        'Faculty member',
      ),
      ranks: mark.each(
        [
          { name: 'B. Sai Priyanka', rank: 38, year: 2023, image: ranker01 },
          { name: 'K. Harsha Vardhan', rank: 112, year: 2023, image: ranker02 },
          { name: 'N. Divya Teja', rank: 157, year: 2022, image: ranker03 },
          { name: 'G. Rohith Reddy', rank: 246, year: 2022, image: ranker04 },
        ],
        'Ranker',
      ),
      guestLectures: mark.each(
        [
          { image: lecture01, caption: 'A serving IAS officer on the work of a District Collector' },
          { image: lecture02, caption: 'Retired civil servants in a panel on ethics in public life' },
          { image: lecture03, caption: 'Question hour with an IPS officer for classes 8 to 10' },
          { image: lecture04, caption: 'Seminar on reading the newspaper the civil services way' },
        ],
        'Guest lecture photo',
      ),
    },
  ],
  trackRecord: [
    { number: 800, suffix: '+', label: 'Students Trained', source: 'spec document 2 §9' },
    { number: 95, suffix: '%', label: 'Success Rate', source: 'spec document 2 §9' },
    { number: 200, suffix: '+', label: 'Olympiad & NTSE Qualifiers', source: 'spec document 2 §9' },
    { number: 5, suffix: ' Years', label: 'Of Foundation Teaching', source: 'spec document 2 §9' },
  ],
  bottomBar: { text: "Ready to boost your child's performance?", cta: 'Enroll Now' },
};
