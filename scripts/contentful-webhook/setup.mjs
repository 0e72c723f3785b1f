#!/usr/bin/env node
// @ts-check
/**
 * Creates or updates (found by name, so running it again changes nothing but what differs) the
 * Contentful webhook that makes GitHub rebuild the site: on publish and unpublish of an entry of the
 * six content types in the site's environment it starts the deploy workflow
 * (`.github/workflows/deploy.yml`) on main through GitHub's workflow_dispatch, which a token with only
 * the repository permission "Actions: read and write" may do (repository_dispatch would need
 * "Contents: write", which can also push code).
 *
 *   CONTENTFUL_MANAGEMENT_TOKEN=… CONTENTFUL_SPACE_ID=… GITHUB_REPOSITORY=owner/name \
 *   GITHUB_DISPATCH_TOKEN=… npm run webhook:setup
 *
 * Optional: CONTENTFUL_ENVIRONMENT (master), CONTENTFUL_MANAGEMENT_HOST (api.contentful.com; an
 * `http://host:port` address talks plain http, for the tests' fake Management API).
 *
 * With PREVIEW_URL (the editor preview server's address, docs/preview.md) it also creates or updates
 * the content preview "Website preview (live)": for each of the six content types, "Open preview"
 * goes to `{PREVIEW_URL}/preview/{entry.sys.id}`, with `?secret=` and PREVIEW_SECRET when that is set
 * (the server then lets the editor in; Contentful shows the address to the space's users only).
 * No message ever contains a token or the secret.
 */
import { createClient } from 'contentful-management';
import { pathToFileURL } from 'node:url';

/** The workflow the webhook starts (it must have `workflow_dispatch`), and the branch it runs on. */
export const DEPLOY_WORKFLOW = 'deploy.yml';
export const DEPLOY_BRANCH = 'main';
/** The webhook's name in Contentful, which is how a second run finds it. */
export const WEBHOOK_NAME = 'Rebuild the website (GitHub Actions)';
/** The content types whose publish and unpublish change the site (src/content.config.ts). */
export const CONTENT_TYPES = /** @type {const} */ ([
  'blogPost',
  'mainsAnswerWriting',
  'currentAffairsPdf',
  'quiz',
  'currentAffairsQuiz',
  'answerSubmission',
]);

/** The content preview's name in Contentful, which is how a second run finds it. */
export const PREVIEW_NAME = 'Website preview (live)';

/** A missing or malformed variable, or a Management API that refused: the message is for the person running it. */
export class WebhookSetupError extends Error {
  name = 'WebhookSetupError';
}

/**
 * The webhook definition (what `webhook.create` takes).
 * @param {{ repository: string, dispatchToken: string, environment: string }} options
 * @returns {import('contentful-management').CreateWebhooksProps}
 */
export function webhookDefinition({ repository, dispatchToken, environment }) {
  return {
    name: WEBHOOK_NAME,
    url: `https://api.github.com/repos/${repository}/actions/workflows/${DEPLOY_WORKFLOW}/dispatches`,
    topics: ['Entry.publish', 'Entry.unpublish'],
    filters: [
      { in: [{ doc: 'sys.contentType.sys.id' }, [...CONTENT_TYPES]] },
      { equals: [{ doc: 'sys.environment.sys.id' }, environment] },
    ],
    headers: [
      { key: 'Authorization', value: `Bearer ${dispatchToken}`, secret: true },
      { key: 'Accept', value: 'application/vnd.github+json' },
      { key: 'X-GitHub-Api-Version', value: '2022-11-28' },
    ],
    // workflow_dispatch takes only the branch and the workflow's own inputs: none is needed.
    transformation: { method: 'POST', contentType: 'application/json', body: { ref: DEPLOY_BRANCH } },
    active: true,
  };
}

/**
 * The address "Open preview" opens for an entry, as Contentful's preview URL template.
 * @param {string} previewUrl
 * @param {string | undefined} secret
 */
