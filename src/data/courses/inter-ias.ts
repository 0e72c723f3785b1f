/**
 * The Inter + IAS page. The spec shows only its beginning (document 1 §2); like the other course
 * pages it has hero slides, feature cards, a call-back form, video lectures and an about text.
 */
import type { CourseConfig } from './types';
import heroInterIas from '@/assets/course/heroes/inter-ias.jpg';
import heroCampus from '@/assets/hero/home-1.jpg';
import heroStudy from '@/assets/hero/home-4.jpg';
import videoPolity from '@/assets/course/lectures/polity.jpg';
import videoNews from '@/assets/course/lectures/news.jpg';
import videoStrategy from '@/assets/course/lectures/strategy.jpg';
import { placeholdersOn } from '@/data/placeholder';

const mark = placeholdersOn('/courses/inter-ias/');

export const interIas = {
  id: 'inter-ias',
  title: 'Inter + IAS Integrated Programme',
  description:
    'Intermediate (MEC, CEC or HEC) with a civil services foundation from the first year of college, in Vijayawada and Hyderabad.',
  heroSlides: [
    {
      image: heroInterIas,
      alt: 'Intermediate students in a civics class with a map of India on the board',
      subtitle: 'Intermediate MEC · CEC · HEC + IAS foundation',
      title: 'Start Your IAS Journey at 16',
      description:
        'Finish intermediate with a head start: the NCERT foundation for UPSC taught alongside your board syllabus.',
      overlay: true,
    },
    {
      image: heroCampus,
      alt: 'Students walking to class in front of the Akshara Academy campus on a sunny morning',
      subtitle: 'Two years, one plan',
      title: 'Board Exams and Civil Services, Together',
      description: 'A timetable that protects your board marks while building general studies every week.',
      overlay: true,
    },
    {
      image: heroStudy,
      alt: 'Students studying together at a long table in the library',
      subtitle: 'Daily routine',
      title: 'Reading, Writing and Discussion Every Day',
      description: 'Newspaper sessions, essay practice and debates build the habits UPSC rewards.',
      overlay: true,
    },
  ],
  features: {
    eyebrow: 'Why Inter + IAS',
    title: 'Why Choose Our Inter + IAS Programme',
    description: 'Two years that count twice: for your intermediate certificate and for the civil services.',
    features: [
      {
        icon: 'layers',
        title: 'Integrated Timetable',
        description: 'MEC, CEC or HEC with UPSC foundation classes in one daily schedule.',
      },
      {
        icon: 'book-open',
        title: 'NCERT Foundation',
        description: 'History, geography, polity and economy from the NCERT books, class 6 to 12.',
      },
      {
        icon: 'newspaper',
        title: 'Daily News Habit',
        description: 'A newspaper session every morning and a weekly current-affairs quiz.',
      },
      {
        icon: 'pen-line',
        title: 'Writing Practice',
        description: 'Essays and short answers from the first month, evaluated by our faculty.',
      },
      {
        icon: 'messages-square',
        title: 'Debates & Guest Talks',
        description: 'Group discussions and talks by serving and retired officers.',
      },
      {
        icon: 'user-check',
        title: 'Mentor for Every Student',
        description: 'A mentor who watches both board marks and UPSC progress.',
      },
    ],
  },
  youtubeVideos: [
    {
      id: 'why-start-early',
      title: 'Why Start UPSC Preparation After Class 10?',
      description: 'What an early start changes, and how to balance it with intermediate.',
      url: mark('https://www.youtube.com/watch?v=InterIas001', 'YouTube video'),
      duration: '11:42',
      thumbnail: videoStrategy,
    },
    {
      id: 'constitution-basics',
      title: 'The Constitution for Beginners',
      description: 'Preamble, Fundamental Rights and the structure of government in simple words.',
      url: mark('https://youtu.be/InterIas002', 'YouTube video'),
      duration: '19:08',
      thumbnail: videoPolity,
    },
    {
      id: 'reading-news',
      title: 'Reading the Newspaper: A Starter’s Guide',
      description: 'Which pages to read and how to keep a news notebook.',
      url: mark('https://www.youtube.com/watch?v=InterIas003', 'YouTube video'),
      duration: '09:55',
      thumbnail: videoNews,
    },
  ],
  about: {
    title: 'About the Inter + IAS Programme',
    paragraphs: [
      'The Inter + IAS programme is for students who finish class 10 knowing they want to serve in the civil services. Over two years they complete intermediate in the MEC, CEC or HEC stream and, in the same timetable, build the foundation for the UPSC examination.',
      'Foundation classes cover the NCERT books in history, geography, polity and economy, with a daily newspaper session, essay writing and group discussions. Board preparation is never compromised: weekly tests track both.',
      'Students can join at our Vijayawada and Hyderabad campuses, with hostel and day-scholar options. After intermediate, they can continue with our Degree with IAS programme.',
    ],
  },
} satisfies CourseConfig;
