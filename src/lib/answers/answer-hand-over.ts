/**
 * What the page and the service worker agree on about an answer sent for review (issue 47): what
 * the academy's endpoint receives (kind `answer`, scripts/enquiry-sheet/Code.gs), the worker's
 * queue and the messages between them. An answer is sent as an enquiry is
 * (lib/leads/enquiry-hand-over.ts `send`): delivered only when the web app confirms its id, and
 * the web app answers `duplicate` for an id it already holds, so a resend never doubles it.
 */
import type { Lang } from '../../i18n/lang';
import type { LeadConsent } from '../leads/lead-consent';

/** A photo as the endpoint takes it: JPEG, PNG or WebP, at most 300 KB, its bytes in base64. */
export interface AnswerPhoto {
  type: 'image/jpeg' | 'image/png' | 'image/webp';
  data: string;
}

/** A photo kept as base64, as an address an `<img>` shows. */
export const photoUrl = (photo: AnswerPhoto) => `data:${photo.type};base64,${photo.data}`;

/** What the endpoint receives for one answer. */
export interface AnswerPayload {
  kind: 'answer';
  /** Made once on the device when the student sends it; the entry in Contentful is `answer-<id>`. */
  id: string;
  /** The mains answer's entry id (the question answered). */
  question: string;
  /** The name the student asked to be shown with it. */
  name: string;
  /** The typed answer ('' when only photos are sent). */
  text: string;
  photos: AnswerPhoto[];
  /** The page's language: the answer is written in it. */
  language: Lang;
  /** The consent to the send form's notice, kept as given when it is sent later. */
  consent: LeadConsent;
}

/** The page → worker message: keep this answer and send it when you can. Answered true once stored. */
export const ANSWER_HAND_OVER_MESSAGE = 'QUEUE_ANSWER';
/** The worker's queue of answers (its sync tag `workbox-background-sync:answers`). */
export const ANSWER_QUEUE_NAME = 'answers';
/** The worker → pages message once it has delivered an answer or the web app refused it. */
export const ANSWER_SETTLED_MESSAGE = 'ANSWER_SETTLED';

export interface AnswerHandOver {
  type: typeof ANSWER_HAND_OVER_MESSAGE;
  payload: AnswerPayload;
}

export interface AnswerSettled {
  type: typeof ANSWER_SETTLED_MESSAGE;
  id: string;
}
