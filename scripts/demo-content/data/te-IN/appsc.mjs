/** Telugu (te-IN) texts for APPSC entries, keyed like upsc.mjs. */
export default {
  articles: {},
  mains: {},
  quizzes: {},
};
