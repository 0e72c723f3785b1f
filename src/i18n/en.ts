/**
 * English UI strings: the spec's texts. te.ts gives every key in Telugu; a key missing there fails
 * the type check. Strings with a number or name in them are functions.
 */
import { content } from './en/content';
import { home } from './en/home';

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
};

/** The shape every language's dictionary has. */
export type Dictionary = typeof en;
