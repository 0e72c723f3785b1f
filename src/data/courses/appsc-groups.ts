/**
 * APPSC Groups (spec document 1 §2): Andhra Pradesh Group 1 and Group 2 preparation. Stats are the
 * spec's (§9; the hero's ranks read the band's); course names, prices and texts are display copy;
 * the success stories are stand-ins. Course titles carry the words the course filter looks for
 * (Group 1, Group 2, Test Series, Live, Recorded), in whatever case reads naturally.
 */
import type { GroupsCourseConfig } from './state-services';
import { storeUrl } from '@/data/store-links';
import heroImage from '@/assets/courses/appsc-groups.jpg';
import lectureHall from '@/assets/gallery/06.jpg';
import toppersWall from '@/assets/gallery/12.jpg';
import popupImage from '@/assets/course/popup/appsc-groups.jpg';
import story1 from '@/assets/course/groups/story-01.jpg';
import story2 from '@/assets/course/groups/story-02.jpg';
import story3 from '@/assets/course/groups/story-03.jpg';
import { shown } from '@/data/figures';
import { placeholdersOn } from '@/data/placeholder';

const mark = placeholdersOn('/courses/appsc-groups/');

/** The band's first figure, also in the third slide's title. */
export const appscRanks = { number: 150, suffix: '+', label: 'APPSC Ranks', source: 'spec document 1 §9' } as const;

