/** Telugu UI strings, written for Telugu-medium students; same keys as en.ts. */
import type { Dictionary } from './en';

export const te: Dictionary = {
  languageName: 'తెలుగు',

  shell: {},

  forms: {},

  quiz: {},

  content: {},
};
