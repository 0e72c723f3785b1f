/** The home page's own texts (the course cards' and tiles' own texts are in src/data/). */
export const home = {
  /** The page title (the academy name is added after any other). */
  title: (academy: string) => academy,
  description:
    'UPSC, APPSC, TGPSC, IIT-JEE, NEET, CLAT and school foundation coaching in Vijayawada and Hyderabad — online and offline, in Telugu and English medium.',
  heading: (academy: string) =>
    `${academy}: coaching for UPSC, APPSC, TGPSC, IIT-JEE, NEET and more in Vijayawada and Hyderabad`,
  highlights: 'Highlights',
  programmes: 'Programmes',
  courses: 'Our Courses',
  coursesLead:
    'From the class 6 foundation to the civil services interview: pick a course to see its batches, schedule and fees.',
  /** A course card's last line (the card's link is its title). */
  learnMore: 'Learn more',
  why: (shortName: string) => `Why ${shortName}`,
  whyHeading: (academy: string) => `Why Choose ${academy}`,
  whyLead: 'Results, small batches and a disciplined daily routine — the things parents ask us about first.',
  /** The Telugu home's own section, which links the Telugu lists (shown on the Telugu home only). */
  readHeading: 'Read and practise in Telugu',
  readLead: 'Daily current affairs, mains answer writing and timed quizzes for Telugu-medium aspirants.',
};
