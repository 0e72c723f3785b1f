/**
 * The academy's endpoint, scripts/enquiry-sheet/Code.gs, run in Node against fakes of the Apps
 * Script services it uses: a spreadsheet held in memory (`rows`, `tab(name)`), script properties,
 * the lock, the cache, triggers, and UrlFetchApp, which answers Contentful's hosts from a fake
 * Management API (`contentful`, tests/support/fake-contentful-management.mjs `fakeManagement()`)
 * and anything else as reCAPTCHA's siteverify. For the script's unit tests and the capture server
 * of the browser tests, so both run the real script. `spy` wraps each fake function (the unit
 * tests pass `vi.fn`, to look at the calls).
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';

const code = readFileSync(new URL('../../scripts/enquiry-sheet/Code.gs', import.meta.url), 'utf8');

/**
 * @typedef {{ method?: string, headers?: Record<string, string>, payload?: string | number[] }} FetchOptions
 * @typedef {{
 *   properties?: Record<string, string>,
 *   siteverify?: object,
 *   lockTimesOut?: boolean,
 *   sheetFails?: boolean,
 *   contentful?: ReturnType<typeof import('./fake-contentful-management.mjs').fakeManagement>,
 *   spy?: <F extends (...args: any[]) => any>(fn: F) => F,
 * }} WebAppOptions
 * - properties: the script properties;
 * - siteverify: what reCAPTCHA's siteverify answers;
 * - lockTimesOut: the lock is not granted in time;
 * - sheetFails: appendRow fails, as on a full sheet or a spent quota;
 * - contentful: the academy's Contentful space, as the fake Management API keeps it (answers for review go there).
 */

/** @param {WebAppOptions} [options] */
export function deployWebApp({
  properties = {},
  siteverify = {},
  lockTimesOut = false,
  sheetFails = false,
  contentful,
  spy = (fn) => fn,
} = {}) {
  /** @type {Map<string, unknown[][]>} Each tab's rows, by its name; a tab exists once inserted. */
  const tabs = new Map();
  /** @param {unknown[][]} rows */
  const fakeSheet = (rows) => ({
    getLastRow: () => rows.length,
    /** @param {unknown[]} row */
    appendRow: (row) => {
      if (sheetFails && rows.length) throw new Error('This action would increase the number of cells beyond the limit');
      rows.push(row);
    },
    /** @param {number} row */
    deleteRow: (row) => rows.splice(row - 1, 1),
    setFrozenRows: spy(() => {}),
    /** @param {number} row @param {number} column */
    getRange: (row, column, count = 1) => ({
      setFontWeight: spy(() => {}),
      setNumberFormat: spy(() => {}),
      getValues: () => rows.slice(row - 1, row - 1 + count).map((r) => [r[column - 1]]),
    }),
  });
  /** @param {string} name */
  const tab = (name) => tabs.get(name) ?? [];
  tabs.set('Enquiries', []);
  const rows = tab('Enquiries');
  /** @type {{ handler: string, days: number, hour: number }[]} */
  const triggers = [];
  /** @type {string[]} */
  const deletedTriggers = [];
  /** UrlFetchApp.fetch: Contentful's hosts answered by the fake Management API, anything else as reCAPTCHA's siteverify. */
  const fetch = spy((/** @type {string} */ url, /** @type {FetchOptions} */ options = {}) => {
    const { pathname, host } = new URL(url);
    if (!contentful || !host.endsWith('contentful.com'))
      return { getResponseCode: () => 200, getContentText: () => JSON.stringify(siteverify) };
    const headers = Object.fromEntries(Object.entries(options.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    const { payload } = options;
    const { status, body } = contentful.handle({
      method: (options.method ?? 'get').toUpperCase(),
      path: pathname,
      headers,
      body:
        payload === undefined
          ? undefined
          : typeof payload === 'string'
            ? Buffer.from(payload)
            : Uint8Array.from(payload),
    });
    return { getResponseCode: () => status, getContentText: () => (status === 204 ? '' : JSON.stringify(body)) };
  });
  const lock = {
    waitLock: spy(() => {
      if (lockTimesOut) throw new Error('Lock timeout: another process was holding the lock for too long.');
    }),
    releaseLock: spy(() => {}),
  };
  /** @type {Map<string, string>} */
  const cache = new Map();
  /** @type {Record<string, unknown>} */
  const context = {
    Date, // the caller's clock
    console: { error: spy(() => {}) },
    SpreadsheetApp: {
      getActiveSpreadsheet: () => ({
        getSheetByName: (/** @type {string} */ name) => (tab(name).length ? fakeSheet(tab(name)) : null),
        insertSheet: (/** @type {string} */ name) => {
          if (!tabs.has(name)) tabs.set(name, []);
          return fakeSheet(tab(name));
        },
      }),
    },
    ScriptApp: {
      getProjectTriggers: () => [
        { getHandlerFunction: () => 'deleteOldRows', id: 'earlier' },
        { getHandlerFunction: () => 'somethingElse', id: 'other' },
      ],
      deleteTrigger: (/** @type {{ id: string }} */ trigger) => deletedTriggers.push(trigger.id),
      newTrigger: (/** @type {string} */ handler) => {
        const trigger = { handler, days: 0, hour: -1 };
        const builder = {
          timeBased: () => builder,
          everyDays: (/** @type {number} */ days) => ((trigger.days = days), builder),
          atHour: (/** @type {number} */ hour) => ((trigger.hour = hour), builder),
          create: () => triggers.push(trigger),
        };
        return builder;
      },
    },
    LockService: { getScriptLock: () => lock },
    PropertiesService: {
      getScriptProperties: () => ({ getProperty: (/** @type {string} */ k) => properties[k] ?? null }),
    },
    CacheService: {
      getScriptCache: () => ({
        get: (/** @type {string} */ k) => cache.get(k) ?? null,
        put: (/** @type {string} */ k, /** @type {string} */ v) => cache.set(k, v),
      }),
    },
    UrlFetchApp: { fetch },
    Utilities: {
      base64Decode: (/** @type {string} */ data) =>
        [...Buffer.from(data, 'base64')].map((b) => (b > 127 ? b - 256 : b)),
    },
    ContentService: {
      MimeType: { JSON: 'json' },
      createTextOutput: (/** @type {string} */ text) => ({ setMimeType: () => JSON.parse(text) }),
    },
  };
  runInNewContext(code, context);
  /** What doPost answers a request body (an object is sent as its JSON), as the web app's JSON. */
  const post = (/** @type {unknown} */ body) =>
    /** @type {(e: unknown) => any} */ (context.doPost)({
      postData: { contents: typeof body === 'string' ? body : JSON.stringify(body) },
    });
  /** Runs one of the script's functions, as the editor or a trigger does. */
  const run = (/** @type {string} */ name) => /** @type {() => unknown} */ (context[name])();
  return { post, rows, tab, fetch, lock, context, run, triggers, deletedTriggers };
}
