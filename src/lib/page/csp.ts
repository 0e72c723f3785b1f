/**
 * The Content-Security-Policy, computed at build time from the services the build is configured
 * with. Astro's built-in CSP (`security.csp`) adds the hashes of every script and style it emits
 * and writes the result into a `<meta http-equiv="content-security-policy">` on each page; this
 * module supplies the sources, and `withPageHashes` trims each page's hashes to its own after the
 * build. A service whose variable is unset adds no origin at all.
 *
 * Imported by astro.config.mjs, so it uses relative imports only (no `@/` alias).
 */
import { createHash } from 'node:crypto';
import type { AstroUserConfig } from 'astro';
import { marketingSources, type MarketingEnv } from '../tags/marketing-tags.ts';

/** The build variables the policy depends on (a subset of `process.env`); the marketing tags' in lib/tags/marketing-tags.ts. */
export interface CspEnv extends MarketingEnv {
  /** The site's own address; https turns on `upgrade-insecure-requests`. */
  PUBLIC_SITE_URL?: string;
  /** The enquiry web app the forms POST to (no-cors fetch): its origin goes into connect-src. */
  PUBLIC_ENQUIRY_ENDPOINT?: string;
  /** Google Tag Manager container: gtm.js and the Google Analytics 4 hits it sends. */
  PUBLIC_GTM_ID?: string;
  /** reCAPTCHA v3: its scripts and its invisible frame. */
  PUBLIC_RECAPTCHA_SITE_KEY?: string;
}

/** Astro's `security.csp` option object. */
export type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

/** Sources per directive, before hashes; `script-src` and `style-src(-attr)` go to Astro's own options. */
type Sources = Record<string, readonly string[]>;

/** One directive line as Astro takes it (`img-src 'self' data:`). */
type Directive = NonNullable<CspConfig['directives']>[number];

/** Always: the site itself, Contentful's Images API, YouTube thumbnails and the privacy-enhanced player. */
const BASE: Sources = {
  'default-src': ["'self'"],
  // 'wasm-unsafe-eval': pagefind compiles its WebAssembly search index in the browser.
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'https://images.ctfassets.net', 'https://i.ytimg.com'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ['https://www.youtube-nocookie.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * Google Tag Manager with Google Analytics 4, as Google's CSP guide lists them
 * (developers.google.com/tag-platform/security/guides/csp; its current versions give the container
 * itself `connect-src www.googletagmanager.com www.google.com`). Tags of other vendors added inside the
 * container (ads conversion pixels, custom HTML) need their origins in lib/tags/marketing-tags.ts
 * (EXTRA_SOURCES).
 */
const GTM: Sources = {
  'script-src': ['https://www.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://www.google.com',
  ],
};

/**
 * reCAPTCHA v3 (developers.google.com/recaptcha/docs/faq, "Content Security Policy"). Its badge is
 * markup with style attributes, which Google's FAQ answers with style-src 'unsafe-inline'; here
 * only attributes get it (`style-src-attr`): `<style>` elements still need a hash. (Astro's build
 * warning that style-src's 'self' does not reach attributes is expected: attributes have no address.)
 */
const RECAPTCHA: Sources = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'style-src-attr': ["'unsafe-inline'"],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/**
 * A Google Apps Script web app answers a POST with a redirect to script.googleusercontent.com; the
 * fetch follows it, and connect-src is checked again for the new address. Blocked, the fetch would
 * reject after the enquiry was already stored, and the queue would send it a second time.
 */
const APPS_SCRIPT_ECHO = 'https://script.googleusercontent.com';

const originOf = (url: string | undefined): string | undefined => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

function enquirySources(endpoint: string | undefined): Sources {
  const origin = originOf(endpoint);
  if (!origin) return {};
  const echo = new URL(origin).hostname === 'script.google.com' ? [APPS_SCRIPT_ECHO] : [];
  return { 'connect-src': [origin, ...echo] };
}

/** Every configured service's sources merged into one policy, each source once. */
export function cspSources(env: CspEnv): Sources {
  const parts = [
    BASE,
    enquirySources(env.PUBLIC_ENQUIRY_ENDPOINT),
    env.PUBLIC_GTM_ID ? GTM : {},
    env.PUBLIC_RECAPTCHA_SITE_KEY ? RECAPTCHA : {},
    ...marketingSources(env),
  ];
  const merged: Record<string, string[]> = {};
  for (const [directive, sources] of parts.flatMap((part) => Object.entries(part))) {
    merged[directive] = [...new Set([...(merged[directive] ?? []), ...sources])];
  }
  return merged;
}

/** Astro's `security.csp` for a build environment. */
export function cspConfig(env: CspEnv): CspConfig {
  const {
    'script-src': scripts = [],
    'style-src': styles = [],
    'style-src-attr': styleAttributes = [],
    ...rest
  } = cspSources(env);
  const https = originOf(env.PUBLIC_SITE_URL)?.startsWith('https:');
  return {
    directives: [
      ...Object.entries(rest).map(([directive, sources]) => `${directive} ${sources.join(' ')}` as Directive),
      ...(https ? (['upgrade-insecure-requests'] as const) : []),
    ],
    scriptDirective: { resources: [...scripts] },
    styleDirective: {
      resources: [...styles, ...styleAttributes.map((resource) => ({ resource, kind: 'attribute' as const }))],
    },
  };
}

const INLINE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g;
const POLICY = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;
const HASH = /^'sha256-/;

/**
 * `html` with its policy's `script-src` and `style-src` hashes replaced by those of the inline
 * scripts and styles the page carries. Astro lists every inline script and style of the whole site
 * on every page; after the build changes a page (src/integrations/critical-css.ts inlines its CSS),
 * this makes the list exact again. Scripts with a `src` and JSON data blocks need no hash. The
 * hashes are of the page's bytes: `encoding` is the one its file was read with.
 */
export function withPageHashes(html: string, encoding: 'utf8' | 'latin1' = 'utf8'): string {
  const hashes: Record<string, Set<string>> = { 'script-src': new Set(), 'style-src': new Set() };
  for (const [, tag, attributes, body] of html.matchAll(INLINE)) {
    if (/\ssrc=/.test(attributes) || /type="application\/(?:ld\+)?json"/.test(attributes)) continue;
    const hash = `'sha256-${createHash('sha256').update(body, encoding).digest('base64')}'`;
    hashes[tag === 'script' ? 'script-src' : 'style-src'].add(hash);
  }
  return html.replace(POLICY, (_, start: string, policy: string, end: string) => {
    const directives = policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) =>
        name in hashes ? [name, ...sources.filter((s) => !HASH.test(s)), ...hashes[name]] : [name, ...sources],
      );
    return `${start}${directives.map((d) => d.join(' ')).join('; ')}${end}`;
  });
}
