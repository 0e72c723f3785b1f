/** Page-level texts of the content routes: lists, articles, mains answers, quizzes, PDFs, search, 404, offline. */
export const content = {
  /** The badge on a list's entry that also has a page in the other language (shown in that language). */
  alsoInThisLanguage: 'Also in English',
  home: 'Home',
  courses: 'Courses',
  currentAffairs: 'Current Affairs',
  mainsAnswerWriting: 'Mains Answer Writing',
  quiz: 'Current Affairs Quiz',
  pdfs: 'Current Affairs PDFs',
  backTo: (place: string) => `Back to ${place}`,
  backToCurrentAffairs: 'Back to Current Affairs',
  backToAllQuestions: 'Back to All Questions',
  backToQuizzes: 'Back to Quizzes',
  page: (page: number) => `Page ${page}`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: 'Previous',
  next: 'Next',
  pagination: 'Pagination',
  breadcrumb: 'Breadcrumb',
  tags: 'Tags',
  noTags: 'No tags',
  // Current affairs.
  articlesHeading: (section: string) => `${section} Current Affairs`,
  articlesTitlePage: (heading: string, page: number) => `${heading} – Page ${page}`,
  articlesDescription: (section: string) =>
    `Daily ${section} current affairs explained for exam preparation: polity, economy, environment, science and more, with the exam angle.`,
  articlesEyebrow: (section: string) => `${section} preparation`,
  articlesLead:
    'The news that matters for your exam, explained simply — with the background, the facts to remember and the exam angle.',
  rssFeed: 'RSS feed',
  rssTitle: (heading: string) => `${heading} (RSS)`,
  articlesLabel: 'Articles',
  noArticles: (section: string) => `No ${section} current affairs articles available at the moment.`,
  articleCounts: (total: number, section: string, count: number) =>
    `Total articles: ${total} · ${section} articles: ${count}`,
  feedDescription: (section: string, academy: string) => `Current affairs for ${section} aspirants from ${academy}.`,
  relatedArticles: 'Related Articles',
  /** The page left at an article's id address, before the link to its slug address. */
  articleMoved: 'This article has moved to',
  by: 'By',
  readOriginalSource: 'Read Original Source',
  // Mains answers.
  mainsTitlePage: (heading: string, page: number, pages: number) => `${heading} (Page ${page} of ${pages})`,
  mainsDescription: (section: string) =>
    `Practise ${section} mains answer writing: exam-style questions with model answers and further reading, newest first.`,
  mainsEyebrow: 'Answer Writing Practice',
  mainsLead: 'Exam-style questions with model answers. Write your own answer first, then compare.',
  mainsLabel: 'Mains questions',
  noAnswers: (section: string) => `No ${section} mains answers available at the moment.`,
  noExcerpt: 'No excerpt available',
  readModelAnswer: 'Read model answer',
  question: 'Question:',
  modelAnswer: 'Model Answer:',
  answerSoon: 'The model answer for this question will be published soon.',
  additionalResources: 'Additional Resources:',
  opensInNewTab: ' (opens in a new tab)',
  discussion: 'Discussion & Comments',
  commentsLocal:
    'Comments are saved only in this browser, on this device; an answer you send for review goes to the academy’s mentors.',
  reviewedAnswers: (n: number) => `Reviewed answers (${n})`,
  reviewedLead: 'Students’ answers to this question, reviewed by the academy’s mentors.',
  readReviewed: (n: number) => (n === 1 ? 'Read the reviewed answer' : `Read the ${n} reviewed answers`),
  backToQuestion: 'Back to the question',
  answerPhoto: (n: number, name: string) => `Photo ${n} of ${name}’s answer`,
  score: (score: number, marks?: number) => (marks ? `Score: ${score} / ${marks}` : `Score: ${score}`),
  review: 'Review',
  reviewedBy: (name: string) => `Reviewed by ${name}`,
  // Quizzes.
  questions: (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`,
  minutes: (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`,
  quizDescription: (count: number, section: string) =>
    `A timed ${count}-question ${section} current affairs quiz with answers and explanations.`,
  noQuizzes: 'No quizzes found',
  // Quiz lists (the quiz runner's own texts are the quiz section).
  quizListDescription: (section: string) =>
    `Free timed ${section} current affairs quizzes: daily, monthly and previous-year practice with answers and explanations.`,
  quizLead:
    'Test yourself against the clock: one minute a question, exam-style negative marking, and an explanation for every answer.',
  quizTypeNav: 'Quiz type',
  quizzesOfType: (type: string) => `${type} quizzes`,
  quizCount: (n: number) => (n === 1 ? '1 quiz' : `${n} quizzes`),
  noQuizzesText: 'New quizzes are added regularly. Please check back soon or choose another type.',
  backToUpscCourses: 'Back to UPSC Courses',
  startQuiz: 'Start Quiz',
  /** The quiz types as filters and badges show them, by the value editors choose. */
  quizTypes: {
    'All Types': 'All Types',
    Daily: 'Daily',
    Monthly: 'Monthly',
    'Previous Years': 'Previous Years',
    Previous: 'Previous',
  } as Record<string, string>,
  quizFeaturesLabel: 'Why practise with our quizzes',
  quizFeatures: [
    {
      title: 'Daily & Monthly Quizzes',
      text: 'Fresh questions on the news every day, and a monthly test to revise it all.',
    },
    { title: 'Timed Like the Exam', text: 'One minute a question, so you learn to think fast and pace yourself.' },
    { title: 'Prelims Marking', text: '+2 for a right answer and −0.66 for a wrong one, just like UPSC Prelims.' },
    { title: 'Explanations', text: 'See the right answer and why it is right as soon as you submit.' },
  ],
  // Search form on the lists.
  sectionSearchLabel: (section: string) => `Search ${section} articles, mains answers and quizzes`,
  sectionSearchPlaceholder: (section: string) => `Search ${section} topics`,
  search: 'Search',
  // PDFs.
  pdfsTitle: (section: string) => `${section} Current Affairs PDFs`,
  pdfsDescription: (section: string) =>
    `Free monthly and weekly ${section} current affairs compilations to download as PDF.`,
  pdfsLead: (section: string) =>
    `Monthly magazines, weekly compilations and special issues for ${section} aspirants. Fill in the short form and the PDF opens in a new tab.`,
  // Search page.
  searchTitle: 'Search',
  searchDescription:
    'Search current affairs articles, mains answers and quizzes for UPSC, APPSC and TGPSC preparation.',
  searchEyebrow: 'Current affairs, mains answers, quizzes',
  searchLead: 'Find articles, model answers and quizzes for UPSC, APPSC and TGPSC.',
  // Not-found page.
  notFoundTitle: 'Page not found',
  notFoundDescription: 'The page you are looking for does not exist.',
  notFoundHeading: 'Oops! Page not found',
  notFoundText: 'The page you are looking for may have moved or no longer exists.',
  redirecting: 'Redirecting to home page in',
  seconds: 'seconds...',
  returnHome: 'Return to Home Now',
  articleMissing: 'Article not found or no longer available.',
  postMissing: 'Post not found.',
  quizMissing: 'Quiz not found.',
  // Offline page.
  offlineTitle: 'Saved for offline',
  offlineDescription: 'The pages saved on this device for reading without a connection.',
  offlineNotice: "You're offline, and this page isn't saved on this device. These pages are:",
  offlineLead: (max: number) =>
    `Every article, answer, quiz and page you open is stored on this device, so you can read it (and take the quiz) without a connection. The newest ${max} stay; pages you save with “Save for offline” stay until you remove them.`,
  offlineEmpty:
    'Nothing is saved on this device yet. Open an article, answer or quiz while online and it will be listed here.',
};
