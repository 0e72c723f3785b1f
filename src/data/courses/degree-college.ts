/** The Degree College page (spec document 1 §2: hero slides, call-back form, "Our Unique Features" grid of 6 cards, Video Lectures). */
import type { CourseConfig } from './types';
import heroDegree from '@/assets/course/heroes/degree-college.jpg';
import heroCampus from '@/assets/hero/home-1.jpg';
import heroLecture from '@/assets/hero/home-2.jpg';
import videoCommerce from '@/assets/course/lectures/commerce.jpg';
import videoEnglish from '@/assets/course/lectures/english.jpg';
import videoStrategy from '@/assets/course/lectures/strategy.jpg';
import { placeholdersOn } from '@/data/placeholder';

const mark = placeholdersOn('/courses/degree-college/');

export const degreeCollege = {
  id: 'degree-college',
  title: 'Degree College',
  description:
    'BA, B.Com and B.Sc degree programmes in Vijayawada and Hyderabad with career guidance, skills training and placement support.',
  heroSlides: [
    {
      image: heroDegree,
      alt: 'Graduates in gowns throwing their caps in front of the college building',
      subtitle: 'BA · B.Com · B.Sc',
      title: 'A Degree That Opens Doors',
      description: 'University-affiliated degree programmes with skills, internships and career guidance built in.',
      overlay: true,
    },
    {
      image: heroCampus,
      alt: 'Students walking to class in front of the Akshara Academy campus on a sunny morning',
      subtitle: 'Campus life',
      title: 'Learn, Lead and Grow',
      description: 'Clubs, sports and events that build confidence beyond the classroom.',
      overlay: true,
    },
    {
      image: heroLecture,
      alt: 'A teacher explaining graphs on the board to a class',
      subtitle: 'Careers',
      title: 'Ready for Jobs and Competitive Exams',
      description: 'Aptitude training and coaching for bank, SSC and civil services exams alongside your degree.',
      overlay: true,
    },
  ],
  features: {
    eyebrow: 'Why Akshara',
    title: 'Our Unique Features',
    description: 'A degree with the skills and guidance that employers and competitive exams look for.',
    features: [
      {
        icon: 'graduation-cap',
        title: 'Experienced Faculty',
        description: 'Qualified lecturers who teach, mentor and guide projects.',
      },
      {
        icon: 'briefcase',
        title: 'Placement Support',
        description: 'Aptitude training, mock interviews and campus recruitment drives.',
      },
      {
        icon: 'target',
        title: 'Competitive Exam Coaching',
        description: 'Bank, SSC and civil services foundation classes alongside your degree.',
      },
      {
        icon: 'languages',
        title: 'Communication Skills',
        description: 'Spoken English, presentations and group discussions every week.',
      },
      {
        icon: 'monitor-play',
        title: 'Digital Classrooms',
        description: 'Smart boards, computer labs and recorded lectures for revision.',
      },
      {
        icon: 'users',
        title: 'Clubs & Activities',
        description: 'Sports, cultural events, NSS and student clubs for an all-round education.',
      },
    ],
  },
  youtubeVideos: [
    {
      id: 'accounting-basics',
      title: 'Financial Accounting: The Basics',
      description: 'Journal, ledger and trial balance explained with simple examples.',
      url: mark('https://www.youtube.com/watch?v=DegAccount1', 'YouTube video'),
      duration: '17:25',
      thumbnail: videoCommerce,
    },
    {
      id: 'spoken-english',
      title: 'Spoken English for Interviews',
      description: 'How to introduce yourself and answer common interview questions.',
      url: mark('https://youtu.be/DegSpeak002', 'YouTube video'),
      duration: '12:10',
      thumbnail: videoEnglish,
    },
    {
      id: 'career-after-degree',
      title: 'Careers After Your Degree',
      description: 'Jobs, higher studies and competitive exams — how to choose your path.',
      url: mark('https://www.youtube.com/watch?v=DegCareer03', 'YouTube video'),
      duration: '14:48',
      thumbnail: videoStrategy,
    },
  ],
} satisfies CourseConfig;