export const appscGroups: GroupsCourseConfig = {
  id: 'appsc-groups',
  exam: 'APPSC',
  title: 'APPSC Groups',
  description:
    'APPSC Group 1 and Group 2 coaching in Vijayawada and online: live and recorded classes, test series, AP-specific current affairs and mentorship, in English and Telugu medium.',
  heroSlides: [
    {
      image: heroImage,
      alt: 'Students preparing together in front of the Andhra Pradesh Legislative Assembly',
      subtitle: 'APPSC Group 1 · Group 2',
      title: 'Crack APPSC Groups with Andhra’s Trusted Faculty',
      description: 'Prelims, Mains and interview guidance in English and Telugu medium — online and in Vijayawada.',
      overlay: true,
    },
    {
      image: lectureHall,
      alt: 'A teacher explaining the map of India on the blackboard to a full lecture hall',
      subtitle: 'Live and recorded classes',
      title: 'AP History, Economy and Polity, Taught in Depth',
      description: 'State-specific content with the latest budget, schemes and survey data.',
      overlay: true,
    },
    {
      image: toppersWall,
      alt: 'Toppers with their certificates and trophies in front of the achievements wall',
      subtitle: 'Our results',
      title: `${shown(appscRanks)} ${appscRanks.label} and Counting`,
      description: 'Deputy Collectors, DSPs and Group 2 officers across Andhra Pradesh.',
      overlay: true,
    },
  ],
  heroFeatures: [
    'English & Telugu medium',
    'Daily AP current affairs',
    'Weekly Mains answer evaluation',
    'Personal mentor',
  ],
  popup: {
    image: popupImage,
    alt: 'Akshara Academy new batch: APPSC Group 1 & 2, Prelims + Mains, English & Telugu medium. Admissions open, 20% off. Tap to see batches and fees.',
    redirectUrl: storeUrl('/collections/appsc-groups', { campaign: 'appsc-groups', content: 'popup' }),
  },
  stats: [
    appscRanks,
    { number: 25, suffix: '+', label: 'Expert Faculty', source: 'spec document 1 §9' },
    { number: 500, suffix: '+', label: 'Practice Hours', source: 'spec document 1 §9' },
    { number: 1000, suffix: '+', label: 'Success Stories', source: 'spec document 1 §9' },
  ],
  features: {
    eyebrow: 'Why Akshara',
    title: 'Why Choose Us',
    description: 'What our APPSC rankers say made the difference.',
    features: [
      {
        icon: 'landmark',
        title: 'AP-Focused Syllabus',
        description:
          'History, geography, economy and bifurcation issues of Andhra Pradesh, taught from the Commission’s syllabus outward.',
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
        title: 'Daily AP Current Affairs',
        description: 'State schemes, budget and survey data, linked to the syllabus every morning.',
      },
      {
        icon: 'users',
        title: 'Experienced Faculty',
        description: '25+ teachers, several of them former APPSC officers and interview panel advisers.',
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
      title: 'APPSC Group 1 Prelims + Mains LIVE Batch',
      description: 'The complete Group 1 programme with live classes in Vijayawada and online.',
      url: '/courses/appsc-group-1-prelims-mains-live',
      price: 45000,
      originalPrice: 60000,
      duration: '12 months',
      mode: 'Online · Vijayawada',
      features: [
        '450+ hours of live classes',
        'Prelims and Mains test series',
        'Printed notes in English and Telugu',
        'Interview guidance',
      ],
      highlights: ['Bestseller'],
    },
    {
      id: 'group-1-mains-tests',
      title: 'APPSC Group 1 Mains Test Series',
      description: 'Full-length Mains papers with detailed evaluation and one-to-one feedback.',
      url: '/courses/appsc-group-1-mains-test-series',
      price: 7999,
      originalPrice: 11999,
      duration: '4 months',
      mode: 'Online',
      features: [
        '20 sectional and 5 full-length tests',
        'Evaluation within 48 hours',
        'Model answers',
        'Feedback call after each test',
      ],
    },
    {
      id: 'group-1-recorded',
      title: 'APPSC Group 1 Complete Recorded Course',
      description: 'Every Group 1 lecture on demand, for working aspirants who study at their own pace.',
      url: '/courses/appsc-group-1-recorded',
      price: 24999,
      originalPrice: 34999,
      duration: '18 months access',
      mode: 'Online · self-paced',
      features: [
        '400+ hours of lectures',
        'Downloadable PDF notes',
        'Monthly doubt-clearing sessions',
        'Mobile app access',
      ],
    },
    {
      id: 'group-2-live',
      title: 'APPSC Group 2 Live Batch (Telugu Medium)',
      description: 'Screening and Mains preparation for Group 2 posts, taught in Telugu.',
      url: '/courses/appsc-group-2-live-telugu',
      price: 18999,
      originalPrice: 25000,
      duration: '8 months',
      mode: 'Online · Vijayawada',
      features: ['300+ hours of live classes', 'Weekly tests', 'Telugu study material', 'Current affairs magazine'],
      highlights: ['New batch'],
    },
    {
      id: 'group-2-recorded',
      title: 'APPSC Group 2 Recorded Lectures',
      description: 'The full Group 2 syllabus as recorded lectures with notes.',
      url: '/courses/appsc-group-2-recorded',
      price: 12999,
      originalPrice: 17999,
      duration: '12 months access',
      mode: 'Online · self-paced',
      features: ['250+ hours of lectures', 'PDF notes', 'Practice questions after every unit'],
    },
    {
      id: 'group-2-prelims-tests',
      title: 'APPSC Group 2 Prelims Test series',
      description: 'Screening test practice with all-India style analysis of your performance.',
      url: '/courses/appsc-group-2-prelims-test-series',
      price: 2999,
      originalPrice: 4999,
      duration: '3 months',
      mode: 'Online',
      features: ['30 tests of 150 questions', 'Explanations for every answer', 'State-wide rank after each test'],
    },
    {
      id: 'groups-current-affairs-tests',
      title: 'Group 1 & Group 2 Current Affairs Test Series',
      description: 'Monthly current affairs tests for both Groups, with the month’s magazine.',
      url: '/courses/appsc-current-affairs-test-series',
      price: 1499,
      originalPrice: 2499,
      duration: '12 months',
      mode: 'Online',
      features: ['12 monthly tests', 'Monthly magazine PDF', 'AP budget and survey special tests'],
    },
  ],
  successStories: mark.each(
    [
      {
        name: 'Ch. Venkata Ramana',
        result: 'APPSC Group 1 · State Rank 7',
        post: 'Deputy Collector',
        year: 2023,
        image: story1,
        quote:
          'The weekly Mains evaluation changed how I wrote. By the exam I could finish every paper with ten minutes to spare.',
      },
      {
        name: 'K. Sravani',
        result: 'APPSC Group 1 · State Rank 18',
        post: 'Deputy Superintendent of Police',
        year: 2023,
        image: story2,
        quote:
          'Studying in Telugu medium was never a disadvantage here: the notes, tests and even the interview practice were in my language.',
      },
      {
        name: 'M. Naresh Babu',
        result: 'APPSC Group 2 · Selected',
        post: 'Assistant Section Officer',
        year: 2024,
        image: story3,
        quote: 'I took the recorded course while working. The monthly doubt sessions kept me on schedule.',
      },
    ],
    'Success story',
  ),
  faqs: [
    {
      q: 'Which APPSC courses do you offer?',
      a: 'Group 1 (Prelims, Mains and interview) and Group 2 (screening and Mains), as live batches in Vijayawada and online, recorded courses and test series. Use the filter above to see each.',
    },
    {
      q: 'Are classes available in Telugu medium?',
      a: 'Yes. Every batch has English and Telugu medium sections, and all notes and tests are printed in both languages.',
    },
    {
      q: 'Can I join if I am working full time?',
      a: 'Yes. The recorded courses and test series are self-paced, and live classes are also recorded so you can catch up on missed sessions.',
    },
    {
      q: 'Do you cover Andhra Pradesh current affairs?',
      a: 'Every day. Our current affairs section, daily quiz and monthly magazine focus on AP schemes, the state budget and the socio-economic survey.',
    },
    {
      q: 'Is there a hostel for outstation students?',
      a: 'Yes, supervised hostels near the Vijayawada campus, with three students to a room and meals included.',
    },
    {
      q: 'How do I get a free counselling session?',
      a: 'Fill in the form at the top of this page or tap Free Counseling, and an academic counsellor will call you within one working day.',
    },
  ],
};
