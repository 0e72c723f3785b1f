/**
 * `npm run content-model` (scripts/content-model/setup.mjs) run as a process against the fake
 * Contentful Management API: an empty space gets the six content types, published, with their
 * editor controls; a second run changes nothing; a space's own extra field is kept and named; a
 * refusal is a clear message.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { contentTypes, editorControls } from '../../scripts/demo-content/lib/model.mjs';
import { startFakeManagement } from '../support/fake-contentful-management.mjs';

const run = promisify(execFile);

let cma: Awaited<ReturnType<typeof startFakeManagement>>;

/** Runs the script against the fake: exit code and everything it printed. */
async function setup() {
  const env = {
    ...process.env,
    CONTENTFUL_MANAGEMENT_TOKEN: cma.token,
    CONTENTFUL_SPACE_ID: cma.space,
    CONTENTFUL_MANAGEMENT_HOST: cma.host,
  };
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/content-model/setup.mjs'], { env });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: stdout + stderr };
  }
}

beforeEach(async () => {
  cma = await startFakeManagement();
});
afterEach(() => cma.close());

it('creates the six content types, published, with their editor controls; a second run changes nothing', async () => {
  const first = await setup();
  expect(first.code).toBe(0);
  const ids = contentTypes.map((t: { id: string }) => t.id);
  expect(ids).toEqual(expect.arrayContaining(['blogPost', 'mainsAnswerWriting', 'answerSubmission']));
  expect(ids).toHaveLength(6);
  for (const id of ids) {
    expect(first.output).toContain(`${id}: created`);
    const stored = cma.contentTypes.get(id);
    expect(stored.sys.publishedVersion, id).toBe(stored.sys.version - 1);
    expect(cma.editorInterfaces.get(id).controls).toEqual(editorControls[id]);
  }
  const answer = cma.contentTypes.get('answerSubmission');
  expect(answer.displayField).toBe('name');
  expect(answer.fields.find((f: { id: string }) => f.id === 'question').validations).toEqual([
    { linkContentType: ['mainsAnswerWriting'] },
  ]);

  const writes = cma.requests.filter((r) => r.method !== 'GET').length;
  const second = await setup();
  expect(second.code).toBe(0);
  for (const id of ids) expect(second.output).toContain(`${id}: unchanged`);
  expect(cma.requests.filter((r) => r.method !== 'GET')).toHaveLength(writes);
});

it('keeps a field the space has that the model does not, and names it', async () => {
  await setup();
  const quiz = cma.contentTypes.get('quiz');
  quiz.fields.push({ id: 'difficulty', name: 'Difficulty', type: 'Symbol' });
  quiz.sys.version += 1; // edited in the web app: a new, unpublished version
  const { code, output } = await setup();
  expect(code).toBe(0);
  expect(output).toContain("quiz: updated (the space's own fields kept: difficulty)");
  expect(cma.contentTypes.get('quiz').fields.map((f: { id: string }) => f.id)).toContain('difficulty');
});

it('says what to check when the token is refused, and never prints it', async () => {
  cma.refuseNext('GET', 401);
  const { code, output } = await setup();
  expect(code).toBe(1);
  expect(output).toContain('answered 401: the token was refused');
  expect(output).not.toContain(cma.token);
});
