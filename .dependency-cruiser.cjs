/**
 * The floors of src/ (docs/architecture.md "Floors and rooms"), checked by `npm run lint` through
 * scripts/check-floors.mjs. A module imports from its own floor or the floors below it, never up:
 *
 *   pages → components (and layouts) → islands → build steps (integrations, the preview server, the
 *   service worker, directives) → lib (its rooms, small helpers at its top) → loaders → facts
 *   (schemas, i18n, data, assets)
 *
 * The check reads a copy of src/ in which each .astro file is two modules: `X.astro.tsx` (its
 * frontmatter, run at build time) and `X.astro.client.ts` (its bundled <script>s, run in the
 * browser), so components and pages are checked like any other module.
 */

const { FLOORS } = require('./scripts/floors.cjs');

const upward = FLOORS.slice(1).map(([name, path], index) => ({
  name: `no-arrow-up-from-${name}`,
  comment: `${path} imports nothing from ${FLOORS.slice(0, index + 1)
    .map(([above]) => above)
    .join(', ')}`,
  severity: 'error',
  from: { path },
  to: { path: FLOORS.slice(0, index + 1).map(([, above]) => above) },
}));

/**
 * Code that never reaches a phone: build-time rooms of lib, the loader, schemas (zod), build steps,
 * the preview server, and the frontmatter of .astro files. The two modules of lib/content that the
 * browser reads too (the sections, the 404 page's rules, the old `?page=N` links' paging) are named as exceptions, and checked as
 * browser code.
 */
const BUILD_ONLY = [
  '^src/lib/page/',
  '^src/lib/content/(?!(sections|not-found|paging)\\.ts$)',
  '^src/loaders/',
  '^src/schemas/',
  '^src/integrations/',
  '^src/preview/',
  '\\.astro\\.tsx$',
];

/** Code that runs in the visitor's browser (or service worker), and what it imports. */
const BROWSER = [
  '^src/islands/',
  '^src/service-worker/',
  '^src/directives/',
  '\\.astro\\.client\\.ts$',
  '^src/components/.+(?<!\\.astro)\\.tsx?$',
  '^src/lib/(leads|browser|quiz|offline|answers|tags|search|video)/',
  '^src/lib/content/(sections|not-found|paging)\\.ts$',
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'modules that import each other, directly or through others',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...upward,
    {
      name: 'islands-import-no-components',
      comment: 'an island is React; .astro components render on the server and cannot be imported by one',
      severity: 'error',
      from: { path: '^src/islands/' },
      to: { path: '\\.astro(\\.tsx)?$' },
    },
    {
      name: 'browser-imports-no-build-time-code',
      comment: 'what reaches a phone imports nothing that only runs at build time (types aside)',
      severity: 'error',
      from: { path: BROWSER },
      to: { path: BUILD_ONLY, dependencyTypesNot: ['type-only', 'type-import'] },
    },
    {
      name: 'browser-imports-no-node',
      comment: "what reaches a phone imports none of Node's own modules",
      severity: 'error',
      from: { path: BROWSER },
      to: { dependencyTypes: ['core'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/content/demo/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.ts'] },
  },
};
