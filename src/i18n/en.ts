/**
 * English UI strings: the spec's texts. te.ts gives every key in Telugu; a key missing there fails
 * the type check. Every string is plain text (islands receive them as props, which carry no
 * functions); a `{name}` in one is filled in by src/i18n/template.ts.
 *
 * Each section the site shell or an island reads is a module of its own in en/: an island imports
 * only its own sections, so an English page's script carries none of the others (nor any Telugu).
 * A module, not a named export of this file: the bundler puts a module that several islands import
 * into one chunk shared by them all, which every island's page would then load whole.
 */
import { answers } from './en/answers';
import { carousel } from './en/carousel';
import { comments } from './en/comments';
import { consent } from './en/consent';
import { content } from './en/content';
import { course } from './en/course';
import { degreeIas } from './en/degree-ias';
import { foundation } from './en/foundation';
import { crash } from './en/crash';
import { enquiry } from './en/enquiry';
import { feedback } from './en/feedback';
import { forms } from './en/forms';
import { groups } from './en/groups';
import { home } from './en/home';
import { offline } from './en/offline';
import { outbox } from './en/outbox';
import { pdf } from './en/pdf';
import { privacy } from './en/privacy';
import { quiz } from './en/quiz';
import { saveOffline } from './en/save-offline';
import { search } from './en/search';
import { shell } from './en/shell';
import { validation } from './en/validation';

export const en = {
  /** The language as its speakers write it, for the header's switch to it. */
  languageName: 'English',

  shell,

  // The consent bar before the tags, and the footer's Cookie settings.
  consent,

  forms,

  validation,

  outbox,

  enquiry,

  quiz,

  pdf,

  comments,

  // Sending an answer for review from under a mains answer (issue 47).
  answers,

  crash,

  // The home page (the site's own texts; the course cards' and tiles' texts are in src/data/).
  home,

  // The course pages' own texts (each course's texts are in src/data/courses/).
  course,
  foundation,
  groups,
  degreeIas,

  // The hero slideshow of the home and course pages.
  carousel,

  // Content routes: lists, articles, mains answers, PDFs, search, 404, offline.
  content,

  // The search page's form and results (its script reads this section on its own).
  search,

  // Under articles and mains answers: "Was this helpful?" and "Save for offline" (their scripts
  // read the texts from attributes).
  feedback,
  saveOffline,

  // The /offline/ page's list of saved pages and the service worker's banner on a saved copy (the
  // page's script and the worker read this section on its own).
  offline,

  // The privacy page and its request form.
  privacy,
};

/** The shape every language's dictionary has. */
export type Dictionary = typeof en;
