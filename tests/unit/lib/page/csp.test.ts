import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspConfig, cspSources, withPageHashes, type CspEnv } from '@/lib/page/csp';
import { CLARITY_SOURCES, GOOGLE_ADS_SOURCES, ONESIGNAL_SOURCES, type TagSources } from '@/lib/tags/marketing-tags';

/** A tag's vendor sources as the table below compares them. */
const asAdds = (sources: TagSources) => sources as Record<string, string[]>;

/** Every source that names another origin (anything but keywords, `data:` and the site itself). */
const origins = (env: CspEnv) =>
  Object.values(cspSources(env))
    .flat()
    .filter((source) => /^https?:/.test(source));

/** What the site needs with no service configured: Contentful images and YouTube. */
const ALWAYS = ['https://images.ctfassets.net', 'https://i.ytimg.com', 'https://www.youtube-nocookie.com'];

describe('cspSources', () => {
  it('without any service: only the site, its images and YouTube; scripts from the site only', () => {
    const sources = cspSources({});
    expect(origins({}).sort()).toEqual([...ALWAYS].sort());
    expect(sources['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(sources['style-src']).toEqual(["'self'"]);
    expect(sources['style-src-attr']).toBeUndefined();
    expect(sources['connect-src']).toEqual(["'self'"]);
    expect(sources['object-src']).toEqual(["'none'"]);
    expect(sources['base-uri']).toEqual(["'self'"]);
  });

  const services: { name: string; env: CspEnv; adds: Record<string, string[]> }[] = [
    {
      name: 'an enquiry endpoint: its origin to connect to',
      env: { PUBLIC_ENQUIRY_ENDPOINT: 'https://forms.example.org/hook?x=1' },
      adds: { 'connect-src': ['https://forms.example.org'] },
    },
    {
      name: 'an Apps Script endpoint: also the address it redirects the POST to',
      env: { PUBLIC_ENQUIRY_ENDPOINT: 'https://script.google.com/macros/s/abc/exec' },
      adds: { 'connect-src': ['https://script.google.com', 'https://script.googleusercontent.com'] },
    },
    {
      name: 'a tag manager: gtm.js and the analytics hits',
      env: { PUBLIC_GTM_ID: 'GTM-ABC123' },
      adds: {
        'script-src': ['https://www.googletagmanager.com'],
        'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
        'connect-src': [
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://*.googletagmanager.com',
          'https://www.google.com',
        ],
      },
    },
    {
      name: 'reCAPTCHA: its scripts, its frame and style attributes',
      env: { PUBLIC_RECAPTCHA_SITE_KEY: 'site-key' },
      adds: {
        'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
        'style-src-attr': ["'unsafe-inline'"],
        'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
      },
    },
    {
      name: 'Google Ads conversions (id and label): the Google tag and its conversion hits',
      env: { PUBLIC_GOOGLE_ADS_ID: 'AW-1', PUBLIC_GOOGLE_ADS_CONVERSION_LABEL: 'label' },
      adds: asAdds(GOOGLE_ADS_SOURCES),
    },
    {
      name: 'Microsoft Clarity: its tag, recorder and data hosts',
      env: { PUBLIC_CLARITY_ID: 'abc' },
      adds: asAdds(CLARITY_SOURCES),
    },
    {
      name: 'OneSignal: its page SDK, styles and API',
      env: { PUBLIC_ONESIGNAL_APP_ID: 'app' },
      adds: asAdds(ONESIGNAL_SOURCES),
    },
  ];

  it('the marketing tags add only https origins of their vendors', () => {
    for (const sources of [GOOGLE_ADS_SOURCES, CLARITY_SOURCES, ONESIGNAL_SOURCES]) {
      for (const list of Object.values(sources)) for (const s of list) expect(s).toMatch(/^https:\/\/[\w*.-]+$/);
    }
  });

  it.each(services)('$name, and nothing else', ({ env, adds }) => {
    const base = cspSources({});
    const sources = cspSources(env);
    for (const [directive, list] of Object.entries(sources)) {
      const added = list.filter((s) => !base[directive]?.includes(s));
      expect(added, directive).toEqual(adds[directive] ?? []);
    }
  });

  it.each([
    ['empty strings', { PUBLIC_ENQUIRY_ENDPOINT: '', PUBLIC_GTM_ID: '', PUBLIC_RECAPTCHA_SITE_KEY: '' }],
    ['an endpoint that is not a URL', { PUBLIC_ENQUIRY_ENDPOINT: 'not a url' }],
    ['a Google Ads id without its conversion label', { PUBLIC_GOOGLE_ADS_ID: 'AW-1' }],
    ['a conversion label without the Google Ads id', { PUBLIC_GOOGLE_ADS_CONVERSION_LABEL: 'label' }],
  ])('%s add no origin', (_, env) => {
    expect(cspSources(env)).toEqual(cspSources({}));
  });
});

describe('cspConfig', () => {
  it('gives Astro script and style sources, style attributes scoped to style-src-attr', () => {
    const config = cspConfig({ PUBLIC_RECAPTCHA_SITE_KEY: 'k' });
    expect(config.scriptDirective?.resources).toContain('https://www.gstatic.com/recaptcha/');
    expect(config.styleDirective?.resources).toEqual(["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }]);
    expect(config.directives).toContain("object-src 'none'");
    expect(config.directives?.some((d) => /^(script|style)-src/.test(d))).toBe(false);
  });

  it.each([
    ['https://aksharaacademy.in', true],
    ['http://127.0.0.1:4321', false],
    [undefined, false],
  ])('site %s: upgrade-insecure-requests %s', (site, upgrade) => {
    expect(cspConfig({ PUBLIC_SITE_URL: site }).directives?.includes('upgrade-insecure-requests')).toBe(upgrade);
  });
});

describe('withPageHashes', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const page = (policy: string, body: string) =>
    `<!doctype html><html><head><meta http-equiv="content-security-policy" content="${policy}">${body}</head></html>`;
  const policyOf = (html: string) => /content="([^"]*)"/.exec(html)?.[1];
  const siteWide = `'sha256-${'a'.repeat(43)}=' 'sha256-${'b'.repeat(43)}='`;

  it("lists the hashes of the page's own inline scripts and styles instead of the site's", () => {
    const html = page(
      `default-src 'self';img-src 'self' data:; script-src 'self' 'wasm-unsafe-eval' ${siteWide}; style-src 'self' ${siteWide};`,
      '<style>p{color:red}</style><script>run()</script><script type="module">go()</script>' +
        '<script type="module" src="/a.js"></script><script type="application/ld+json">{"@type":"Article"}</script>',
    );
    expect(policyOf(withPageHashes(html))).toBe(
      "default-src 'self'; img-src 'self' data:; " +
        `script-src 'self' 'wasm-unsafe-eval' ${sha('run()')} ${sha('go()')}; style-src 'self' ${sha('p{color:red}')}`,
    );
  });

  it('a page without inline scripts or styles allows none', () => {
    const html = page(`script-src 'self' ${siteWide}; style-src 'self' ${siteWide}`, '<p>text</p>');
    expect(policyOf(withPageHashes(html))).toBe("script-src 'self'; style-src 'self'");
  });

  it('hashes the bytes of a page read as latin1 as those of the same page read as UTF-8', () => {
    const html = page(`style-src 'self' ${siteWide}`, "<style>q::before{content:'—'}</style>");
    const latin1 = Buffer.from(html).toString('latin1');
    expect(policyOf(withPageHashes(latin1, 'latin1'))).toBe(policyOf(withPageHashes(html)));
    expect(policyOf(withPageHashes(html))).toBe(`style-src 'self' ${sha("q::before{content:'—'}")}`);
  });

  it('a page without a policy is left as it is', () => {
    const html = '<!doctype html><title>Redirecting to: /x</title><script>a()</script>';
    expect(withPageHashes(html)).toBe(html);
  });
});
