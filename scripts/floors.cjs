/**
 * The floors of src/ (docs/architecture.md "Floors and rooms"), read by .dependency-cruiser.cjs
 * for its rules and by scripts/check-floors.mjs for the diagram.
 */
/** Floors from the top, each a name and the paths on it; a floor imports its own and those below. */
exports.FLOORS = [
  ['pages', '^src/pages/'],
  ['components', '^src/(layouts|components)/'],
  ['islands', '^src/islands/'],
  ['build-steps', '^src/(integrations|preview|service-worker|directives)/'],
  ['lib', '^src/lib/'],
  ['loaders', '^src/loaders/'],
  ['facts', '^src/(schemas|i18n|data|assets|content)/'],
];
