/**
 * APPSC & TGPSC (spec document 1 §2, the combined page): popup, current-affairs topics, six course
 * cards with Buy Now, features and videos. Course names, prices and texts are display copy.
 */
import type { CombinedStateConfig } from './state-services';
import { storeUrl } from '@/data/store-links';
import heroImage from '@/assets/courses/appsc-tgpsc.jpg';
import discussion from '@/assets/gallery/08.jpg';
import lectureHall from '@/assets/gallery/06.jpg';
import smartClass from '@/assets/gallery/07.jpg';
import popupImage from '@/assets/course/popup/appsc-tgpsc.jpg';
import { placeholdersOn } from '@/data/placeholder';

const mark = placeholdersOn('/courses/appsc-tgpsc/');

export const appscTgpsc: CombinedStateConfig = {
  id: 'appsc-tgpsc',
  title: 'APPSC & TGPSC',
  description:
    'Group 1, Group 2 and Group 3 coaching for both Telugu states: APPSC and TGPSC courses, combo batches, test series and current affairs, in English and Telugu medium.',
  heroSlides: [
    {
      image: heroImage,
      alt: 'Students studying together with the state assembly building behind them',
      subtitle: 'APPSC · TGPSC',
      title: 'One Academy for Both Telugu States’ Services',
      description: 'Group 1, 2 and 3 coaching for Andhra Pradesh and Telangana, online and on campus.',
      overlay: true,
    },
    {
      image: discussion,
      alt: 'Students discussing their notes around a table in a group study session',
      subtitle: 'Common syllabus, state depth',
      title: 'Prepare Once, Attempt Both',
      description:
        'Shared general studies with separate state papers: our combo batch covers APPSC and TGPSC together.',
      overlay: true,
    },
  ],
  heroFeatures: ['APPSC and TGPSC in one batch', 'English & Telugu medium', 'Daily current affairs for both states'],
  popup: {
    image: popupImage,
    alt: 'Akshara Academy new batch: APPSC & TGPSC, Group 1, Group 2, Group 3. Combo batch, 25% off. Tap to see batches and fees.',
    redirectUrl: storeUrl('/collections/appsc-tgpsc-combo', { campaign: 'appsc-tgpsc', content: 'popup' }),
  },
  currentAffairsTopics: [
    'Andhra Pradesh Budget & Socio-Economic Survey',
    'Telangana Budget & Socio-Economic Outlook',
    'State Welfare Schemes',
    'Polity & Governance',
    'Indian Economy',
    'Science & Technology',
    'Environment & Ecology',
    'International Relations',
    'Agriculture & Irrigation Projects',
    'Reports & Indices',
    'Awards, Persons & Places in News',
    'Sports & Culture',
  ],
  quickCourses: [
    {
      id: 'combo-group-1',
      title: 'APPSC + TGPSC Group 1 Combo',
      description: 'General studies once, both states’ papers in depth: one batch for both Group 1 exams.',
      url: '/courses/appsc-tgpsc-group-1-combo',
      price: 54999,
      originalPrice: 74999,
      duration: '14 months',
      mode: 'Online · Vijayawada · Hyderabad',
      features: [
        '550+ hours of live classes',
        'Test series for both exams',
        'AP and Telangana notes',
        'Interview guidance',
      ],
      highlights: ['Best value'],
    },
    {
      id: 'appsc-group-1',
      title: 'APPSC Group 1 Prelims + Mains',
      description: 'The complete Andhra Pradesh Group 1 programme.',
      url: '/courses/appsc-group-1-prelims-mains-live',
      price: 45000,
      originalPrice: 60000,
      duration: '12 months',
      mode: 'Online · Vijayawada',
      features: ['450+ hours of live classes', 'Prelims and Mains test series', 'Printed notes'],
    },
    {
      id: 'tgpsc-group-1',
      title: 'TGPSC Group 1 Prelims + Mains',
      description: 'The complete Telangana Group 1 programme.',
      url: '/courses/tgpsc-group-1-prelims-mains-live',
      price: 42000,
      originalPrice: 55000,
      duration: '12 months',
      mode: 'Online · Hyderabad',
      features: ['420+ hours of live classes', 'Prelims and Mains test series', 'Printed notes'],
    },
    {
      id: 'combo-group-2',
      title: 'APPSC + TGPSC Group 2 Combo',
      description: 'Both states’ Group 2 syllabi with shared general studies.',
      url: '/courses/appsc-tgpsc-group-2-combo',
      price: 24999,
      originalPrice: 34999,
      duration: '9 months',
      mode: 'Online',
      features: ['350+ hours of live classes', 'Weekly tests', 'Telugu and English material'],
    },
    {
      id: 'group-3',
      title: 'TGPSC Group 3 Complete Course',
      description: 'All three Group 3 papers with practice tests.',
      url: '/courses/tgpsc-group-3-complete',
      price: 9999,
      originalPrice: 14999,
      duration: '6 months',
      mode: 'Online',
      features: ['180+ hours of lectures', '25 practice tests', 'PDF notes'],
    },
    {
      id: 'current-affairs',
      title: 'AP & Telangana Current Affairs Yearly Plan',
      description: 'Daily notes, monthly magazines and tests for both states, all year.',
      url: '/courses/ap-telangana-current-affairs-yearly',
      price: 1999,
      originalPrice: 2999,
      duration: '12 months',
      mode: 'Online',
      features: ['Daily current affairs notes', '12 monthly magazines', '12 monthly tests'],
    },
  ],
  features: {
    eyebrow: 'Why Akshara',
    title: 'Why Aspirants of Both States Choose Us',
    description: 'Most of the syllabus is common to both Commissions; the difference is in the state papers.',
    features: [
      {
        icon: 'layers',
        title: 'One Preparation, Two Exams',
        description: 'The general studies common to APPSC and TGPSC taught once, each state’s papers taught in full.',
      },
      {
        icon: 'languages',
        title: 'English & Telugu Medium',
        description: 'Classes, notes and tests in both languages for every course.',
      },
      {
        icon: 'landmark',
        title: 'State-Specific Faculty',
        description: 'Separate teachers for Andhra Pradesh and Telangana history, economy and society.',
      },
      {
        icon: 'calendar-check',
        title: 'Notification Tracking',
        description: 'We follow both Commissions’ notifications and plan your batch and tests around them.',
      },
      {
        icon: 'clipboard-check',
        title: 'Test Series for Both',
        description: 'Prelims and Mains tests modelled on each Commission’s latest papers.',
      },
      {
        icon: 'headset',
        title: 'Doubt Support',
        description: 'Daily doubt sessions and a helpline for online students.',
      },
    ],
  },
  youtubeVideos: [
    {
      id: 'strategy',
      title: 'APPSC vs TGPSC Group 1: One Strategy for Both',
      description: 'How the two syllabi overlap and how to plan your year for both notifications.',
      url: mark('https://www.youtube.com/watch?v=Ap7tG2sXk9B', 'YouTube video'),
      duration: '18:24',
      thumbnail: lectureHall,
    },
    {
      id: 'ap-economy',
      title: 'Andhra Pradesh Economy: Socio-Economic Survey Highlights',
      description: 'The survey numbers that keep coming back in Prelims and Mains.',
      url: mark('https://youtu.be/Ae3cN8vRt4L', 'YouTube video'),
      duration: '24:10',
      thumbnail: smartClass,
    },
    {
      id: 'telangana-movement',
      title: 'Telangana Movement in 20 Minutes',
      description: 'The phases, leaders and events of the movement, with previous-year questions.',
      url: mark('https://www.youtube.com/watch?v=Tm5kW1pZq8D', 'YouTube video'),
      duration: '21:05',
      thumbnail: discussion,
    },
  ],
};

/** The page's own texts around its sections (src/pages/[...lang]/courses/appsc-tgpsc.astro). */
export const appscTgpscSections = {
  pageTitle: 'APPSC & TGPSC Coaching',
  appscCurrentAffairs: 'APPSC Current Affairs',
  tgpscCurrentAffairs: 'TGPSC Current Affairs',
  courses: {
    eyebrow: 'Courses',
    title: 'APPSC & TGPSC Courses',
    description: 'Combo batches for both states, single-state programmes and current affairs plans.',
  },
  videos: { eyebrow: 'Watch and learn', description: 'Free lectures from our APPSC and TGPSC faculty.' },
};
