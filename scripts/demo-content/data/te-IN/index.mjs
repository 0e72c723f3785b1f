/**
 * The demo's Telugu (te-IN) texts, keyed by the English entry each translates: articles and
 * quizzes by slug, mains answers and PDF entries by English title, assets (pictures and PDF files)
 * by asset key.
 * Only text fields are translated; slugs, dates, sections, images and quiz answers are shared.
 */
import upsc from './upsc.mjs';
import appsc from './appsc.mjs';
import tgpsc from './tgpsc.mjs';
import pdfs from './pdfs.mjs';
import assets from './assets.mjs';

export const telugu = { sections: { upsc, appsc, tgpsc }, pdfs, assets };
