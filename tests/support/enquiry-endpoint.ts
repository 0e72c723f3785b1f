/**
 * The enquiry web app (scripts/enquiry-sheet/Code.gs) for unit tests, as `fetch`: it answers each
 * enquiry with `{"result":"success","id":…}` for that enquiry's id, as the web app does once the
 * row is written (HTTP 200, JSON); `answer(result)` makes one of its other answers.
 */
import { vi } from 'vitest';

/** An answer of the web app, as its JSON. */
export const answer = (body: object | string, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': typeof body === 'string' ? 'text/html' : 'application/json' },
  });

/** Confirms the enquiry a request carries (the site always fetches a Request). */
export const confirm = async (request: RequestInfo | URL) =>
  answer({ result: 'success', id: ((await (request as Request).clone().json()) as { id: string }).id });

/** A `fetch` that confirms every enquiry, as the web app does when all is well. */
export const confirmingFetch = () => vi.fn(confirm);
