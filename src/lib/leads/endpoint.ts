/**
 * The page's side of sending to the academy's endpoint, for enquiries and answers for review
 * alike: the endpoint's address, whether the browser is offline, and handing a request the page
 * could not send to the service worker's Background Sync queue (src/service-worker/sw.ts).
 */

/** The build's PUBLIC_ENQUIRY_ENDPOINT; '' when none is configured (nothing is collected). */
export const enquiryEndpoint = (): string => import.meta.env.PUBLIC_ENQUIRY_ENDPOINT ?? '';

export const isOffline = (): boolean => navigator.onLine === false;

/** A new enquiry's or answer's id: time and randomness, unique enough for one visitor's. */
export const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** A worker that has not confirmed it stored what it was handed by then is passed over for the page's outbox. */
export const HAND_OVER_TIMEOUT_MS = 3000;

/**
 * Hands a message (an enquiry or an answer, with its type) to the service worker's Background Sync
 * queue: true once the worker says it is stored. False where the browser has no Background Sync or
 * no worker controls the page (the page's outbox then keeps it), or when the worker does not answer
 * in time.
 */
export async function handOverToWorker(message: { type: string; payload: { id: string } }): Promise<boolean> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker || !('SyncManager' in window)) return false;
  const channel = new MessageChannel();
  const stored = new Promise<boolean>((resolve) => {
    channel.port1.onmessage = ({ data }) => resolve(data === true);
    setTimeout(() => resolve(false), HAND_OVER_TIMEOUT_MS);
  });
  worker.postMessage(message, [channel.port2]);
  return stored;
}
