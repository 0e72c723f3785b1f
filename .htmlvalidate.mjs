/**
 * html-validate's configuration for the built site (tests/dist/html-validate.test.ts checks every
 * page of dist/ with it; `npx html-validate dist` uses it too). The recommended preset, plus three
 * document rules; every rule changed below conflicts with a deliberate choice or with markup that
 * Astro or React write, and says why.
 */

/** @type {import('html-validate').ConfigData} */
const config = {
  root: true,
  extends: ['html-validate:recommended'],
  elements: [
    'html5',
    // Astro's island runtime writes <style>astro-island,astro-slot{display:contents}</style> in the
    // body before a page's first island; browsers apply it there. Nothing else of ours does.
    { style: { flow: true } },
  ],
  rules: {
    // From html-validate:document: references (aria-labelledby, for …) that point nowhere,
    // unlabelled controls, and the doctype.
    'no-missing-references': 'error',
    'input-missing-label': 'error',
    'missing-doctype': 'error',

    // React 19's server renderer writes camelCase attribute names (autoComplete, inputMode,
    // maxLength), boolean attributes as required="" and void elements as <input />; Astro's
    // redirect pages (/courses/eamcet) write <!doctype html>. All valid HTML, none of it ours to set.
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'void-style': 'off',
    'doctype-style': 'off',
    // React's useId() makes ids like "_r1R_0_": valid HTML5 ids, but not the strict letters-first form.
    'valid-id': ['error', { relaxed: true }],
    // Lists named for screen readers ("Tags", "Articles", "Related articles"): aria-label is valid on
    // role=list and names it where supported.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // A photo's focus point is data (FeaturedVideo's `focus`): object-position is set per image.
    'no-inline-style': ['error', { allowedProperties: ['display', 'object-position'] }],
    // The spec's 404 page returns home after a 5 s countdown; without JS a <noscript> meta refresh
    // does the same.
    'meta-refresh': 'off',
    // Titles are "<article title> | <academy>" as the spec writes them; editors choose article titles.
    'long-title': 'off',
    // Phone numbers are written once in src/data/contacts.ts with plain spaces, the form visitors
    // copy (the contact dialog's Copy button) and dial; the links are short and do not wrap.
    'tel-non-breaking': 'off',
  },
};

export default config;
