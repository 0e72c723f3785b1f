/**
 * Named errors of the Contentful loader. Each message says what failed and what to check, because
 * it is the only thing an editor or a CI log reader sees. No message ever contains the token.
 */

const STOPPED = 'The build stopped so that no page is published without its content.';

/** The CONTENTFUL_* / CONTENT_* variables are incomplete or malformed. */
export class ContentfulConfigError extends Error {
  override name = 'ContentfulConfigError';
}

/** CONTENT_SNAPSHOT or the embedded demo snapshot is missing or is not a space export. */
export class ContentSnapshotError extends Error {
  override name = 'ContentSnapshotError';
}

/** With CONTENT_STRICT=true: entries that do not fit their schema. */
export class ContentSchemaError extends Error {
  override name = 'ContentSchemaError';
}

/** The live source still failed after the client's retries (or failed in a way not worth retrying). */
export class ContentfulSyncError extends Error {
  override name = 'ContentfulSyncError';
  constructor(
    message: string,
    /** e.g. "cdn.contentful.com" or "http://127.0.0.1:4453" */
    readonly host: string,
    /** HTTP status, or the connection error code (ECONNREFUSED, ECONNABORTED …) */
    readonly status: number | string,
  ) {
    super(message);
  }
}

/** What the build needs to know about the space it talks to, for the messages. */
export interface FailureContext {
  host: string;
  space: string;
  environment: string;
  retryLimit: number;
}

interface HttpishError {
  code?: string;
  message?: string;
  response?: { status?: number };
}

/**
 * Axios errors carry `response.status`; the client's own error handler (getLocales) folds the
 * status into a JSON message instead. Connection failures carry only a code.
 */
export function failureStatus(error: unknown): number | string {
  const e = (error ?? {}) as HttpishError;
  if (typeof e.response?.status === 'number') return e.response.status;
  try {
    const status = (JSON.parse(e.message ?? '') as { status?: unknown }).status;
    if (typeof status === 'number') return status;
  } catch {
    // not a JSON message: a connection error
  }
  return e.code ?? 'no answer';
}

/** One message naming host, status and what to check, for a live sync that failed for good. */
export function syncFailure(error: unknown, ctx: FailureContext): ContentfulSyncError {
  const status = failureStatus(error);
  const retried = `after ${ctx.retryLimit} ${ctx.retryLimit === 1 ? 'retry' : 'retries'}`;
  const ids = `CONTENTFUL_SPACE_ID ("${ctx.space}") and CONTENTFUL_ENVIRONMENT ("${ctx.environment}")`;
  let what: string;
  if (typeof status === 'string') {
    what = `could not reach ${ctx.host} (${status}) ${retried}. Check the network, CONTENTFUL_HOST and CONTENTFUL_INSECURE, and https://www.contentfulstatus.com`;
  } else if (status === 401 || status === 403) {
    what = `${ctx.host} answered ${status} (access denied). Check CONTENTFUL_ACCESS_TOKEN: a Content Delivery API token for cdn.contentful.com, a Content Preview API token for preview.contentful.com, for space "${ctx.space}"`;
  } else if (status === 404) {
    what = `${ctx.host} answered 404 (not found). Check ${ids}`;
  } else if (status === 429) {
    what = `${ctx.host} answered 429 (rate limit) ${retried}. Wait a minute and build again, and check https://www.contentfulstatus.com`;
  } else if (status >= 500) {
    what = `${ctx.host} answered ${status} ${retried}. Check ${ids}, the token, and https://www.contentfulstatus.com`;
  } else {
    what = `${ctx.host} answered ${status}. Check ${ids} and the token`;
  }
  return new ContentfulSyncError(`Contentful sync failed: ${what}. ${STOPPED}`, ctx.host, status);
}
