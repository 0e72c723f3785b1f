/**
 * The editor preview server (`npm run preview:live`, PREVIEW_SERVER=true at build time; see
 * astro.config.mjs): its middleware (secret, framing, `Astro.locals.preview`), its own routes —
 * `/preview/enter`, `/preview/{entryId}` for Contentful's "Open preview", `/preview/health` — and
 * Contentful's live-preview script on every page. None of it exists in the static build.
 */
import type { AstroIntegration } from 'astro';

const file = (path: string) => new URL(`../preview/${path}`, import.meta.url);

export default function previewServer(): AstroIntegration {
  return {
    name: 'preview-server',
    hooks: {
      'astro:config:setup': ({ addMiddleware, injectRoute, injectScript }) => {
        addMiddleware({ entrypoint: file('middleware.ts'), order: 'pre' });
        injectRoute({ pattern: '/preview/health', entrypoint: file('health.ts'), prerender: false });
        injectRoute({ pattern: '/preview/enter', entrypoint: file('enter.ts'), prerender: false });
        injectRoute({ pattern: '/preview/[id]', entrypoint: file('entry.ts'), prerender: false });
        injectScript('page', `import ${JSON.stringify(file('live-preview.ts').pathname)};`);
      },
    },
  };
}
