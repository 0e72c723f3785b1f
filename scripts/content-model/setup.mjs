#!/usr/bin/env node
// @ts-check
/**
 * Creates or updates the site's content model in a Contentful space: the six content types of
 * scripts/demo-content/lib/model.mjs (the five the site shows and `answerSubmission`, the students'
 * answers mentors review), with their editor controls, each published. A type that already matches
 * is left alone, so running it again changes only what differs; fields a space has that the model
 * does not are kept (Contentful refuses to drop a field with content) and named.
 *
 *   CONTENTFUL_MANAGEMENT_TOKEN=… CONTENTFUL_SPACE_ID=… npm run content-model
 *
 * Optional: CONTENTFUL_ENVIRONMENT (master), CONTENTFUL_MANAGEMENT_HOST (api.contentful.com; an
 * `http://host:port` address talks plain http, for the tests' fake Management API).
 */
import { createClient } from 'contentful-management';
import { isDeepStrictEqual } from 'node:util';
import { pathToFileURL } from 'node:url';
import { contentTypes, editorControls } from '../demo-content/lib/model.mjs';
import { WebhookSetupError, apiFailure } from '../contentful-webhook/setup.mjs';

/**
 * The settings from the environment, or an error naming what is missing.
 * @param {NodeJS.ProcessEnv} env
 */
export function readModelSettings(env) {
  const missing = ['CONTENTFUL_MANAGEMENT_TOKEN', 'CONTENTFUL_SPACE_ID'].filter((name) => !env[name]?.trim());
  if (missing.length)
    throw new WebhookSetupError(
      `Missing ${missing.join(', ')}. Set CONTENTFUL_MANAGEMENT_TOKEN (a Contentful personal access token) and ` +
        'CONTENTFUL_SPACE_ID; see docs/operations.md.',
    );
  const host = env.CONTENTFUL_MANAGEMENT_HOST?.trim() || 'api.contentful.com';
  return {
    managementToken: /** @type {string} */ (env.CONTENTFUL_MANAGEMENT_TOKEN).trim(),
    spaceId: /** @type {string} */ (env.CONTENTFUL_SPACE_ID).trim(),
    environmentId: env.CONTENTFUL_ENVIRONMENT?.trim() || 'master',
    host: host.replace(/^https?:\/\//, ''),
    insecure: host.startsWith('http://'),
  };
}

/** @typedef {{ id: string, name: string, description: string, displayField: string, fields: { id: string }[] }} TypeDef */

/**
 * What a content type should be: the model's fields, then any the space has besides (kept as they are).
 * @param {TypeDef} model
 * @param {{ fields: { id: string }[] } | undefined} existing
 */
export function wantedType(model, existing) {
  const own = new Set(model.fields.map((f) => f.id));
  const extra = (existing?.fields ?? []).filter((f) => !own.has(f.id));
  const { name, description, displayField } = model;
  return {
    wanted: { name, description, displayField, fields: [...model.fields, ...extra] },
    extra: extra.map((f) => f.id),
  };
}

/**
 * Creates or updates every content type and its editor controls.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ id: string, action: 'created' | 'updated' | 'unchanged', kept: string[] }[]>}
 */
export async function setupContentModel(env) {
  const settings = readModelSettings(env);
  const client = createClient(
    { accessToken: settings.managementToken, host: settings.host, insecure: settings.insecure },
    { type: 'plain', defaults: { spaceId: settings.spaceId, environmentId: settings.environmentId } },
  );
  const results = [];
  try {
    for (const model of /** @type {TypeDef[]} */ (contentTypes)) {
      const params = { contentTypeId: model.id };
      const existing = await client.contentType.get(params).catch((error) => {
        if (/"status":\s*404/.test(String(error?.message))) return undefined;
        throw error;
      });
      const { wanted, extra } = wantedType(model, existing);
      const same =
        existing &&
        existing.sys.publishedVersion === existing.sys.version - 1 &&
        isDeepStrictEqual(
          {
            name: existing.name,
            description: existing.description,
            displayField: existing.displayField,
            fields: existing.fields,
          },
          wanted,
        );
      if (!same) {
        const saved = existing
          ? await client.contentType.update(params, /** @type {any} */ ({ ...wanted, sys: existing.sys }))
          : await client.contentType.createWithId(params, /** @type {any} */ (wanted));
        await client.contentType.publish(params, saved);
        const controls = editorControls[model.id];
        const editor = await client.editorInterface.get(params);
        await client.editorInterface.update(params, { ...editor, controls });
      }
      results.push({ id: model.id, action: same ? 'unchanged' : existing ? 'updated' : 'created', kept: extra });
    }
  } catch (error) {
    throw apiFailure(error, settings, 'the content model');
  }
  return /** @type {{ id: string, action: 'created' | 'updated' | 'unchanged', kept: string[] }[]} */ (results);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    for (const { id, action, kept } of await setupContentModel(process.env))
      console.log(`${id}: ${action}${kept.length ? ` (the space's own fields kept: ${kept.join(', ')})` : ''}`);
  } catch (error) {
    console.error(error instanceof WebhookSetupError ? error.message : error);
    process.exit(1);
  }
}
