/**
 * The answers a student has sent for review, kept on the device in IndexedDB (database `answers`),
 * one record per answer id with its photos: the outbox of those still to send, and the student's
 * own copy of the rest (the comment box shows their photos and status from it). The page keeps a
 * record before anything is sent; the page and the service worker settle it ('sent', or 'refused'
 * with the web app's reason). Through `idb`, which Workbox's queue uses too.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AnswerPayload } from './answer-hand-over';

/** Waiting to be sent, delivered (the web app confirmed its id), or refused for good by the web app. */
export type AnswerState = 'waiting' | 'sent' | 'refused';

export interface AnswerRecord {
  /** The payload's id. */
  id: string;
  payload: AnswerPayload;
  state: AnswerState;
  /** While it waits: who sends it, the service worker (Background Sync) or the page's outbox. */
  keeper?: 'worker' | 'page';
  /** The web app's reason, when it refused it. */
  reason?: string;
}

/** Where the records live: IndexedDB on a phone (`deviceAnswers`), a Map in unit tests. */
export interface AnswerStore {
  get(id: string): Promise<AnswerRecord | undefined>;
  all(): Promise<AnswerRecord[]>;
  /** Rejects when storage refuses it (a full quota: QuotaExceededError). */
  put(record: AnswerRecord): Promise<void>;
  /** Changes a record in one transaction (the worker and a page may both settle it); none when it is gone. */
  update(id: string, change: Partial<Omit<AnswerRecord, 'id' | 'payload'>>): Promise<void>;
  delete(id: string): Promise<void>;
}

interface AnswersDB extends DBSchema {
  answers: { key: string; value: AnswerRecord };
}

let opened: Promise<IDBPDatabase<AnswersDB>> | undefined;
/** The database, opened once; a failed opening is forgotten so the next use tries again. */
const db = () =>
  (opened ??= openDB<AnswersDB>('answers', 1, {
    upgrade: (database) => void database.createObjectStore('answers', { keyPath: 'id' }),
  }).catch((error: unknown) => {
    opened = undefined;
    throw error;
  }));

export const deviceAnswers: AnswerStore = {
  get: async (id) => (await db()).get('answers', id),
  all: async () => (await db()).getAll('answers'),
  put: async (record) => void (await (await db()).put('answers', record)),
  update: async (id, change) => {
    const tx = (await db()).transaction('answers', 'readwrite');
    const record = await tx.store.get(id);
    if (record) await tx.store.put({ ...record, ...change });
    await tx.done;
  },
  delete: async (id) => (await db()).delete('answers', id),
};
