/**
 * Each marketing tag's CSP origins, exactly as its vendor's page lists them (the page is cited
 * beside each list in src/lib/tags/marketing-tags.ts), and which builds ask for consent.
 */
import { describe, expect, it } from 'vitest';
import {
  CLARITY_SOURCES,
  GOOGLE_ADS_SOURCES,
  ONESIGNAL_SOURCES,
  askConsent,
  marketingTags,
} from '@/lib/tags/marketing-tags';

describe("each tag's origins, as its vendor documents them", () => {
  it("Google Ads conversions: Google's tag platform CSP guide, the India country domain included", () => {
    expect(GOOGLE_ADS_SOURCES).toEqual({
      'script-src': ['https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://www.google.com'],
      'img-src': ['https://googleads.g.doubleclick.net', 'https://www.google.com', 'https://www.google.co.in'],
      'connect-src': [
        'https://www.googleadservices.com',
        'https://googleads.g.doubleclick.net',
        'https://www.google.com',
        'https://www.google.co.in',
      ],
      'frame-src': ['https://td.doubleclick.net'],
    });
  });

  it("Microsoft Clarity: Clarity's CSP page", () => {
    expect(CLARITY_SOURCES).toEqual({
      'script-src': ['https://*.clarity.ms'],
      'img-src': ['https://*.clarity.ms', 'https://c.bing.com'],
      'connect-src': ['https://*.clarity.ms', 'https://c.bing.com'],
    });
  });

  it("OneSignal: its web SDK setup's CSP section", () => {
    expect(ONESIGNAL_SOURCES).toEqual({
      'script-src': ['https://cdn.onesignal.com', 'https://api.onesignal.com'],
      'style-src': ['https://onesignal.com'],
      'connect-src': ['https://api.onesignal.com', 'https://onesignal.com'],
    });
  });
});

describe('askConsent: the consent bar and Cookie settings are there exactly when a tag is on', () => {
  it.each([
    [{}, false],
    [{ PUBLIC_GTM_ID: 'GTM-1' }, true],
    [{ PUBLIC_GOOGLE_ADS_ID: 'AW-1' }, false],
    [{ PUBLIC_GOOGLE_ADS_ID: 'AW-1', PUBLIC_GOOGLE_ADS_CONVERSION_LABEL: 'label' }, true],
    [{ PUBLIC_CLARITY_ID: 'abc' }, true],
    [{ PUBLIC_ONESIGNAL_APP_ID: 'app' }, true],
  ])('%o → %s', (env, asks) => {
    expect(askConsent(env)).toBe(asks);
  });

  it('names the same tags the CSP switches on', () => {
    expect(
      marketingTags({ PUBLIC_CLARITY_ID: 'abc' })
        .filter((tag) => tag.on)
        .map((tag) => tag.name),
    ).toEqual(['Microsoft Clarity']);
  });
});
