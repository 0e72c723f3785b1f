/**
 * Comments on a mains answer (spec document 2 §3, §5): kept only in the visitor's own browser,
 * one localStorage key per answer id, attributed to the fixed label 'Current User'. A comment the
 * student also sent for review (issue 47) carries its answer's id; the answer itself, photos and
 * status, is kept in IndexedDB (lib/answers/answer-store.ts).
 */
import { readItem, type KeyValueStore } from '@/lib/browser/safe-storage';
import type { AnswerRecord } from './answer-store';

/** Every comment is signed with this label: there is no sign-in (spec document 2 §6). */
export const COMMENT_USER = 'Current User';

/** Pictures larger than this (either side, px) are scaled down before storing. */
export const MAX_IMAGE_SIZE = 1024;
/** JPEG quality for a scaled-down picture. */
export const JPEG_QUALITY = 0.8;
/** Smaller files within MAX_IMAGE_SIZE are kept as they are (PNG stays PNG). */
export const KEEP_AS_IS_BYTES = 200 * 1024;

export interface StoredComment {
  /** What the visitor wrote, trimmed; may be empty when an image is attached. */
  text: string;
  /** The attached picture as a data URL. */
  image?: string;
  /** Always COMMENT_USER. */
  user: string;
  /** When it was posted, ISO 8601. */
  timestamp: string;
  /** The id of the answer sent for review with it (lib/answers/answer-hand-over.ts), when it was. */
  submissionId?: string;
}

/** The storage key of an answer's comments. */
export const commentsKey = (answerId: string) => `comments_${answerId}`;

const isComment = (value: unknown): value is StoredComment => {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.text === 'string' &&
    (c.image === undefined || (typeof c.image === 'string' && c.image.startsWith('data:image/'))) &&
    typeof c.user === 'string' &&
    typeof c.timestamp === 'string' &&
    !Number.isNaN(Date.parse(c.timestamp)) &&
    (c.submissionId === undefined || typeof c.submissionId === 'string')
  );
};

/** The stored comments of an answer, oldest first; anything unreadable counts as none. */
export function readComments(store: KeyValueStore | undefined, answerId: string): StoredComment[] {
  const raw = readItem(store, commentsKey(answerId));
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isComment) : [];
  } catch {
    return [];
  }
}

/** Spec document 2 §5: a comment needs non-blank text or an image. */
export const canPost = (text: string, image: string | undefined) => text.trim() !== '' || Boolean(image);

/** A new comment signed by COMMENT_USER at `now`; `submissionId` when it was sent for review. */
export function newComment(text: string, image: string | undefined, now: Date, submissionId?: string): StoredComment {
  return {
    text: text.trim(),
    ...(image ? { image } : {}),
    user: COMMENT_USER,
    timestamp: now.toISOString(),
    ...(submissionId ? { submissionId } : {}),
  };
}

/**
 * Whether the page's outbox may hold an answer sent for review (lib/answers/answer-send.ts keeps
 * it '1' while one waits there): a look that costs nothing, before the sending code is loaded.
 */
export const ANSWER_OUTBOX_KEY = 'answer_outbox';

/**
 * The words of an answer as an examiner counts them: runs of letters or digits, Telugu's vowel
 * signs and joiners inside a word, "don't" and "well-being" one word each.
 */
export const countWords = (text: string): number =>
  text.match(/[\p{L}\p{M}\p{N}\u200c\u200d]+(?:['’-][\p{L}\p{M}\p{N}\u200c\u200d]+)*/gu)?.length ?? 0;

/** Where an answer sent for review stands, as its comment says. */
export type AnswerStatus = 'waiting' | 'sent' | 'reviewed' | { refused: string };

/**
 * The status of the answer `submissionId`: reviewed once the page's published reviewed answers
 * include it, else as the device's record of it says; none when the device holds no record (site
 * data cleared).
 */
export function answerStatus(
  submissionId: string,
  reviewed: readonly string[],
  record: Pick<AnswerRecord, 'state' | 'reason'> | undefined,
): AnswerStatus | undefined {
  if (reviewed.includes(submissionId)) return 'reviewed';
  if (!record) return undefined;
  return record.state === 'refused' ? { refused: record.reason ?? '' } : record.state;
}

/** Why a comment could not be stored: the quota is used up, or storage cannot be used at all. */
export type SaveFailure = 'full' | 'unavailable';

/** Whether a thrown value is the browser's "storage full" error (names differ between engines). */
export function isQuotaError(error: unknown): boolean {
  return (
    (error instanceof DOMException || error instanceof Error) &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
}

/** Stores the full list for an answer; returns null on success or why it failed. */
export function saveComments(
  store: KeyValueStore | undefined,
  answerId: string,
  comments: readonly StoredComment[],
): SaveFailure | null {
  if (!store) return 'unavailable';
  try {
    store.setItem(commentsKey(answerId), JSON.stringify(comments));
    return null;
  } catch (error) {
    return isQuotaError(error) ? 'full' : 'unavailable';
  }
}

/** The size that fits `width`×`height` within `max`×`max` keeping the aspect ratio (never enlarged). */
export function fitWithin(width: number, height: number, max = MAX_IMAGE_SIZE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

const decode = (url: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('The file is not an image this browser can show.'));
    img.src = url;
  });

/**
 * The picture as a data URL small enough to store: a file within MAX_IMAGE_SIZE and
 * KEEP_AS_IS_BYTES is kept as it is; anything larger is drawn on a canvas at most MAX_IMAGE_SIZE
 * wide or high (on white, for transparent pictures) and saved as JPEG at JPEG_QUALITY.
 * Rejects when the file is not a decodable image.
 */
export async function imageForStorage(file: File): Promise<string> {
  const original = await readAsDataUrl(file);
  const img = await decode(original);
  const size = fitWithin(img.naturalWidth, img.naturalHeight);
  const fits = size.width === img.naturalWidth && size.height === img.naturalHeight;
  if (fits && file.size <= KEEP_AS_IS_BYTES && original.startsWith('data:image/')) return original;
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return original;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(img, 0, 0, size.width, size.height);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}
