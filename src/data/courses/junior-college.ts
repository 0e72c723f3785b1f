/** The Junior College page (spec document 1 §2: hero slides, call-back form, "Our Unique Features" grid of 6 cards, Video Lectures). */
import type { CourseConfig } from './types';
import heroJunior from '@/assets/course/heroes/junior-college.jpg';
import heroStudy from '@/assets/hero/home-4.jpg';
import heroCampus from '@/assets/hero/home-1.jpg';
import videoMaths from '@/assets/course/lectures/maths.jpg';
import videoBiology from '@/assets/course/lectures/biology.jpg';
import videoCommerce from '@/assets/course/lectures/commerce.jpg';
import { placeholdersOn } from '@/data/placeholder';

const mark = placeholdersOn('/courses/junior-college/');

export const juniorCollege = {
  id: 'junior-college',
  title: 'Junior College',
  description:
    'Intermediate MPC, BiPC, MEC and CEC in Vijayawada and Hyderabad, with hostel and day-scholar options and a bridge course before the June start.',
  heroSlides: [
    {
      image: heroJunior,
      alt: 'Junior college students in uniform in front of the college building',
      subtitle: 'Intermediate · MPC · BiPC · MEC · CEC',
      title: 'Two Years That Shape Your Future',
      description: 'Strong board results with a head start on IIT-JEE, NEET, EAMCET and CA foundation.',
      overlay: true,
    },
    {
      image: heroStudy,
      alt: 'Students studying together at a long table in the library',
      subtitle: 'A disciplined day',
      title: '6 Hours of Classes, 6 Hours of Study',
      description: 'A 30-minute test every day and an hour of sports keep students focused and fresh.',
      overlay: true,
    },
    {
      image: heroCampus,
      alt: 'Students walking to class in front of the Akshara Academy campus on a sunny morning',
      subtitle: 'Hostel & day scholars',
      title: 'A Safe, Focused Campus',
      description: 'Three students to a hostel room, with wardens, nutritious meals and a supervised study hall.',
      overlay: true,
    },
  ],
  features: {
    eyebrow: 'Why Akshara',
    title: 'Our Unique Features',
    description: 'The routine, teachers and care that parents ask about first.',
    features: [
      { icon: 'users', title: 'Batches of 45', description: 'Small sections where every student is known by name.' },
      {
        icon: 'clock',
        title: '6 + 6 Daily Routine',
        description: 'Six hours of classes and six hours of supervised study every day.',
      },
      {
        icon: 'clipboard-check',
        title: '30-Minute Daily Test',
        description: 'A short test every day, evaluated and discussed the same week.',
      },
      {
        icon: 'calendar-check',
        title: 'Bridge Course',
        description: 'A bridge course in April and May before the regular batch starts in June.',
      },
      {
        icon: 'school',
        title: 'Hostel & Day Scholars',
        description: 'Three students to a hostel room, or attend as a day scholar from home.',
      },
      {
        icon: 'medal',
        title: '1 Hour of Sports',
        description: 'Games and exercise every day for health and a fresh mind.',
      },
    ],
  },
  youtubeVideos: [
    {
      id: 'quadratic-equations',
      title: 'Quadratic Equations for Inter First Year',
      description: 'Roots, nature of roots and the board questions asked every year.',
      url: mark('https://www.youtube.com/watch?v=JrcQuadEq01', 'YouTube video'),
      duration: '20:15',
      thumbnail: videoMaths,
    },
    {
      id: 'plant-kingdom',
      title: 'Plant Kingdom in One Lesson',
      description: 'Classification made simple for BiPC students, with diagrams.',
      url: mark('https://youtu.be/JrcPlants02', 'YouTube video'),
      duration: '18:40',
      thumbnail: videoBiology,
    },
    {
      id: 'accountancy-intro',
      title: 'Accountancy for MEC and CEC',
      description: 'The accounting equation and double entry for first-year students.',
      url: mark('https://www.youtube.com/watch?v=JrcAccount3', 'YouTube video'),
      duration: '15:05',
      thumbnail: videoCommerce,
    },
  ],
} satisfies CourseConfig;
