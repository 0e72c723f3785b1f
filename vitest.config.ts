/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Units and components: pure helpers under node, React islands under happy-dom (per-file pragma).
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/dist/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
  },
});
