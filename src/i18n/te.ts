/** Telugu UI strings, written for Telugu-medium students; same keys as en.ts. */
import type { Dictionary } from './en';
import { content } from './te/content';
import { feedback } from './te/feedback';
import { home } from './te/home';
import { saveOffline } from './te/save-offline';

export const te: Dictionary = {
  languageName: 'తెలుగు',

  shell: {},

  forms: {},

  quiz: {},

  home,

  content,

  feedback,

  saveOffline,
};
