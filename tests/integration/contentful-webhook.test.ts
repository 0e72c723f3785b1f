/**
 * `npm run webhook:setup` (scripts/contentful-webhook/setup.mjs) run as a process against a fake
 * Contentful Management API on 127.0.0.1: it creates the webhook, a second run updates the same one,
 * a changed repository changes its URL, and refusals and missing variables get a clear message
 * that never contains a token.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeManagement } from '../support/fake-contentful-management.mjs';

const run = promisify(execFile);
const SCRIPT = 'scripts/contentful-webhook/setup.mjs';
const DISPATCH_TOKEN = 'github_pat_dispatch-token-that-must-not-leak';

let cma: Awaited<ReturnType<typeof startFakeManagement>>;
let env: Record<string, string>;

/** Runs the script with `env` plus `extra`: exit code and everything it printed. */
async function setup(extra: Record<string, string> = {}) {
  const { CONTENTFUL_ENVIRONMENT: _, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await run(process.execPath, [SCRIPT], { env: { ...inherited, ...env, ...extra } });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: stdout + stderr };
  }
}

const stored = () => [...cma.webhooks.values()];

beforeEach(async () => {
  cma = await startFakeManagement();
  env = {
    CONTENTFUL_MANAGEMENT_TOKEN: cma.token,
    CONTENTFUL_SPACE_ID: cma.space,
    CONTENTFUL_MANAGEMENT_HOST: cma.host,
    GITHUB_REPOSITORY: 'akshara-academy/website',
    GITHUB_DISPATCH_TOKEN: DISPATCH_TOKEN,
  };
});
afterEach(() => cma.close());

