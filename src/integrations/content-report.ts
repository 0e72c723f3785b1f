/**
 * The content report of every build (src/loaders/contentful/report.ts): once the site is written,
 * `content-report.json` and `content-report.md` go to the project root (or `CONTENT_REPORT_DIR`,
 * which the integration tests set) and the log gets one summary line. Listed last in
 * astro.config.mjs, so the line comes after every other integration's output.
 *
 * With CONTENT_STRICT=true a build also stops before rendering when content would be on no page
 * as a whole: a content type the site neither shows nor links to, or a language it has no pages in
 * (each collection's loader stops it for its own entries' problems). The report is written first.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { ContentSchemaError } from '../loaders/contentful/errors';
import {
  collectReport,
  resetContentReport,
  summaryLine,
  unusedContent,
  writeContentReport,
} from '../loaders/contentful/report';

export default function contentReport(): AstroIntegration {
  let root = process.cwd();
  const reportDir = () => process.env.CONTENT_REPORT_DIR || root;
  return {
    name: 'content-report',
    hooks: {
      // Before the content layer loads (a process may build more than once, as the tests do).
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
        resetContentReport();
      },
      // After the content layer has loaded every collection.
      'astro:build:start': async () => {
        if (process.env.CONTENT_STRICT?.trim() !== 'true') return;
        const unused = unusedContent(collectReport());
        if (!unused.length) return;
        await writeContentReport(reportDir());
        throw new ContentSchemaError(`CONTENT_STRICT=true and content is on no page as a whole:\n${unused.join('\n')}`);
      },
      'astro:build:done': async ({ logger }) => {
        const report = await writeContentReport(reportDir());
        logger.info(summaryLine(report));
      },
    },
  };
}
