/**
 * Sending an answer for review from the page (issue 47), as enquiries are sent
 * (lib/leads/enquiry.ts): kept on the device first (lib/answers/answer-store.ts), then sent; one
 * that cannot go (offline, no answer, an answer that does not confirm it) is handed to the service
 * worker's Background Sync queue where the browser has it, else left to the page's outbox, which
 * sends it the next time a mains answer's comment box opens online, or when the connection returns
 * while one is open. Delivered only when the web app confirms its id
 * (lib/leads/enquiry-hand-over.ts `send`); refused for good, it is not sent again. Loaded only
 * once a student sends an answer, or while one waits.
 */
import { EnquiryRejected, enquiryRequest, send, sendFailure } from '@/lib/leads/enquiry-hand-over';
import type { SaveReason, SubmitResult } from '@/lib/leads/enquiry';
import { enquiryEndpoint, handOverToWorker, isOffline } from '@/lib/leads/endpoint';
import { browserStorage, writeItem } from '@/lib/browser/safe-storage';
import { ANSWER_HAND_OVER_MESSAGE, type AnswerHandOver, type AnswerPayload } from './answer-hand-over';
import { deviceAnswers, type AnswerStore } from './answer-store';
import { ANSWER_OUTBOX_KEY } from './comments';

/** What became of an answer sent: as an enquiry's (lib/leads/enquiry.ts), and never 'unavailable' (the form is not offered without an endpoint). */
export type AnswerResult = Exclude<SubmitResult, 'unavailable'>;

/** Serialises the page outbox's sends across tabs, so an answer goes once however many tabs are open. */
const LOCK_NAME = 'answer-outbox-flush';

const post = (payload: AnswerPayload) => send(enquiryRequest(enquiryEndpoint(), payload), payload.id);

/** Tells every page that the page's outbox may hold an answer (the comment box then loads this code). */
const signal = (waiting: boolean) => writeItem(browserStorage(), ANSWER_OUTBOX_KEY, waiting ? '1' : '');

/**
 * Keeps a new answer, with its photos, before anything is sent: the page's outbox sends it if this
 * page goes away mid-send. Rejects when storage refuses it (full: QuotaExceededError, or blocked):
 * nothing is sent, and the form keeps what was typed.
 */
export async function keepAnswer(payload: AnswerPayload, store: AnswerStore = deviceAnswers): Promise<void> {
  await store.put({ id: payload.id, payload, state: 'waiting', keeper: 'page' });
  signal(true);
}

/**
 * Sends a kept answer: 'sent' once the web app confirms it; offline, unreachable or unconfirmed it
 * stays kept, by the worker (`background-sync`) or the page's `outbox`; refused for good, it is
 * removed and the reason returned, so the form can show it with everything typed.
 */
export async function deliverAnswer(payload: AnswerPayload, store: AnswerStore = deviceAnswers): Promise<AnswerResult> {
  let saved: SaveReason = 'offline';
  if (!isOffline()) {
    try {
      await post(payload);
      await store.update(payload.id, { state: 'sent', keeper: undefined });
      return 'sent';
    } catch (error) {
      if (error instanceof EnquiryRejected) {
        await store.delete(payload.id);
        return { rejected: error.reason };
      }
      saved = sendFailure(error);
    }
  }
  if (await handOverToWorker({ type: ANSWER_HAND_OVER_MESSAGE, payload } satisfies AnswerHandOver)) {
    await store.update(payload.id, { keeper: 'worker' });
    return { saved, by: 'background-sync' };
  }
  return { saved, by: 'outbox' };
}

/** The page outbox's answers, oldest first (an id begins with its time). */
const waitingOnPage = async (store: AnswerStore) =>
  (await store.all())
    .filter((r) => r.state === 'waiting' && r.keeper === 'page')
    .sort((a, b) => a.id.localeCompare(b.id));

async function sendWaiting(store: AnswerStore): Promise<number> {
  let settled = 0;
  for (const { id, payload } of await waitingOnPage(store)) {
    try {
      await post(payload);
      await store.update(id, { state: 'sent', keeper: undefined });
    } catch (error) {
      // Not confirmed: the rest would fare no better; they wait for the next try.
      if (!(error instanceof EnquiryRejected)) break;
      await store.update(id, { state: 'refused', reason: error.reason, keeper: undefined });
    }
    settled++;
  }
  signal((await waitingOnPage(store)).length > 0);
  return settled;
}

let flushing: Promise<number> | undefined;

/**
 * Sends the answers the page's outbox holds; resolves with how many were settled (sent, or
 * refused for good). Nothing offline or without an endpoint. Calls while one runs share it; other
 * tabs wait for the Web Lock, then find them settled.
 */
export function flushAnswers(store: AnswerStore = deviceAnswers): Promise<number> {
  if (isOffline() || !enquiryEndpoint()) return Promise.resolve(0);
  flushing ??= (navigator.locks ? navigator.locks.request(LOCK_NAME, () => sendWaiting(store)) : sendWaiting(store))
    .catch(() => 0)
    .finally(() => (flushing = undefined));
  return flushing;
}