// Each case starts one to three Node processes: generous time for a machine busy with a build.
describe('npm run webhook:setup', { timeout: 30_000 }, () => {
  it('creates the webhook that starts the deploy workflow (workflow_dispatch) on publish and unpublish of the six types (answers for review too)', async () => {
    const { code, output } = await setup();
    expect(code).toBe(0);
    expect(output).toBe(
      'Created the Contentful webhook "Rebuild the website (GitHub Actions)" (webhook-1): publish and unpublish of ' +
        'blogPost, mainsAnswerWriting, currentAffairsPdf, quiz, currentAffairsQuiz, answerSubmission start deploy.yml on main ' +
        '(https://api.github.com/repos/akshara-academy/website/actions/workflows/deploy.yml/dispatches).\n',
    );
    expect(stored()).toHaveLength(1);
    const { sys, ...webhook } = stored()[0];
    expect(sys.id).toBe('webhook-1');
    expect(webhook).toEqual({
      name: 'Rebuild the website (GitHub Actions)',
      url: 'https://api.github.com/repos/akshara-academy/website/actions/workflows/deploy.yml/dispatches',
      topics: ['Entry.publish', 'Entry.unpublish'],
      filters: [
        {
          in: [
            { doc: 'sys.contentType.sys.id' },
            ['blogPost', 'mainsAnswerWriting', 'currentAffairsPdf', 'quiz', 'currentAffairsQuiz', 'answerSubmission'],
          ],
        },
        { equals: [{ doc: 'sys.environment.sys.id' }, 'master'] },
      ],
      headers: [
        { key: 'Authorization', value: `Bearer ${DISPATCH_TOKEN}`, secret: true },
        { key: 'Accept', value: 'application/vnd.github+json' },
        { key: 'X-GitHub-Api-Version', value: '2022-11-28' },
      ],
      transformation: { method: 'POST', contentType: 'application/json', body: { ref: 'main' } },
      active: true,
    });
    expect(output).not.toContain(DISPATCH_TOKEN);
  });

  it('updates the same webhook on a second run, and follows a changed repository and environment', async () => {
    await setup();
    const second = await setup();
    expect(second.code).toBe(0);
    expect(second.output).toMatch(
      /^Updated the Contentful webhook "Rebuild the website \(GitHub Actions\)" \(webhook-1\)/,
    );
    expect(stored()).toHaveLength(1);
    expect(stored()[0].sys.version).toBe(2);

    const moved = await setup({ GITHUB_REPOSITORY: 'akshara-academy/site-v2', CONTENTFUL_ENVIRONMENT: 'staging' });
    expect(moved.code).toBe(0);
    expect(moved.output).toContain(
      '(https://api.github.com/repos/akshara-academy/site-v2/actions/workflows/deploy.yml/dispatches).',
    );
    expect(stored()).toHaveLength(1);
    expect(stored()[0]).toMatchObject({
      url: 'https://api.github.com/repos/akshara-academy/site-v2/actions/workflows/deploy.yml/dispatches',
      filters: [expect.anything(), { equals: [{ doc: 'sys.environment.sys.id' }, 'staging'] }],
      sys: { id: 'webhook-1', version: 3 },
    });
    expect(cma.requests.map((r) => r.method)).toEqual(['GET', 'POST', 'GET', 'PUT', 'GET', 'PUT']);
  });

  it('with PREVIEW_URL also registers "Open preview" of the six types (answers for review too) with the preview server, once', async () => {
    const secret = 'preview-secret-that-must-not-leak';
    const extra = { PREVIEW_URL: 'https://preview.example.com/', PREVIEW_SECRET: secret };
    const first = await setup(extra);
    expect(first.code).toBe(0);
    expect(first.output.split('\n')[1]).toBe(
      'Created the content preview "Website preview (live)" (preview-2): "Open preview" of blogPost, ' +
        'mainsAnswerWriting, currentAffairsPdf, quiz, currentAffairsQuiz, answerSubmission opens ' +
        'https://preview.example.com/preview/{entry.sys.id}?secret=….',
    );
    const url = `https://preview.example.com/preview/{entry.sys.id}?secret=${secret}`;
    const previews = () => [...cma.previews.values()];
    expect(previews()).toHaveLength(1);
    expect(previews()[0]).toMatchObject({
      name: 'Website preview (live)',
      configurations: [
        'blogPost',
        'mainsAnswerWriting',
        'currentAffairsPdf',
        'quiz',
        'currentAffairsQuiz',
        'answerSubmission',
      ].map((contentType) => ({ contentType, url, enabled: true, example: false })),
    });
    const second = await setup({ ...extra, PREVIEW_SECRET: '' });
    expect(second.output).toContain('Updated the content preview "Website preview (live)" (preview-2)');
    expect(previews()).toHaveLength(1);
    expect(previews()[0].configurations[0].url).toBe('https://preview.example.com/preview/{entry.sys.id}');
    expect(previews()[0].sys.version).toBe(2);
    for (const { output } of [first, second]) expect(output).not.toContain(secret);
  });

  const host = () => cma.host.replace('http://', '');
  const refusals: [what: string, refuse: (extra: Record<string, string>) => void, message: () => string][] = [
    [
      'a refused token (401)',
      (extra) => (extra.CONTENTFUL_MANAGEMENT_TOKEN = 'CFPAT-wrong-management-token'),
      () =>
        `The Contentful Management API (${host()}) answered 401: the token was refused. Check CONTENTFUL_MANAGEMENT_TOKEN: a personal access token (Content Management API), not a Delivery or Preview token.`,
    ],
    [
      'an unknown space (404)',
      (extra) => (extra.CONTENTFUL_SPACE_ID = 'no-such-space'),
      () =>
        `The Contentful Management API (${host()}) answered 404: space "no-such-space" was not found. Check CONTENTFUL_SPACE_ID, and that the token's user is a member of that space.`,
    ],
    // The client's own error for a refused write holds the request body, GitHub token included.
    [
      'a refused create (403), without the body it sent',
      () => cma.refuseNext('POST', 403),
      () =>
        `The Contentful Management API (${host()}) answered 403: the token's user may not manage the webhooks of space "test-space" (that needs the space's Admin role).`,
    ],
  ];
  it.each(refusals)('stops with one clear message for %s', async (_, refuse, message) => {
    const extra: Record<string, string> = {};
    refuse(extra);
    const { code, output } = await setup(extra);
    expect(code).toBe(1);
    expect(output).toBe(`${message()}\n`);
    expect(output).not.toContain(DISPATCH_TOKEN);
    expect(output).not.toContain('wrong-management-token');
    expect(stored()).toEqual([]);
  });

  const missing: [names: string[], message: string][] = [
    [['GITHUB_DISPATCH_TOKEN'], 'Missing GITHUB_DISPATCH_TOKEN. Set CONTENTFUL_MANAGEMENT_TOKEN'],
    [
      ['CONTENTFUL_MANAGEMENT_TOKEN', 'CONTENTFUL_SPACE_ID'],
      'Missing CONTENTFUL_MANAGEMENT_TOKEN, CONTENTFUL_SPACE_ID. Set',
    ],
  ];
  it.each(missing)('names the missing variables %j and touches nothing', async (names, message) => {
    const { code, output } = await setup(Object.fromEntries(names.map((name) => [name, ''])));
    expect(code).toBe(1);
    expect(output.startsWith(message)).toBe(true);
    expect(output).toContain(
      'GITHUB_DISPATCH_TOKEN (a GitHub fine-grained token for that repository only, with Actions: read and write and nothing else)',
    );
    expect(cma.requests).toEqual([]);
  });

  it('refuses a repository that is not owner/name', async () => {
    const { code, output } = await setup({ GITHUB_REPOSITORY: 'https://github.com/akshara-academy/website' });
    expect(code).toBe(1);
    expect(output).toBe(
      'GITHUB_REPOSITORY must be owner/name, e.g. akshara/website (got "https://github.com/akshara-academy/website").\n',
    );
    expect(cma.requests).toEqual([]);
  });
});
