// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL || 'http://127.0.0.1:4321',
  output: 'static',
  trailingSlash: 'ignore',
  // EAMCET (the AP/TS engineering entrance) is taught inside the IIT-JEE MPC programme; the footer's
  // EAMCET link lands there. A static redirect page (meta refresh + canonical) is generated.
  redirects: { '/courses/eamcet': '/courses/iit?program=mpc' },
  integrations: [react(), sitemap()],
  vite: { plugins: [tailwindcss()] },
});
