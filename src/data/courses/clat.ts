/** The CLAT page (spec document 1 §2 "CLAT: hero, features, videos, long description"; a call-back form as on every course page). */
import type { CourseConfig } from './types';
import heroClat from '@/assets/course/heroes/clat.jpg';
import heroLibrary from '@/assets/hero/home-4.jpg';
import heroLecture from '@/assets/hero/home-2.jpg';
import videoLaw from '@/assets/course/lectures/law.jpg';
import videoReasoning from '@/assets/course/lectures/reasoning.jpg';
import videoEnglish from '@/assets/course/lectures/english.jpg';
import { placeholdersOn } from '@/data/placeholder';

const mark = placeholdersOn('/courses/clat/');

export const clat = {
  id: 'clat',
  title: 'CLAT Coaching',
  description:
    'CLAT and AILET coaching in Vijayawada: legal reasoning, logical reasoning, English, current affairs and quantitative techniques with weekly mock tests.',
  heroSlides: [
    {
      image: heroClat,
      alt: 'A law student reading beside the scales of justice and a shelf of law books',
      subtitle: 'CLAT · AILET · Law entrance',
      title: 'Your Path to a National Law University',
      description:
        'Reading, reasoning and current affairs for CLAT and AILET, taught by lawyers and teachers who know the exam.',
      overlay: true,
    },
    {
      image: heroLibrary,
      alt: 'Students studying together at a long table in the library',
      subtitle: 'Reading every day',
      title: 'Read Faster, Reason Better',
      description: 'Daily passages and editorials build the reading speed CLAT demands.',
      overlay: true,
    },
    {
      image: heroLecture,
      alt: 'A teacher explaining diagrams on the board to a full classroom',
      subtitle: 'Mock tests',
      title: 'A CLAT Mock Every Week',
      description: 'Full-length tests in the new pattern, with analysis of every section.',
      overlay: true,
    },
  ],
  features: {
    eyebrow: 'Why Akshara',
    title: 'Why Choose Us for CLAT',
    description: 'Five sections, one plan: reading speed, reasoning and a daily habit of current affairs.',
    features: [
      {
        icon: 'scale',
        title: 'Legal Reasoning',
        description: 'Principles and passages from constitutional, contract, tort and criminal law.',
      },
      {
        icon: 'brain',
        title: 'Logical Reasoning',
        description: 'Arguments, assumptions and inferences practised on CLAT-style passages.',
      },
      {
        icon: 'book-open',
        title: 'English Language',
        description: 'Reading comprehension, vocabulary and inference at CLAT speed.',
      },
      {
        icon: 'newspaper',
        title: 'Current Affairs',
        description: 'Daily news sessions and a monthly compilation for the GK section.',
      },
      {
        icon: 'calculator',
        title: 'Quantitative Techniques',
        description: 'Class 10 maths applied to data sets, charts and tables.',
      },
      {
        icon: 'clipboard-check',
        title: 'Weekly Mock Tests',
        description: 'Full-length mocks in the current pattern with section-wise analysis.',
      },
    ],
  },
  youtubeVideos: [
    {
      id: 'legal-reasoning-basics',
      title: 'Legal Reasoning: How to Read a Principle',
      description: 'Apply a legal principle to facts without bringing in outside knowledge.',
      url: mark('https://www.youtube.com/watch?v=ClatLegal01', 'YouTube video'),
      duration: '15:20',
      thumbnail: videoLaw,
    },
    {
      id: 'critical-reasoning',
      title: 'Critical Reasoning: Assumptions and Inferences',
      description: 'The question types CLAT repeats, with a method for each.',
      url: mark('https://youtu.be/ClatLogic02', 'YouTube video'),
      duration: '17:48',
      thumbnail: videoReasoning,
    },
    {
      id: 'reading-speed',
      title: 'Reading Comprehension at CLAT Speed',
      description: 'Techniques to read 450-word passages quickly and accurately.',
      url: mark('https://www.youtube.com/watch?v=ClatRead003', 'YouTube video'),
      duration: '13:05',
      thumbnail: videoEnglish,
    },
  ],
  about: {
    title: 'About Our CLAT Programme',
    paragraphs: [
      'The Common Law Admission Test (CLAT) is the gateway to the National Law Universities for five-year integrated law degrees and the LLM. The exam is now comprehension-based: every section is a set of passages, so reading speed and careful reasoning matter more than memorised facts.',
      'Our programme covers all five sections — English Language, Current Affairs including General Knowledge, Legal Reasoning, Logical Reasoning and Quantitative Techniques. Classes build the basics first, then move to timed passage practice, sectional tests and full-length mocks in the current pattern.',
      'Current affairs are taught every day from the news, with a monthly compilation for revision. Legal reasoning sessions introduce the principles of constitutional law, contracts, torts and criminal law through the kind of passages CLAT uses, so students learn to apply a principle to facts rather than rely on outside knowledge.',
      'Every week ends with a mock test and a review of each question. Students who also aim for AILET, the entrance to National Law University Delhi, get additional practice in its pattern. Batches are small, and mentors track each student’s scores section by section.',
      'Classes run on our Vijayawada campus for students in class 11, class 12 and those taking a year after school. Request a call back and our counsellor will help you choose the right batch.',
    ],
  },
} satisfies CourseConfig;
