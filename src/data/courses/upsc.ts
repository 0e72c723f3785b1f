/**
 * The UPSC Civil Services page (spec document 1 §2 "UPSC course page" and "Civil services"; §9 for
 * the stats and every price; the IAS ranks and the faculty are the academy's, src/data/figures.ts).
 * Prices are rupees; the store paths get utm parameters in the page.
 */
import type { CourseConfig, QuickCourse } from './types';
import heroUpsc from '@/assets/course/heroes/upsc.jpg';
import heroToppers from '@/assets/hero/home-3.jpg';
import heroLecture from '@/assets/hero/home-2.jpg';
import heroStudy from '@/assets/hero/home-4.jpg';
import videoPolity from '@/assets/course/lectures/polity.jpg';
import videoNews from '@/assets/course/lectures/news.jpg';
import videoStrategy from '@/assets/course/lectures/strategy.jpg';
import { expertFaculty, iasRanks, shown } from '@/data/figures';
import { placeholdersOn } from '@/data/placeholder';

const mark = placeholdersOn('/courses/upsc/');

const foundation = (id: string, mode: string, url: string): QuickCourse => ({
  id,
  title: 'UPSC Foundation Course (Prelims + Mains)',
  description: 'The complete GS syllabus for Prelims and Mains, CSAT, essay and current affairs, from NCERT basics up.',
  url,
  price: 120000,
  duration: '12 months',
  mode,
  features: [
    'Live classes in English and Telugu medium',
    'Daily answer writing with evaluation',
    'Prelims and Mains test series included',
    'Printed notes and monthly magazine',
  ],
});

const foundationOnline: QuickCourse = {
  ...foundation('foundation-online', 'Online · live + recorded', '/courses/upsc-foundation-online'),
  highlights: ['Most popular'],
};
const foundationHyderabad = foundation(
  'foundation-hyderabad',
  'Offline · Hyderabad (Ashoknagar)',
  '/courses/upsc-foundation-hyderabad',
);
const foundationVijayawada = foundation(
  'foundation-vijayawada',
  'Offline · Vijayawada (Benz Circle)',
  '/courses/upsc-foundation-vijayawada',
);

const mainsEnrichment: QuickCourse = {
  id: 'mains-enrichment',
  title: 'Mains Enrichment Programme',
  description:
    'For Prelims-qualified and second-attempt aspirants: GS I–IV in depth, value-added notes and answer writing.',
  url: '/courses/upsc-mains-enrichment',
  price: 30000,
  duration: '4 months',
  mode: 'Online & offline',
  features: ['GS Papers I–IV and Essay', '3 answers a day, evaluated in 48 hours', 'One-to-one answer review sessions'],
};

const mainsTestSeries: QuickCourse = {
  id: 'mains-test-series',
  title: 'Mains Test Series',
  description: 'Full-length and sectional Mains tests in the UPSC format, with model answers and detailed feedback.',
  url: '/courses/upsc-mains-test-series',
  price: 15999,
  duration: '16 tests · 5 months',
  mode: 'Online & offline',
  features: ['8 sectional + 8 full-length tests', 'Model answers and topper copies', 'Personal feedback on every copy'],
};

const mentorship: QuickCourse = {
  id: 'mentorship',
  title: 'Personal Mentorship Programme',
  description: 'A mentor who plans your weeks, checks your progress and keeps you on track until the exam.',
  url: '/courses/upsc-mentorship',
  price: 49999,
  duration: '12 months',
  mode: 'Online',
  features: ['Weekly one-to-one mentor calls', 'Personal study plan and targets', 'Doubt support on chat'],
};

const mentorshipVideo: QuickCourse = {
  id: 'mentorship-video',
  title: 'Personal Mentorship with Video Lectures',
  description: 'The mentorship programme with the full recorded GS lecture library to study at your own pace.',
  url: '/courses/upsc-mentorship-video',
  price: 59999,
  duration: '12 months',
  mode: 'Online',
  features: ['Everything in Personal Mentorship', 'The full recorded GS lecture library'],
};

const anthropology: QuickCourse = {
  id: 'anthropology',
  title: 'Anthropology Optional',
  description: 'Papers I and II of the Anthropology optional with diagrams, case studies and answer writing.',
  url: '/courses/upsc-anthropology-optional',
  price: 4999,
  duration: '6 months',
  mode: 'Online · recorded',
  features: ['Recorded lectures for both papers', 'Printable notes and previous-year answers'],
};

const prelimsTestSeries: QuickCourse = {
  id: 'prelims-test-series',
  title: 'Prelims Test Series',
  description: 'GS and CSAT mock tests in the UPSC pattern with all-India ranking and explanations.',
  url: '/courses/upsc-prelims-test-series',
  price: 999,
  duration: '30 tests',
  mode: 'Online',
  features: ['20 GS + 10 CSAT tests', 'All-India rank after every test'],
};

