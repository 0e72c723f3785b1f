/**
 * Every HTML page in the built site is valid HTML by html-validate, with the repo's configuration
 * (.htmlvalidate.mjs: the recommended preset and the reasons for each rule it changes). A failure
 * lists every problem as page:line:column rule: message, then the element.
 */
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import config from '../../.htmlvalidate.mjs';
import { assertBuilt, htmlFiles, readDist } from '../support/dist';

describe('the built site', () => {
  beforeAll(assertBuilt);

  it('is valid HTML on every page', async () => {
    const validator = new HtmlValidate(new StaticConfigLoader(config));
    const problems: string[] = [];
    for (const page of htmlFiles()) {
      const report = await validator.validateString(readDist(page), page);
      for (const { line, column, ruleId, message, selector } of report.results.flatMap((r) => r.messages)) {
        problems.push(`${page}:${line}:${column} ${ruleId}: ${message}\n    at ${selector}`);
      }
    }
    expect(problems.length, `${problems.length} problems:\n${problems.join('\n')}\n`).toBe(0);
  }, 180_000);
});
