/** The demo texts per exam section: articles, mains answers and quizzes. */
import upscArticles from './upsc/articles.mjs';
import upscMains from './upsc/mains.mjs';
import upscQuizzes from './upsc/quizzes.mjs';
import appscArticles from './appsc/articles.mjs';
import appscMains from './appsc/mains.mjs';
import appscQuizzes from './appsc/quizzes.mjs';
import tgpscArticles from './tgpsc/articles.mjs';
import tgpscMains from './tgpsc/mains.mjs';
import tgpscQuizzes from './tgpsc/quizzes.mjs';

export const sections = [
  { exam: 'upsc', articles: upscArticles, mains: upscMains, quizzes: upscQuizzes },
  { exam: 'appsc', articles: appscArticles, mains: appscMains, quizzes: appscQuizzes },
  { exam: 'tgpsc', articles: tgpscArticles, mains: tgpscMains, quizzes: tgpscQuizzes },
];
