/**
 * Contentful's Images API hosts: `images.ctfassets.net`, the EU data-residency
 * `images.eu.ctfassets.net` and the legacy `images.contentful.com` that older spaces still serve
 * their pictures from. Each resizes and re-encodes on request.
 */
const IMAGE_HOST = /^(?:https?:)?\/\/images\.(?:ctfassets\.net|eu\.ctfassets\.net|contentful\.com)\//i;

/** The https address of a picture on Contentful's Images API (`//…` and `http:` forms too), else undefined. */
export const contentfulImageUrl = (url: string): string | undefined =>
  IMAGE_HOST.test(url) ? `https://${url.replace(/^(?:https?:)?\/\//i, '')}` : undefined;

/** Whether an address is on Contentful's Images API, which resizes on request. */
export const isContentfulImage = (url: string) => contentfulImageUrl(url) !== undefined;