export const upsc = {
  id: 'upsc',
  title: 'UPSC Civil Services Coaching',
  description: `UPSC Civil Services coaching in Vijayawada, Hyderabad and online: Prelims, Mains and Interview with daily answer writing, ${shown(expertFaculty)} expert faculty and ${shown(iasRanks)} IAS ranks.`,
  heroSlides: [
    {
      image: heroUpsc,
      alt: 'Aspirants studying at a table with Parliament House in the background',
      subtitle: 'UPSC Civil Services · Vijayawada · Hyderabad · Online',
      title: 'Your Journey to the IAS Begins Here',
      description:
        'Integrated Prelims, Mains and Interview coaching with daily answer writing and personal mentorship.',
      overlay: true,
    },
    {
      image: heroToppers,
      alt: 'Rank holders celebrating on stage with certificates and a trophy',
      subtitle: 'Results',
      title: `${shown(iasRanks)} IAS Ranks and Counting`,
      description: 'Our alumni serve in the IAS, IPS, IFS and IRS — and the next toppers are in class today.',
      overlay: true,
    },
    {
      image: heroLecture,
      alt: 'A teacher explaining diagrams on the board to a full classroom',
      subtitle: 'Expert faculty',
      title: `Learn from ${shown(expertFaculty)} Expert Faculty`,
      description: 'Former civil servants and subject specialists teach every batch, online and offline.',
      overlay: true,
    },
    {
      image: heroStudy,
      alt: 'Students studying together at a long table in the library',
      subtitle: 'Mains and Interview',
      title: 'Answer Writing Every Day',
      description: 'Evaluated answers, a Mains test series and mock interviews with retired officers.',
      overlay: true,
    },
  ],
  heroFeatures: ['Free demo class', 'English & Telugu medium'],
  stats: [
    iasRanks,
    expertFaculty,
    { number: 100, suffix: '+', label: 'Practice Hours', source: 'spec document 1 §9' },
    { number: 1000, suffix: '+', label: 'Hours of Teaching', source: 'spec document 1 §9' },
  ],
  pdfBanners: mark.each(
    [
      {
        title: 'UPSC Prelims 2025 Answer Key: GS Paper I (Set B)',
        description: 'Check your answers against our faculty’s key for question booklet Set B.',
        href: '/pdfs/upsc-prelims-2025-gs-paper-1-set-b-answer-key.pdf',
        cta: 'Download Answer Key',
        isFile: true,
      },
      {
        title: 'UPSC Prelims 2025 Question Paper with Answers',
        description: 'GS Paper I with the correct option and a short explanation for each question.',
        href: '/pdfs/upsc-prelims-2025-gs-paper-1-with-answers.pdf',
        cta: 'Download Question Paper',
        isFile: true,
      },
    ],
    'Sample PDF marked SPECIMEN',
  ),
  magazines: [
    {
      title: 'Current Affairs Monthly (English)',
      description:
        'The month’s news for Prelims and Mains — polity, economy, environment, science and world affairs — with practice questions.',
      issuePath: '/magazines/current-affairs-monthly-english/{month}',
    },
    {
      title: 'Current Affairs Monthly (Telugu)',
      description: 'The same monthly coverage in Telugu, for Telugu-medium aspirants of UPSC, APPSC and TGPSC.',
      issuePath: '/magazines/current-affairs-monthly-telugu/{month}',
    },
  ],
  resources: [
    {
      icon: 'newspaper',
      title: 'Current Affairs',
      description: 'Daily news analysis linked to the Prelims and Mains syllabus.',
      href: '/courses/upsc/current-affairs',
    },
    {
      icon: 'pen-line',
      title: 'Mains Answer Writing',
      description: 'A daily Mains question with a model answer and discussion.',
      href: '/courses/upsc/mains-answer-writing',
    },
    {
      icon: 'list-checks',
      title: 'Current Affairs Quiz',
      description: 'Timed quizzes on the news, with answers and explanations.',
      href: '/courses/upsc/current-affairs-quiz',
    },
    {
      icon: 'file-text',
      title: 'Current Affairs PDFs',
      description: 'Monthly compilations to download and revise offline.',
      href: '/courses/upsc/current-affairs-pdfs',
    },
  ],
  quickCourses: [foundationOnline, mainsEnrichment, mainsTestSeries, mentorship],
  programmes: [
    foundationOnline,
    foundationHyderabad,
    foundationVijayawada,
    mainsEnrichment,
    mainsTestSeries,
    mentorship,
    mentorshipVideo,
    anthropology,
    prelimsTestSeries,
  ],
  approach: {
    eyebrow: 'Our approach',
    title: 'A Plan for Every Stage of the Exam',
    description:
      'Each stage builds on the last, so you reach the interview with the basics, the practice and the confidence.',
    features: [
      {
        icon: 'book-open',
        title: 'Strong Foundations',
        description: 'Concepts first, from the NCERTs up, before any shortcuts.',
        points: ['NCERT-based basics for every subject', 'Printed notes after every class'],
      },
      {
        icon: 'target',
        title: 'Prelims Mastery',
        description: 'Thousands of MCQs, CSAT practice and elimination techniques.',
        points: ['Weekly sectional tests', 'All-India mock tests'],
      },
      {
        icon: 'pen-line',
        title: 'Mains Answer Writing',
        description: 'Structure, content and presentation, improved one answer at a time.',
        points: ['Daily questions evaluated in 48 hours', 'Topper copies and model answers'],
      },
      {
        icon: 'messages-square',
        title: 'Interview Guidance',
        description: 'Mock interviews with retired officers and a DAF-based question bank.',
        points: ['Personal DAF analysis', 'Recorded mock interviews with feedback'],
      },
    ],
  },
  features: {
    eyebrow: 'Why Akshara',
    title: 'Why Choose Us',
    description: 'Results, teachers and a routine that keep aspirants on track for the full year.',
    features: [
      {
        icon: 'trophy',
        title: `${shown(iasRanks)} ${iasRanks.label}`,
        description: 'Our students have made the final UPSC list year after year.',
      },
      {
        icon: 'graduation-cap',
        title: `${shown(expertFaculty)} ${expertFaculty.label}`,
        description: 'Former civil servants and subject specialists teach every batch.',
      },
      {
        icon: 'pen-line',
        title: 'Daily Answer Writing',
        description: 'A Mains question every day, evaluated with personal feedback.',
      },
      {
        icon: 'user-check',
        title: 'Personal Mentorship',
        description: 'A mentor who tracks your progress and adjusts your plan.',
      },
      {
        icon: 'languages',
        title: 'Telugu & English Medium',
        description: 'Classes, notes and tests in both languages.',
      },
      {
        icon: 'monitor-play',
        title: 'Online & Offline',
        description: 'Classrooms in Vijayawada and Hyderabad, or live and recorded online.',
      },
    ],
  },
  youtubeVideos: [
    {
      id: 'polity-fundamental-rights',
      title: 'Indian Polity: Fundamental Rights in 20 Minutes',
      description: 'Articles 12 to 35 explained with recent judgments and previous-year questions.',
      url: mark('https://www.youtube.com/watch?v=Up5cPol1tyA', 'YouTube video'),
      duration: '21:40',
      thumbnail: videoPolity,
    },
    {
      id: 'newspaper-reading',
      title: 'How to Read the Newspaper for UPSC',
      description: 'What to read, what to skip and how to make notes that last till the exam.',
      url: mark('https://youtu.be/Up5cNews0Rd', 'YouTube video'),
      duration: '14:05',
      thumbnail: videoNews,
    },
    {
      id: 'prelims-strategy',
      title: 'Prelims Strategy: The Last 100 Days',
      description: 'A week-by-week plan for revision, mock tests and current affairs before Prelims.',
      url: mark('https://www.youtube.com/watch?v=Up5cPrel100', 'YouTube video'),
      duration: '18:22',
      thumbnail: videoStrategy,
    },
  ],
  about: {
    title: 'About Our UPSC Civil Services Programme',
    paragraphs: [
      'The Civil Services Examination is a three-stage test of knowledge, writing and personality. Our programme prepares you for all three together: the General Studies syllabus from the basics up, CSAT, the essay, your optional subject and the interview.',
      'Classes run in Vijayawada and Hyderabad and live online, in English and Telugu medium, with recorded lectures to revise at your own pace. Every week has tests; every day has an answer to write and a current-affairs session.',
      `Our ${shown(expertFaculty)} faculty include former civil servants and subject specialists, and more than ${iasRanks.number} of our students have secured ranks in the final UPSC list. Talk to a counsellor to find the batch that fits you.`,
    ],
  },
} satisfies CourseConfig;

/** The page's own texts around its sections (src/pages/[...lang]/courses/upsc.astro). */
export const upscSections = {
  resources: 'Read, practise and revise with our free UPSC resources, updated every day.',
  pdfsLabel: 'Current Affairs PDFs',
  pdfsLead: 'Monthly current affairs compilations for UPSC, free to download.',
  allPdfs: 'Browse all PDFs',
  courses: {
    eyebrow: 'Courses',
    title: 'Our UPSC Courses',
    description: 'Enrol online: Buy Now takes you to our course store.',
  },
  fees: {
    eyebrow: 'Fees',
    title: 'All UPSC Programmes and Fees',
    description: 'Every programme with its fee in rupees, online and at our Hyderabad and Vijayawada campuses.',
  },
  videos: 'Free lectures from our faculty on YouTube.',
};
