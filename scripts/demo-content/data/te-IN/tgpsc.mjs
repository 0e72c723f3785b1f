/** Telugu (te-IN) texts for TGPSC entries, keyed like upsc.mjs. */
export default {
  articles: {},
  mains: {},
  quizzes: {},
};