export const previewEntryUrl = (previewUrl, secret) =>
  `${previewUrl.replace(/\/+$/, '')}/preview/{entry.sys.id}${secret ? `?secret=${encodeURIComponent(secret)}` : ''}`;

/**
 * The content preview (Management API preview environment) for the six content types.
 * @param {{ previewUrl: string, previewSecret?: string }} options
 */
export function previewDefinition({ previewUrl, previewSecret }) {
  const url = previewEntryUrl(previewUrl, previewSecret);
  return {
    name: PREVIEW_NAME,
    description: 'Drafts on the real page beside the entry editor: the editor preview server (docs/preview.md).',
    configurations: CONTENT_TYPES.map((contentType) => ({ contentType, url, enabled: true, example: false })),
  };
}

/**
 * The settings from the environment, or a WebhookSetupError naming what is missing.
 * @param {NodeJS.ProcessEnv} env
 */
export function readSettings(env) {
  const required = ['CONTENTFUL_MANAGEMENT_TOKEN', 'CONTENTFUL_SPACE_ID', 'GITHUB_REPOSITORY', 'GITHUB_DISPATCH_TOKEN'];
  const missing = required.filter((name) => !env[name]?.trim());
  if (missing.length) {
    throw new WebhookSetupError(
      `Missing ${missing.join(', ')}. Set CONTENTFUL_MANAGEMENT_TOKEN (a Contentful personal access token), ` +
        'CONTENTFUL_SPACE_ID, GITHUB_REPOSITORY (owner/name) and GITHUB_DISPATCH_TOKEN (a GitHub fine-grained ' +
        'token for that repository only, with Actions: read and write and nothing else); see docs/operations.md.',
    );
  }
  const repository = /** @type {string} */ (env.GITHUB_REPOSITORY).trim();
  if (!/^[\w.-]+\/[\w.-]+$/.test(repository)) {
    throw new WebhookSetupError(`GITHUB_REPOSITORY must be owner/name, e.g. akshara/website (got "${repository}").`);
  }
  const host = env.CONTENTFUL_MANAGEMENT_HOST?.trim() || 'api.contentful.com';
  const previewUrl = env.PREVIEW_URL?.trim() || undefined;
  if (previewUrl && !/^https?:\/\/[^/\s]+/.test(previewUrl)) {
    throw new WebhookSetupError(
      `PREVIEW_URL must be the preview server's address, e.g. https://preview.example.com (got "${previewUrl}").`,
    );
  }
  return {
    previewUrl,
    previewSecret: env.PREVIEW_SECRET?.trim() || undefined,
    managementToken: /** @type {string} */ (env.CONTENTFUL_MANAGEMENT_TOKEN).trim(),
    spaceId: /** @type {string} */ (env.CONTENTFUL_SPACE_ID).trim(),
    environment: env.CONTENTFUL_ENVIRONMENT?.trim() || 'master',
    repository,
    dispatchToken: /** @type {string} */ (env.GITHUB_DISPATCH_TOKEN).trim(),
    host: host.replace(/^https?:\/\//, ''),
    insecure: host.startsWith('http://'),
  };
}

/**
 * A WebhookSetupError for a Management API call that failed. The client's own error carries the
 * request body (with the GitHub token), so only its status (folded into a JSON message by the
 * client) or connection error code is kept. `managed` names what a 403 says the user may not manage.
 * @param {unknown} error
 * @param {{ host: string, spaceId: string }} settings
 */
export function apiFailure(error, { host, spaceId }, managed = 'the webhooks') {
  const { message, code } = /** @type {{ message?: string, code?: string }} */ (error ?? {});
  let status;
  try {
    status = /** @type {{ status?: unknown }} */ (JSON.parse(message ?? '')).status;
  } catch {
    // not the client's JSON message: a connection error
  }
  if (typeof status !== 'number') {
    return new WebhookSetupError(
      `Could not reach the Contentful Management API at ${host} (${code ?? 'no answer'}). Check the network and CONTENTFUL_MANAGEMENT_HOST.`,
    );
  }
  const hint =
    {
      401: 'the token was refused. Check CONTENTFUL_MANAGEMENT_TOKEN: a personal access token (Content Management API), not a Delivery or Preview token',
      403: `the token's user may not manage ${managed} of space "${spaceId}" (that needs the space's Admin role)`,
      404: `space "${spaceId}" was not found. Check CONTENTFUL_SPACE_ID, and that the token's user is a member of that space`,
    }[status] ?? 'check the settings and https://www.contentfulstatus.com';
  return new WebhookSetupError(`The Contentful Management API (${host}) answered ${status}: ${hint}.`);
}

/**
 * Creates the content preview, or updates the one with the same name. The plain client has no
 * methods for preview environments, so this uses its raw requests on their Management API path.
 * @param {import('contentful-management').PlainClientAPI} client
 * @param {{ spaceId: string, previewUrl: string, previewSecret?: string }} settings
 * @returns {Promise<{ action: 'created' | 'updated', id: string }>}
 */
async function setupPreview(client, settings) {
  const path = `/spaces/${settings.spaceId}/preview_environments`;
  const definition = previewDefinition(settings);
  /** @typedef {{ name: string, sys: { id: string, version: number } }} Saved */
  const { items } = /** @type {{ items: Saved[] }} */ (await client.raw.get(path));
  const existing = items.find((preview) => preview.name === PREVIEW_NAME);
  const saved = /** @type {Saved} */ (
    existing
      ? await client.raw.put(`${path}/${existing.sys.id}`, definition, {
          headers: { 'X-Contentful-Version': existing.sys.version },
        })
      : await client.raw.post(path, definition)
  );
  return { action: existing ? 'updated' : 'created', id: saved.sys.id };
}

/**
 * Creates the webhook, or updates the one with the same name; with PREVIEW_URL the content preview too.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ action: 'created' | 'updated', id: string, url: string,
 *   preview?: { action: 'created' | 'updated', id: string, url: string } }>}
 */
export async function setupWebhook(env) {
  const settings = readSettings(env);
  const client = createClient(
    { accessToken: settings.managementToken, host: settings.host, insecure: settings.insecure },
    { type: 'plain', defaults: { spaceId: settings.spaceId } },
  );
  const definition = webhookDefinition(settings);
  try {
    const { items } = await client.webhook.getMany({});
    const existing = items.find((webhook) => webhook.name === WEBHOOK_NAME);
    const saved = existing
      ? await client.webhook.update(
          { webhookDefinitionId: existing.sys.id },
          /** @type {import('contentful-management').CreateWebhooksProps} */ ({ ...definition, sys: existing.sys }),
        )
      : await client.webhook.create({}, definition);
    const { previewUrl } = settings;
    const preview = previewUrl && {
      ...(await setupPreview(client, { ...settings, previewUrl })),
      // as it is shown: the secret stays out of every message
      url: `${previewEntryUrl(previewUrl, undefined)}${settings.previewSecret ? '?secret=…' : ''}`,
    };
    return { action: existing ? 'updated' : 'created', id: saved.sys.id, url: saved.url, ...(preview && { preview }) };
  } catch (error) {
    throw apiFailure(error, settings);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const { action, id, url, preview } = await setupWebhook(process.env);
    console.log(
      `${action === 'created' ? 'Created' : 'Updated'} the Contentful webhook "${WEBHOOK_NAME}" (${id}): ` +
        `publish and unpublish of ${CONTENT_TYPES.join(', ')} start ${DEPLOY_WORKFLOW} on ${DEPLOY_BRANCH} (${url}).`,
    );
    if (preview) {
      console.log(
        `${preview.action === 'created' ? 'Created' : 'Updated'} the content preview "${PREVIEW_NAME}" (${preview.id}): ` +
          `"Open preview" of ${CONTENT_TYPES.join(', ')} opens ${preview.url}.`,
      );
    }
  } catch (error) {
    console.error(error instanceof WebhookSetupError ? error.message : error);
    process.exit(1);
  }
}
