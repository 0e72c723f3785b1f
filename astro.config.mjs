// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL || 'http://127.0.0.1:4321',
  output: 'static',
  trailingSlash: 'ignore',
  integrations: [react(), sitemap()],
  vite: { plugins: [tailwindcss()] },
});
