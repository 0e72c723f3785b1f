/**
 * TGPSC Groups (spec document 1 §2, "like APPSC Groups"): Telangana Group 1, 2 and 3 preparation.
 * Stats are the spec's (§9; the hero's ranks read the band's); course names, prices and texts are
 * display copy; the success stories are stand-ins. Course titles carry the words the course filter
 * looks for.
 */
import type { GroupsCourseConfig } from './state-services';
import { storeUrl } from '@/data/store-links';
import heroImage from '@/assets/courses/tgpsc-groups.jpg';
import smartClass from '@/assets/gallery/07.jpg';
import felicitation from '@/assets/gallery/11.jpg';
import popupImage from '@/assets/course/popup/tgpsc-groups.jpg';
import story4 from '@/assets/course/groups/story-04.jpg';
import story5 from '@/assets/course/groups/story-05.jpg';
import story6 from '@/assets/course/groups/story-06.jpg';
import { shown } from '@/data/figures';
import { placeholdersOn } from '@/data/placeholder';

const mark = placeholdersOn('/courses/tgpsc-groups/');

/** The band's first figure, also in the third slide's title. */
export const tgpscRanks = { number: 120, suffix: '+', label: 'TGPSC Ranks', source: 'spec document 1 §9' } as const;

export const tgpscGroups: GroupsCourseConfig = {
  id: 'tgpsc-groups',
  exam: 'TGPSC',
  title: 'TGPSC Groups',
  description:
    'TGPSC Group 1, 2 and 3 coaching in Hyderabad and online: live and recorded classes, test series, Telangana-specific history, economy and current affairs, in English and Telugu medium.',
  heroSlides: [
    {
      image: heroImage,
      alt: 'Students with their books in front of the Charminar in Hyderabad',
      subtitle: 'TGPSC Group 1 · Group 2 · Group 3',
      title: 'Your Telangana Service Career Starts Here',
      description: 'Prelims, Mains and interview preparation in English and Telugu medium — online and in Hyderabad.',
      overlay: true,
    },
    {
      image: smartClass,
      alt: 'Students with laptops following a lesson on the smart-class projector screen',
      subtitle: 'Live and recorded classes',
      title: 'Telangana Movement, Economy and Polity in Depth',
      description: 'State-specific papers taught by faculty who have set and evaluated them.',
      overlay: true,
    },
    {
      image: felicitation,
      alt: 'A ranker holding up her trophy on stage at the felicitation ceremony',
      subtitle: 'Our results',
      title: `${shown(tgpscRanks)} ${tgpscRanks.label}`,
      description: 'Group 1 officers, Group 2 executives and Group 3 staff across Telangana.',
      overlay: true,
    },
  ],
  heroFeatures: [
    'English & Telugu medium',
    'Daily Telangana current affairs',
    'Weekly Mains answer evaluation',
    'Personal mentor',
  ],
  popup: {
    image: popupImage,
    alt: 'Akshara Academy new batch: TGPSC Group 1, 2 & 3, Prelims + Mains, English & Telugu medium. Admissions open, 20% off. Tap to see batches and fees.',
    redirectUrl: storeUrl('/collections/tgpsc-groups', { campaign: 'tgpsc-groups', content: 'popup' }),
  },
  stats: [
    tgpscRanks,
    { number: 20, suffix: '+', label: 'Expert Faculty', source: 'spec document 1 §9' },
    { number: 400, suffix: '+', label: 'Practice Hours', source: 'spec document 1 §9' },
    { number: 800, suffix: '+', label: 'Success Stories', source: 'spec document 1 §9' },
  ],
  features: {
    eyebrow: 'Why Akshara',
    title: 'Why Choose Us',
    description: 'What our TGPSC rankers say made the difference.',
    features: [
      {
        icon: 'landmark',
        title: 'Telangana-Focused Syllabus',
        description:
          'The Telangana movement, state economy and society papers, taught from the Commission’s syllabus outward.',
      },
      {
        icon: 'languages',
        title: 'English & Telugu Medium',
        description: 'Every class, note and test in both languages, so you write in the medium you think in.',
      },
      {
        icon: 'pen-line',
        title: 'Mains Answer Evaluation',
        description: 'Weekly answer writing, evaluated within 48 hours with marks and model answers.',
      },
      {
        icon: 'newspaper',
        title: 'Daily Telangana Current Affairs',
        description: 'State schemes, budget and socio-economic outlook, linked to the syllabus every morning.',
      },
      {
        icon: 'users',
        title: 'Experienced Faculty',
        description: '20+ teachers, including former TGPSC officers and Telangana history researchers.',
      },
      {
        icon: 'user-check',
        title: 'Personal Mentorship',
        description: 'A mentor tracks your tests and revision plan from the first class to the interview.',
      },
    ],
  },
  quickCourses: [
    {
      id: 'group-1-live',
      title: 'TGPSC Group 1 Prelims + Mains Live Batch',
      description: 'The complete Group 1 programme with live classes in Hyderabad and online.',
      url: '/courses/tgpsc-group-1-prelims-mains-live',
      price: 42000,
      originalPrice: 55000,
      duration: '12 months',
      mode: 'Online · Hyderabad',
      features: [
        '420+ hours of live classes',
        'Prelims and Mains test series',
        'Printed notes in English and Telugu',
        'Interview guidance',
      ],
      highlights: ['Bestseller'],
    },
    {
      id: 'group-1-mains-tests',
      title: 'TGPSC Group 1 Mains Test Series',
      description: 'All seven Mains papers as full-length tests with detailed evaluation.',
      url: '/courses/tgpsc-group-1-mains-test-series',
      price: 7499,
      originalPrice: 10999,
      duration: '4 months',
      mode: 'Online',
      features: [
        '18 sectional and 7 full-length tests',
        'Evaluation within 48 hours',
        'Model answers',
        'Feedback call after each test',
      ],
    },
    {
      id: 'group-1-recorded',
      title: 'TGPSC Group 1 Recorded Course',
      description: 'Every Group 1 lecture on demand, to study at your own pace.',
      url: '/courses/tgpsc-group-1-recorded',
      price: 22999,
      originalPrice: 31999,
      duration: '18 months access',
      mode: 'Online · self-paced',
      features: [
        '380+ hours of lectures',
        'Downloadable PDF notes',
        'Monthly doubt-clearing sessions',
        'Mobile app access',
      ],
    },
    {
      id: 'group-2-live',
      title: 'TGPSC Group 2 LIVE Batch',
      description: 'All four Group 2 papers with live classes and weekly tests.',
      url: '/courses/tgpsc-group-2-live',
      price: 17999,
      originalPrice: 23999,
      duration: '8 months',
      mode: 'Online · Hyderabad',
      features: [
        '280+ hours of live classes',
        'Weekly tests',
        'Telugu and English material',
        'Current affairs magazine',
      ],
      highlights: ['New batch'],
    },
    {
      id: 'group-2-recorded',
      title: 'TGPSC Group 2 Recorded Lectures',
      description: 'The full Group 2 syllabus as recorded lectures with notes.',
      url: '/courses/tgpsc-group-2-recorded',
      price: 11999,
      originalPrice: 16999,
      duration: '12 months access',
      mode: 'Online · self-paced',
      features: ['240+ hours of lectures', 'PDF notes', 'Practice questions after every unit'],
    },
    {
      id: 'group-3-tests',
      title: 'TGPSC Group 3 Test Series',
      description: 'Practice for the Group 3 papers with explanations and state-wide ranks.',
      url: '/courses/tgpsc-group-3-test-series',
      price: 1999,
      originalPrice: 3499,
      duration: '3 months',
      mode: 'Online',
      features: ['25 tests across three papers', 'Explanations for every answer', 'State-wide rank after each test'],
    },
  ],
  successStories: mark.each(
    [
      {
        name: 'B. Sai Pallavi',
        result: 'TGPSC Group 1 · State Rank 11',
        post: 'Deputy Collector',
        year: 2024,
        image: story4,
        quote:
          'The Telangana movement classes were the best I have attended anywhere: sources, dates and the questions the Commission actually asks.',
      },
      {
        name: 'Md. Abdul Rahim',
        result: 'TGPSC Group 1 · State Rank 26',
        post: 'Commercial Tax Officer',
        year: 2024,
        image: story5,
        quote:
          'I rewrote my Mains answers until my mentor was happy with them. That habit carried me through the exam.',
      },
      {
        name: 'G. Ramya',
        result: 'TGPSC Group 2 · Selected',
        post: 'Deputy Tahsildar',
        year: 2023,
        image: story6,
        quote: 'Telugu medium notes and a test every week: simple, steady and it worked.',
      },
    ],
    'Success story',
  ),
  faqs: [
    {
      q: 'Which TGPSC courses do you offer?',
      a: 'Group 1 (Prelims, Mains and interview), Group 2 and Group 3, as live batches in Hyderabad and online, recorded courses and test series. Use the filter above to see each.',
    },
    {
      q: 'Are classes available in Telugu medium?',
      a: 'Yes. Every batch has English and Telugu medium sections, and all notes and tests are printed in both languages.',
    },
    {
      q: 'Do you teach the Telangana movement and state economy in detail?',
      a: 'Yes. They have dedicated faculty, and our daily current affairs and monthly magazine follow the state budget and socio-economic outlook.',
    },
    {
      q: 'Can I join if I am working full time?',
      a: 'Yes. The recorded courses and test series are self-paced, and live classes are also recorded so you can catch up on missed sessions.',
    },
    {
      q: 'Where is the Hyderabad campus?',
      a: 'In Ashoknagar, near the state library, with hostel and day-scholar options. The address is at the foot of every page.',
    },
    {
      q: 'How do I get a free counselling session?',
      a: 'Fill in the form at the top of this page or tap Free Counseling, and an academic counsellor will call you within one working day.',
    },
  ],
};
