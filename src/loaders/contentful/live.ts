/**
 * The live source: Contentful's Sync API through the official client. The client pages through
 * every sync page itself (nextPageUrl → nextSyncUrl) and retries 5xx, 429 (waiting as
 * X-Contentful-RateLimit-Reset says) and connection errors up to `retryLimit` times.
 */
import { createClient } from 'contentful';
import { syncFailure } from './errors';
import type { LiveSource } from './source';
import type { RawAsset, RawEntry, RawLocale } from './types';

export interface LiveSyncPage {
  locales: RawLocale[];
  entries: RawEntry[];
  assets: RawAsset[];
  deletedEntryIds: string[];
  deletedAssetIds: string[];
  nextSyncToken: string;
}

/** Status codes with which the Sync API says a token is no longer good: start over. */
const STALE_TOKEN = new Set([400, 404, 410, 422]);

interface Logger {
  warn(message: string): void;
}

/** The ContentfulSyncError for a failed request to `source`, naming its host, space and retries. */
export const sourceFailure = (error: unknown, source: LiveSource) =>
  syncFailure(error, {
    host: source.label,
    space: source.space,
    environment: source.environment,
    retryLimit: source.retryLimit,
  });

/** A Delivery or Preview API client for `source`, its warnings sent to `logger`. */
export function client(source: LiveSource, logger: Logger) {
  return createClient({
    space: source.space,
    accessToken: source.accessToken,
    environment: source.environment,
    host: source.host,
    insecure: source.insecure,
    retryLimit: source.retryLimit,
    timeout: source.timeout,
    // The default handler prints to the console and, for errors, the request with its headers.
    logHandler: (level, data) => {
      if (level === 'warning' && typeof data === 'string') logger.warn(`${source.label}: ${data}`);
    },
  });
}

/**
 * Everything since the token `resume` gives for the space's locales (or everything, without one),
 * with those locales. A token the API rejects is dropped for a full sync; any other failure becomes
 * one ContentfulSyncError.
 */
export async function fetchLive(
  source: LiveSource,
  resume: (locales: RawLocale[]) => string | undefined,
  logger: Logger,
): Promise<LiveSyncPage & { full: boolean }> {
  const api = client(source, logger);
  const failure = (error: unknown) => sourceFailure(error, source);
  let locales: RawLocale[];
  try {
    locales = (await api.getLocales()).items;
  } catch (error) {
    throw failure(error);
  }
  const fromToken = resume(locales);
  const sync = async (token: string | undefined) => {
    const result = await api.withoutLinkResolution.sync(token ? { nextSyncToken: token } : { initial: true });
    return {
      locales,
      entries: result.entries as unknown as RawEntry[],
      assets: result.assets as unknown as RawAsset[],
      deletedEntryIds: result.deletedEntries.map((d) => d.sys.id),
      deletedAssetIds: result.deletedAssets.map((d) => d.sys.id),
      nextSyncToken: result.nextSyncToken ?? '',
      full: !token,
    };
  };
  try {
    return await sync(fromToken);
  } catch (error) {
    const status = (error as { response?: { status?: number } }).response?.status;
    if (fromToken && status !== undefined && STALE_TOKEN.has(status)) {
      logger.warn(`${source.label} did not accept the saved sync token (${status}); loading everything again.`);
      try {
        return await sync(undefined);
      } catch (retryError) {
        throw failure(retryError);
      }
    }
    throw failure(error);
  }
}
