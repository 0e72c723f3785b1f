/**
 * A visitor's request about their details (the privacy page's form): to see them, correct them,
 * erase them or withdraw consent. Sent to the enquiry endpoint as its own kind of request
 * (`kind: 'privacy'`), which the sheet stores in its own tab (scripts/enquiry-sheet/Code.gs).
 * Sent at once or not at all: no outbox, the form says which, and keeps what was typed on failure.
 */
import { EnquiryRejected, enquiryRequest, send } from '@/lib/leads/enquiry-hand-over';
import { enquiryEndpoint, isOffline } from '@/lib/leads/endpoint';
import type { LeadConsent } from '@/lib/leads/lead-consent';

/** What a visitor can ask for, in the form's order (the sheet script's PRIVACY_REQUESTS). */
export const PRIVACY_REQUESTS = ['access', 'correction', 'erasure', 'withdrawal'] as const;
export type PrivacyRequestName = (typeof PRIVACY_REQUESTS)[number];

export interface PrivacyRequestPayload {
  kind: 'privacy';
  /** Made once when the visitor submits. */
  id: string;
  request: PrivacyRequestName;
  name: string;
  /** Where the academy answers, and how it finds the visitor's leads. */
  email: string;
  /** Optional: the number an enquiry was sent with, to find it. */
  phone: string;
  /** Optional: what to correct, or anything else. */
  details: string;
  consent: LeadConsent;
}

/**
 * - received: the sheet confirmed it holds the request (it is not yet done: the academy answers by e-mail);
 * - rejected: refused for good, with the sheet's reason;
 * - failed: offline, no answer or none that confirms it: nothing was received;
 * - unavailable: no endpoint on this build.
 */
export type PrivacyRequestResult = 'received' | 'failed' | 'unavailable' | { rejected: string };

/** The payload from the form's fields. */
export function privacyPayload(data: FormData, consent: LeadConsent, id = crypto.randomUUID()): PrivacyRequestPayload {
  const field = (name: string) => String(data.get(name) ?? '').trim();
  return {
    kind: 'privacy',
    id,
    request: field('request') as PrivacyRequestName,
    name: field('name'),
    email: field('email'),
    phone: field('phone'),
    details: field('details'),
    consent,
  };
}

export async function sendPrivacyRequest(payload: PrivacyRequestPayload): Promise<PrivacyRequestResult> {
  if (!enquiryEndpoint()) return 'unavailable';
  if (isOffline()) return 'failed';
  try {
    await send(enquiryRequest(enquiryEndpoint(), payload), payload.id);
    return 'received';
  } catch (error) {
    return error instanceof EnquiryRejected ? { rejected: error.reason } : 'failed';
  }
}
