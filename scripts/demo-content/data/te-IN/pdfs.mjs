/** Telugu (te-IN) PDF texts: entry titles by English title, file titles and descriptions by asset key. */
export default {
  entries: {},
  files: {},
};
