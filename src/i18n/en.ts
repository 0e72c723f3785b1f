/**
 * English UI strings: the spec's texts. te.ts gives every key in Telugu; a key missing there fails
 * the type check. Strings with a number or name in them are functions.
 */
import { content } from './en/content';
import { feedback } from './en/feedback';
import { home } from './en/home';
import { saveOffline } from './en/save-offline';

export const en = {
  /** The language as its speakers write it, for the header's switch to it. */
  languageName: 'English',

  // The site shell: top bar, header, footer, action bar, contact dialog.
  shell: {},

  // Forms: enquiry, call-back, lead forms, their messages and errors.
  forms: {},

  // The quiz runner and quiz lists.
  quiz: {},

  // The home page (the site's own texts; course cards and their pages stay English).
  home,

  // Content routes: lists, articles, mains answers, PDFs, search, 404, offline.
  content,

  // Under articles and mains answers: "Was this helpful?" and "Save for offline" (their scripts
  // import their English module; a Telugu page hands them its texts in attributes).
  feedback,
  saveOffline,
};

/** The shape every language's dictionary has. */
export type Dictionary = typeof en;
