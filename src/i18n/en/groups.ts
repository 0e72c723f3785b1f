/**
 * The APPSC Groups and TGPSC Groups pages' own texts, around each page's data
 * (src/data/courses/appsc-groups.ts, tgpsc-groups.ts); `{exam}` is the commission, APPSC or TGPSC.
 */
export const groups = {
  /** The title in the browser's tab and in search results. */
  pageTitle: '{title} Coaching',
  /** The phone action bar's button to the lead form. */
  freeCounseling: 'Free Counseling',
  quizLabel: 'Daily quiz',
  quizLead: 'A new quiz every day.',
  quizText: 'Keep your {exam} current affairs sharp in a few minutes.',
  takeQuiz: "Take Today's Free Quiz",
  /** The quiz streak badge, for one day and for any other number (its script fills it in). */
  streak: { one: 'Streak: {days} day', many: 'Streak: {days} days' },
  statsLabel: '{exam} results in numbers',
  coursesEyebrow: 'Courses',
  coursesTitle: '{exam} Courses',
  coursesText: 'Live batches, recorded courses and test series. Pick a filter to see the courses for your exam.',
  filterLegend: 'Filter courses',
  /** The course filter's choices (src/lib/browser/course-filter.ts: what each one shows). */
  filters: { group1: 'Group 1', group2: 'Group 2', testseries: 'Test Series', live: 'Live', recorded: 'Recorded' },
  showing: 'Showing {shown} of {total} courses',
  noCourses: 'No {filter} courses at the moment. Call us to hear about the next batch.',
  resourcesTitle: 'Study Resources',
  resourcesText: 'Everything you need to stay exam-ready between classes, free for every {exam} aspirant.',
  resources: {
    currentAffairs: {
      title: 'Current Affairs',
      description: 'Daily {exam}-focused news analysis: state schemes, economy, polity and national events.',
    },
    mainsAnswerWriting: {
      title: 'Mains Answer Writing',
      description: 'A mains question every day with a model answer, and your answers discussed in the comments.',
    },
    quiz: {
      title: 'Current Affairs Quiz',
      description: 'Timed daily and monthly quizzes with explanations, to check what you have read.',
    },
    pdfs: {
      title: 'Current Affairs PDFs',
      description: 'Daily and monthly compilations to download and revise offline.',
    },
  },
  testimonialsTitle: 'Video Testimonials',
  testimonialsEyebrow: 'In their words',
  testimonialsText: 'Our students on how they prepared, in their own words.',
  noTestimonials: 'No testimonials available yet.',
  writtenStories: "Read our students' written stories",
  storiesEyebrow: 'Results',
  storiesTitle: 'Success Stories',
  storiesLead: '{exam} officers who prepared with us.',
};
