/**
 * The content report of every build (src/loaders/contentful/report.ts): once the site is written,
 * `content-report.json` and `content-report.md` go to the project root (or `CONTENT_REPORT_DIR`,
 * which the integration tests set) and the log gets one summary line. Listed last in
 * astro.config.mjs, so the line comes after every other integration's output.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { resetContentReport, summaryLine, writeContentReport } from '../loaders/contentful/report';

export default function contentReport(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'content-report',
    hooks: {
      // Before the content layer loads (a process may build more than once, as the tests do).
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
        resetContentReport();
      },
      'astro:build:done': async ({ logger }) => {
        const report = await writeContentReport(process.env.CONTENT_REPORT_DIR || root);
        logger.info(summaryLine(report));
      },
    },
  };
}
