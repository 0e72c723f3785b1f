import { describe, expect, it } from 'vitest';
import { dictionary, LANGS } from '@/i18n';
import { processors } from '@/lib/page/processors';
import { marketingTags } from '@/lib/tags/marketing-tags';

/** Every variable that switches a service on. */
const ALL_ON = {
  PUBLIC_ENQUIRY_ENDPOINT: 'https://script.google.com/macros/s/x/exec',
  PUBLIC_RECAPTCHA_SITE_KEY: 'site-key',
  PUBLIC_GTM_ID: 'GTM-TEST',
  PUBLIC_GOOGLE_ADS_ID: 'AW-1',
  PUBLIC_GOOGLE_ADS_CONVERSION_LABEL: 'label',
  PUBLIC_CLARITY_ID: 'clarity',
  PUBLIC_ONESIGNAL_APP_ID: 'onesignal',
};

describe("the privacy page's processors", () => {
  it('with every variable set: each service, every marketing tag included', () => {
    expect(processors(ALL_ON)).toEqual([
      'Contentful',
      'Google Sheets (Apps Script)',
      'Google reCAPTCHA',
      'Google Tag Manager',
      'Google Ads',
      'Microsoft Clarity',
      'OneSignal',
    ]);
    for (const tag of marketingTags(ALL_ON)) expect(processors(ALL_ON)).toContain(tag.name);
  });

  it('with none set: Contentful alone, which serves the content of every build', () => {
    expect(processors({})).toEqual(['Contentful']);
  });

  it.each(Object.keys(ALL_ON))('names no service that %s alone does not switch on', (variable) => {
    const one = { [variable]: ALL_ON[variable as keyof typeof ALL_ON] };
    const on = processors(one);
    // Google Ads needs both of its variables: one alone switches nothing on, as the tag itself.
    const tags = marketingTags(one)
      .filter((tag) => tag.on)
      .map((tag) => tag.name);
    expect(on.filter((name) => marketingTags({}).some((tag) => tag.name === name))).toEqual(tags);
    expect(on.length).toBeLessThanOrEqual(2);
  });

  it.each(LANGS)('says why each service is used, in %s', (lang) => {
    const purposes = dictionary(lang).privacy.processors as Record<string, string>;
    for (const name of processors(ALL_ON)) expect(purposes[name], name).toBeTruthy();
    expect(Object.keys(purposes).sort()).toEqual([...processors(ALL_ON)].sort());
  });
});
