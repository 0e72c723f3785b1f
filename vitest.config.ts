/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Units and components: pure helpers under node, React islands under happy-dom (per-file pragma),
// and the checks of the built site (tests/dist), on every core at once. Then the integration
// tests, one file at a time: each builds the site from this folder, and two Astro builds of one
// folder at once break each other (they share its .astro/.prerender/).
export default getViteConfig({
  test: {
    environment: 'node',
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/dist/**/*.test.ts'],
          maxWorkers: '100%',
        },
      },
      {
        extends: true,
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], fileParallelism: false },
      },
    ],
  },
});
