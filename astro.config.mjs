// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';

/**
 * `client:interaction` (src/directives/interaction.ts): hydrate an island when the visitor first uses it.
 * @type {import('astro').AstroIntegration}
 */
const interactionDirective = {
  name: 'client-interaction-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({
        name: 'interaction',
        entrypoint: fileURLToPath(new URL('./src/directives/interaction.ts', import.meta.url)),
      }),
  },
};

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL || 'http://127.0.0.1:4321',
  output: 'static',
  trailingSlash: 'ignore',
  // EAMCET (the AP/TS engineering entrance) is taught inside the IIT-JEE MPC programme; the footer's
  // EAMCET link lands there. A static redirect page (meta refresh + canonical) is generated.
  redirects: { '/courses/eamcet': '/courses/iit?program=mpc' },
  integrations: [
    react(),
    // noindex pages stay out of the sitemap: the developer check page and the id → slug forwarding pages.
    sitemap({
      filter: (page) => !/\/test-contentful\/?$/.test(page) && !/\/current-affairs\/[A-Za-z0-9]{22}\/?$/.test(page),
    }),
    interactionDirective,
  ],
  vite: { plugins: [tailwindcss()] },
});
