/**
 * One built page of each type (tests/support/page-types.ts, and the offline page) is valid HTML by
 * the W3C's Nu HTML Checker (the vnu-jar package; Java 17 or later on the PATH), which reads HTML
 * as a browser's parser does: it found a module script after `</html>` that html-validate
 * (html-validate.test.ts) let through. Its CSS checker predates what Tailwind 4 writes in the inline
 * styles (`@layer`, `@property`, nesting, `oklch()` …): its messages about CSS are left out.
 * Every other error fails, as page: line: message.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, distDir, fileForPath } from '../support/dist';
import { pageTypes } from '../support/page-types';

interface NuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** The Nu checker's CSS parser on Tailwind 4's output: not a problem of the page. */
const ABOUT_CSS = /^CSS: /;

describe('the built site, by the Nu HTML Checker', () => {
  beforeAll(assertBuilt);

  it('has no HTML error on any page type', () => {
    const files = [...pageTypes, { path: '/offline/', file: undefined }].map(({ path, file }) => {
      const found = file ? join(distDir, file) : fileForPath(path);
      expect(found, `${path} is built`).toBeTruthy();
      return found!;
    });
    // Exit status 1 when it reports an error: the JSON on stderr is read either way.
    let report = '';
    try {
      execFileSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], { stdio: 'pipe' });
    } catch (error) {
      report = String((error as { stderr?: Buffer }).stderr ?? '');
      if (!report.trimStart().startsWith('{')) throw error;
    }
    const messages: NuMessage[] = report ? JSON.parse(report).messages : [];
    const errors = messages
      .filter((m) => m.type === 'error' && !ABOUT_CSS.test(m.message))
      .map((m) => `${m.url.replace(`file:${distDir}/`, '')}:${m.lastLine ?? '?'}: ${m.message}`);
    expect(errors, errors.join('\n')).toEqual([]);
  }, 60_000);
});
