/**
 * The Judicial Services page. The spec shows only its beginning (document 1 §2); like the other
 * course pages it has hero slides, feature cards, a call-back form, video lectures and an about text.
 */
import type { CourseConfig } from './types';
import heroJudicial from '@/assets/course/heroes/judicial-services.jpg';
import heroLibrary from '@/assets/hero/home-4.jpg';
import heroLecture from '@/assets/hero/home-2.jpg';
import videoLaw from '@/assets/course/lectures/law.jpg';
import videoEnglish from '@/assets/course/lectures/english.jpg';
import videoStrategy from '@/assets/course/lectures/strategy.jpg';
import { placeholdersOn } from '@/data/placeholder';

const mark = placeholdersOn('/courses/judicial-services/');

export const judicialServices = {
  id: 'judicial-services',
  title: 'Judicial Services Coaching',
  description:
    'Civil Judge (Junior Division) coaching in Vijayawada: bare acts, judgment writing, translation and interview practice for the AP and Telangana judicial services.',
  heroSlides: [
    {
      image: heroJudicial,
      alt: 'A courtroom with the judge’s bench and the national flag',
      subtitle: 'Civil Judge (Junior Division)',
      title: 'Prepare for the Bench',
      description:
        'Bare acts, landmark judgments and answer writing for the AP and Telangana judicial services examinations.',
      overlay: true,
    },
    {
      image: heroLibrary,
      alt: 'Students studying together at a long table in the library',
      subtitle: 'Mains writing',
      title: 'Judgment Writing, Week After Week',
      description: 'Civil and criminal judgment writing evaluated by practising advocates and retired judges.',
      overlay: true,
    },
    {
      image: heroLecture,
      alt: 'A teacher explaining diagrams on the board to a full classroom',
      subtitle: 'Prelims',
      title: 'Bare Acts Made Clear',
      description: 'Section-by-section teaching of the codes with daily MCQ practice.',
      overlay: true,
    },
  ],
  features: {
    eyebrow: 'Why Akshara',
    title: 'Why Choose Us for Judicial Services',
    description: 'Everything the Civil Judge examination asks for: the law, the writing and the interview.',
    features: [
      {
        icon: 'library',
        title: 'Bare Act Mastery',
        description: 'CPC, CrPC/BNSS, IPC/BNS, the Evidence Acts and local laws, section by section.',
      },
      {
        icon: 'gavel',
        title: 'Judgment Writing',
        description: 'Civil and criminal judgments written and evaluated every week.',
      },
      {
        icon: 'languages',
        title: 'Translation Practice',
        description: 'English–Telugu translation of legal passages for the language paper.',
      },
      {
        icon: 'list-checks',
        title: 'Prelims MCQ Practice',
        description: 'Daily MCQs and full-length screening tests in the exam pattern.',
      },
      {
        icon: 'landmark',
        title: 'Landmark Judgments',
        description: 'Supreme Court and High Court rulings explained with their context.',
      },
      {
        icon: 'messages-square',
        title: 'Interview Guidance',
        description: 'Mock interviews with retired judges and senior advocates.',
      },
    ],
  },
  youtubeVideos: [
    {
      id: 'cpc-orders',
      title: 'Civil Procedure Code: Important Orders',
      description: 'Orders that are asked again and again, with the sections they connect to.',
      url: mark('https://www.youtube.com/watch?v=JudiCpc0001', 'YouTube video'),
      duration: '26:30',
      thumbnail: videoLaw,
    },
    {
      id: 'judgment-writing',
      title: 'How to Write a Civil Judgment',
      description: 'Issues, points for determination, findings and the decree — a worked example.',
      url: mark('https://youtu.be/JudiWrite02', 'YouTube video'),
      duration: '21:14',
      thumbnail: videoEnglish,
    },
    {
      id: 'judiciary-strategy',
      title: 'Civil Judge Exam: A 6-Month Plan',
      description: 'How to divide your time between bare acts, writing and revision.',
      url: mark('https://www.youtube.com/watch?v=JudiPlan006', 'YouTube video'),
      duration: '12:47',
      thumbnail: videoStrategy,
    },
  ],
  about: {
    title: 'About Our Judicial Services Programme',
    paragraphs: [
      'The Civil Judge (Junior Division) examinations of Andhra Pradesh and Telangana test the law in depth: a screening test, written papers in civil and criminal law with judgment writing and translation, and an interview.',
      'Our programme teaches the major codes and local laws section by section, with daily MCQs for the screening test and weekly judgment writing evaluated by practising advocates. Landmark judgments are discussed every week.',
      'Classes are in Vijayawada for law graduates and final-year students. Request a call back to know the next batch dates.',
    ],
  },
} satisfies CourseConfig;
