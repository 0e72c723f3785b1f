import { describe, expect, it } from 'vitest';
import { ContentfulSyncError, failureStatus, syncFailure } from '@/loaders/contentful/errors';

const ctx = { host: 'cdn.contentful.com', space: 'abc123', environment: 'master', retryLimit: 5 };
const axiosError = (status: number) => ({ message: `Request failed with status code ${status}`, response: { status } });

describe('syncFailure', () => {
  it.each([
    [
      axiosError(500),
      'Contentful sync failed: cdn.contentful.com answered 500 after 5 retries. Check CONTENTFUL_SPACE_ID ("abc123") and CONTENTFUL_ENVIRONMENT ("master"), the token, and https://www.contentfulstatus.com.',
    ],
    [axiosError(503), 'cdn.contentful.com answered 503 after 5 retries.'],
    [axiosError(429), 'cdn.contentful.com answered 429 (rate limit) after 5 retries. Wait a minute and build again'],
    [
      axiosError(401),
      'cdn.contentful.com answered 401 (access denied). Check CONTENTFUL_ACCESS_TOKEN: a Content Delivery API token for cdn.contentful.com, a Content Preview API token for preview.contentful.com, for space "abc123".',
    ],
    [
      axiosError(404),
      'cdn.contentful.com answered 404 (not found). Check CONTENTFUL_SPACE_ID ("abc123") and CONTENTFUL_ENVIRONMENT ("master").',
    ],
    [axiosError(418), 'cdn.contentful.com answered 418. Check CONTENTFUL_SPACE_ID'],
    [
      { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' },
      'could not reach cdn.contentful.com (ECONNREFUSED) after 5 retries. Check the network, CONTENTFUL_HOST and CONTENTFUL_INSECURE',
    ],
    [
      { name: 'NotFound', message: JSON.stringify({ status: 404, statusText: 'Not Found' }) },
      'answered 404 (not found)',
    ],
  ])('explains %j', (error, message) => {
    const failure = syncFailure(error, ctx);
    expect(failure).toBeInstanceOf(ContentfulSyncError);
    expect(failure.message).toContain(message);
    expect(failure.message).toMatch(/The build stopped so that no page is published without its content\.$/);
    expect(failure.host).toBe('cdn.contentful.com');
  });

  it('never repeats what the error carried (headers with the token)', () => {
    const error = { ...axiosError(500), config: { headers: { Authorization: 'Bearer secret-token' } } };
    expect(syncFailure(error, ctx).message).not.toContain('secret-token');
  });

  it.each([
    [axiosError(502), 502],
    [{ message: JSON.stringify({ status: 401 }) }, 401],
    [{ code: 'ECONNABORTED', message: 'timeout of 30000ms exceeded' }, 'ECONNABORTED'],
    [new Error('weird'), 'no answer'],
  ])('reads the status of %j', (error, status) => {
    expect(failureStatus(error)).toBe(status);
  });

  it('says "retry" for one', () => {
    expect(syncFailure(axiosError(500), { ...ctx, retryLimit: 1 }).message).toContain('after 1 retry.');
  });
});
