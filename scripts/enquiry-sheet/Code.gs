/**
 * Google Apps Script web app that receives the website's enquiries into this spreadsheet.
 * Deployment steps: README.md beside this file. Plain Apps Script (V8), not part of the site build.
 *
 * The site POSTs JSON { id, form, name, email, phone, course, message, consent, recaptchaToken? } as
 * text/plain (a CORS request without preflight: Apps Script answers it with
 * Access-Control-Allow-Origin *) and reads the answer. An Apps Script web app always answers
 * HTTP 200, so the answer's `result` is what counts:
 *   success    the enquiry is in the sheet                   { result, id }
 *   duplicate  an enquiry with this id already is            { result, id }
 *   rejected   not a lead, and sending it again cannot help  { result, reason }
 *   error      not stored this time; the site keeps it and sends it again later  { result, error }
 * The site counts an enquiry as delivered only on success or duplicate for its own id.
 *
 * A row is stored for every valid enquiry, even one whose bot check fails: it is flagged in the
 * reCAPTCHA column instead. An enquiry is sent again when the site did not learn that the first
 * try arrived (the connection dropped on the way back): a row whose id is already in the sheet is
 * not written twice.
 *
 * Every request carries the visitor's consent to the form's notice, { notice, at, lang } (the
 * notice's version, when the box was ticked, the page's language), stored beside it. The privacy
 * page's requests (kind "privacy": see, correct or erase one's details, or withdraw consent) go to
 * their own tab. Rows older than RETENTION_DAYS are deleted daily by deleteOldRows, on the
 * trigger setUp installs (run setUp once from the editor).
 *
 * A student's answer to a mains question (kind "answer": text and up to 3 photos, base64) goes not
 * to the sheet but to the academy's Contentful space, as a draft entry of `answerSubmission` with
 * the photos as draft assets, for a mentor to review and publish (docs/editors.md "Reviewing
 * answers"). Nothing is published here: a student's words reach the site only after a person
 * publishes them. The entry's id is made from the answer's own id, so a resend answers duplicate.
 *
 * Script properties (Project Settings → Script properties), all optional:
 *   RECAPTCHA_SECRET     the reCAPTCHA v3 secret key; unset: tokens are not checked
 *   RECAPTCHA_MIN_SCORE  lowest score counted as human (default 0.5)
 *   SHEET_NAME           the tab to write enquiries to (default "Enquiries")
 *   RETENTION_DAYS       days a row is kept, in both tabs (default 365, what the site's privacy page says)
 *   CONTENTFUL_MANAGEMENT_TOKEN, CONTENTFUL_SPACE_ID   where answers for review go (both needed; unset:
 *                        answers are refused, and the site says so); CONTENTFUL_ENVIRONMENT (master),
 *                        CONTENTFUL_LOCALE (the space's default locale, en-US)
 */

/** The consent columns, after each tab's own. */
var CONSENT_HEADERS = ['Notice version', 'Consent given', 'Consent language'];
var HEADERS = [
  'Timestamp',
  'Name',
  'Email',
  'Phone',
  'Course',
  'Message',
  'Source form',
  'reCAPTCHA',
  'Enquiry id',
].concat(CONSENT_HEADERS);
var ID_COLUMN = HEADERS.indexOf('Enquiry id') + 1;
/** The privacy page's requests, in their own tab. */
var PRIVACY_SHEET = 'Privacy requests';
var PRIVACY_HEADERS = ['Timestamp', 'Request', 'Name', 'Email', 'Phone', 'Details', 'Request id'].concat(
  CONSENT_HEADERS,
);
/** What a visitor can ask on the privacy page, as the Request column names it (src/lib/leads/privacy-request.ts). */
var PRIVACY_REQUESTS = {
  access: 'See my details',
  correction: 'Correct my details',
  erasure: 'Erase my details',
  withdrawal: 'Withdraw consent',
};
/** Days a row is kept when the RETENTION_DAYS property is unset (src/lib/leads/lead-consent.ts RETENTION_DAYS). */
var DEFAULT_RETENTION_DAYS = 365;
var DAY_MS = 24 * 60 * 60 * 1000;
var RECAPTCHA_ACTION = 'register_form';
var MAX_FIELD_LENGTH = 2000;
/** The longest body taken, in characters; the forms' longest is under half of it (message ≤ 2000, token ≈ 2000). */
var MAX_BODY_LENGTH = 10000;
/** Enquiries taken from one phone number in a minute; more are answered "error", so the site sends them later. */
var PER_PHONE_PER_MINUTE = 3;
/** How long a request waits for another to finish writing: well under the site's 20 s wait for an answer. */
var LOCK_WAIT_MS = 10000;

/** The forms' course options (src/data/courses/index.ts; tests/unit/scripts/enquiry-sheet.test.ts keeps them equal). */
var COURSES = [
  'upsc',
  'appsc-groups',
  'tgpsc-groups',
  'iit',
  'neet',
  'clat',
  'inter-ias',
  'degree-ias',
  'judicial-services',
  'bank-ssc',
  'degree-college',
  'junior-college',
  '6th-to-10th-foundation',
];
/** The forms an enquiry comes from, as the Source form column names them. */
var FORMS = { enquiry: 'Enquiry form', callback: 'Call-back form' };
/** HTML's own e-mail check: what the forms' type="email" fields accept. */
var EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+\/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** The page languages a consent names. */
var LANGS = ['en', 'te'];
/** A notice's version: the date its text was last changed. */
var NOTICE_VERSION = /^\d{4}-\d{2}-\d{2}$/;
/** An ISO 8601 time in UTC, as the browser's Date.toISOString writes it. */
var ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
var NO_CONSENT = 'It does not carry your consent to the privacy notice: tick the box on the website’s form.';

/** Answers for review: their text, and up to MAX_PHOTOS photos of at most MAX_PHOTO_BYTES each (the site makes them smaller first). */
var MAX_ANSWER_LENGTH = 20000;
var MAX_PHOTOS = 3;
var MAX_PHOTO_BYTES = 300 * 1024;
var PHOTO_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
/** The longest answer taken, in characters: its text, its photos in base64 (4 characters for 3 bytes) and the rest. */
var MAX_ANSWER_BODY_LENGTH = MAX_ANSWER_LENGTH + MAX_PHOTOS * Math.ceil((MAX_PHOTO_BYTES * 4) / 3) + MAX_BODY_LENGTH;
var CONTENTFUL_API = 'https://api.contentful.com';
var CONTENTFUL_UPLOAD = 'https://upload.contentful.com';

/**
 * What each kind of request must hold: per field, a check of its value (undefined when absent) and
 * the reason answered when it fails, in the order the forms show the fields. A request names its
 * kind in `kind`; the enquiry forms send none. A new kind is one more entry: its fields and the
 * function that stores it (returning the answer).
 */
var KINDS = {
  enquiry: {
    fields: {
      id: [matches_(/^[\w-]{1,100}$/), 'The enquiry has no id: send it from the website’s form.'],
      form: [oneOf_(Object.keys(FORMS)), 'The enquiry does not say which form it came from.'],
      name: [filled_, 'Please enter your name.'],
      email: [matches_(EMAIL), 'Please enter a valid e-mail address.'],
      phone: [matches_(/^[0-9]{10}$/), 'Please enter a 10-digit phone number, digits only.'],
      course: [oneOf_(COURSES), 'Please choose a course from the list.'],
      message: [optionalText_(MAX_FIELD_LENGTH), 'Please keep the message under 2000 characters.'],
      recaptchaToken: [optionalText_(MAX_BODY_LENGTH), 'The bot check’s token is not text.'],
      consent: [consent_, NO_CONSENT],
    },
    store: storeEnquiry_,
  },
  privacy: {
    fields: {
      id: [matches_(/^[\w-]{1,100}$/), 'The request has no id: send it from the website’s form.'],
      request: [oneOf_(Object.keys(PRIVACY_REQUESTS)), 'Please choose what you would like to do.'],
      name: [filled_, 'Please enter your name.'],
      email: [matches_(EMAIL), 'Please enter a valid e-mail address.'],
      phone: [matches_(/^([0-9]{10})?$/), 'Please enter a 10-digit phone number, digits only, or leave it empty.'],
      details: [optionalText_(MAX_FIELD_LENGTH), 'Please keep the details under 2000 characters.'],
      consent: [consent_, NO_CONSENT],
    },
    store: storePrivacyRequest_,
  },
  answer: {
    maxBody: MAX_ANSWER_BODY_LENGTH,
    fields: {
      id: [matches_(/^[\w-]{1,50}$/), 'The answer has no id: send it from the website’s form.'],
      question: [matches_(/^[\w.-]{1,64}$/), 'The answer does not say which question it answers.'],
      name: [
        function (value) {
          return filled_(value) && value.length <= 100;
        },
        'Please enter the name to show with your answer (up to 100 characters).',
      ],
      text: [optionalText_(MAX_ANSWER_LENGTH), 'Please keep the answer under 20000 characters.'],
      photos: [photos_, 'Send at most 3 photos, each a JPEG, PNG or WebP picture under 300 KB.'],
      language: [oneOf_(LANGS), 'The answer does not say its language.'],
      recaptchaToken: [optionalText_(MAX_BODY_LENGTH), 'The bot check’s token is not text.'],
      consent: [consent_, NO_CONSENT],
    },
    store: storeAnswer_,
  },
};

function doPost(e) {
  try {
    var body = e && e.postData ? String(e.postData.contents || '') : '';
    if (!body) return rejected_('The request is empty.');
    if (body.length > MAX_ANSWER_BODY_LENGTH) return rejected_('The request is too large.');
    var data = parseObject_(body);
    if (!data) return rejected_('The request is not a JSON object.');
    var name = data.kind === undefined ? 'enquiry' : String(data.kind);
    var kind = Object.prototype.hasOwnProperty.call(KINDS, name) ? KINDS[name] : null;
    if (!kind) return rejected_('Unknown kind of request: ' + name.slice(0, 40) + '.');
    if (body.length > (kind.maxBody || MAX_BODY_LENGTH)) return rejected_('The request is too large.');
    for (var field in kind.fields) {
      var rule = kind.fields[field];
      if (!rule[0](data[field])) return rejected_(rule[1]);
    }
    return json_(kind.store(data));
  } catch (err) {
    // A lock not granted in time, a quota, a full sheet: not stored this time; the site sends it again.
    console.error(err);
    return json_({ result: 'error', error: String(err && err.message ? err.message : err) });
  }
}

/** Opening the web app's URL in a browser shows that the deployment works. */
function doGet() {
  return json_({ result: 'ok', message: 'Enquiry endpoint is running; the website sends enquiries by POST.' });
}

/** The body as an object, or null. Parsed as JSON whatever the content type: the browser sends text/plain. */
function parseObject_(body) {
  try {
    var data = JSON.parse(body);
    return data && typeof data === 'object' && !Array.isArray(data) ? data : null;
  } catch (err) {
    return null;
  }
}

function matches_(pattern) {
  return function (value) {
    return typeof value === 'string' && pattern.test(value);
  };
}

function oneOf_(values) {
  return function (value) {
    return typeof value === 'string' && values.indexOf(value) !== -1;
  };
}

function filled_(value) {
  return typeof value === 'string' && value.trim() !== '';
}

/** A consent as the site sends it: the notice's version, when it was given, the page's language. */
function consent_(value) {
  return (
    value !== null &&
    typeof value === 'object' &&
    matches_(NOTICE_VERSION)(value.notice) &&
    matches_(ISO_TIME)(value.at) &&
    !isNaN(Date.parse(value.at)) &&
    oneOf_(LANGS)(value.lang)
  );
}

/** The consent's cells, in CONSENT_HEADERS' order. */
function consentCells_(consent) {
  return [consent.notice, consent.at, consent.lang];
}

function optionalText_(maxLength) {
  return function (value) {
    return value === undefined || (typeof value === 'string' && value.length <= maxLength);
  };
}

/**
 * One row per enquiry, under the lock: the id already in the sheet answers "duplicate" (a resend);
 * a phone number over its per-minute allowance answers "error", so the site keeps the enquiry and
 * sends it again later.
 */
function storeEnquiry_(data) {
  var recaptcha =
    data.form === 'enquiry' ? checkRecaptcha_(String(data.recaptchaToken || '')) : 'not used (call-back form)';
  var row = [
    new Date(),
    cell_(data.name),
    cell_(data.email),
    cell_(data.phone),
    cell_(data.course),
    cell_(data.message),
    FORMS[data.form],
    recaptcha,
    cell_(data.id),
  ].concat(consentCells_(data.consent));
  return withSheet_(enquiriesTab_(), function (sheet) {
    if (hasId_(sheet, ID_COLUMN, data.id)) return { result: 'duplicate', id: data.id };
    if (!takeFromAllowance_(data.phone)) {
      return { result: 'error', error: 'Too many enquiries from this phone number in the last minute.' };
    }
    sheet.appendRow(row);
    return { result: 'success', id: data.id };
  });
}

/** A privacy request: one row in its own tab, an id written once. */
function storePrivacyRequest_(data) {
  var row = [
    new Date(),
    PRIVACY_REQUESTS[data.request],
    cell_(data.name),
    cell_(data.email),
    cell_(data.phone),
    cell_(data.details),
    cell_(data.id),
  ].concat(consentCells_(data.consent));
  var idColumn = PRIVACY_HEADERS.indexOf('Request id') + 1;
  return withSheet_(privacyTab_(), function (sheet) {
    if (hasId_(sheet, idColumn, data.id)) return { result: 'duplicate', id: data.id };
    sheet.appendRow(row);
    return { result: 'success', id: data.id };
  });
}

/** Photos as the site sends them: at most MAX_PHOTOS of { type, data (base64) }, each a picture under MAX_PHOTO_BYTES. */
function photos_(value) {
  if (value === undefined) return true;
  if (!Array.isArray(value) || value.length > MAX_PHOTOS) return false;
  return value.every(function (photo) {
    return (
      photo !== null &&
      typeof photo === 'object' &&
      Object.prototype.hasOwnProperty.call(PHOTO_TYPES, photo.type) &&
      matches_(/^[A-Za-z0-9+\/]+={0,2}$/)(photo.data) &&
      Math.floor((photo.data.length * 3) / 4) <= MAX_PHOTO_BYTES
    );
  });
}

/**
 * An answer for review: its photos as draft assets and the answer as a draft `answerSubmission`
 * entry in Contentful. The entry's id comes from the answer's, so a resend finds it and answers
 * duplicate; an asset left by a try that stopped halfway is used again. Contentful failing answers
 * "error" (the site sends the answer again later); no Contentful set up here answers "rejected".
 */
function storeAnswer_(data) {
  var photos = data.photos || [];
  if (!String(data.text || '').trim() && !photos.length)
    return { result: 'rejected', reason: 'Please type your answer or add a photo of it.' };
  var cma = contentful_();
  if (!cma) return { result: 'rejected', reason: 'The academy does not take answers for review yet.' };
  var entryPath = '/entries/answer-' + data.id;
  if (cma.call('get', entryPath).status === 200) return { result: 'duplicate', id: data.id };
  var name = String(data.name).trim();
  var links = photos.map(function (photo, i) {
    var assetId = 'answer-' + data.id + '-' + (i + 1);
    var title = name + ': answer photo ' + (i + 1);
    var upload = cma.upload(Utilities.base64Decode(photo.data));
    var asset = cma.call('put', '/assets/' + assetId, {
      fields: {
        title: cma.localized(title),
        description: cma.localized('Photo ' + (i + 1) + ' of ' + name + '’s answer'),
        file: cma.localized({
          contentType: photo.type,
          fileName: assetId + '.' + PHOTO_TYPES[photo.type],
          uploadFrom: { sys: { type: 'Link', linkType: 'Upload', id: upload } },
        }),
      },
    });
    if (asset.status === 201) {
      cma.expect(
        cma.call('put', '/assets/' + assetId + '/files/' + cma.locale + '/process', undefined, {
          'X-Contentful-Version': String(asset.body.sys.version),
        }),
        'process the photo',
      );
    } else if (asset.status !== 409) cma.expect(asset, 'store the photo'); // 409: kept from an earlier try
    return { sys: { type: 'Link', linkType: 'Asset', id: assetId } };
  });
  var entry = cma.call(
    'put',
    entryPath,
    {
      fields: {
        question: cma.localized({ sys: { type: 'Link', linkType: 'Entry', id: data.question } }),
        name: cma.localized(name.slice(0, 100)),
        text: data.text ? cma.localized(String(data.text).trim()) : undefined,
        photos: links.length ? cma.localized(links) : undefined,
        language: cma.localized(data.language),
        submissionId: cma.localized(data.id),
        submittedAt: cma.localized(new Date().toISOString()),
      },
    },
    { 'X-Contentful-Content-Type': 'answerSubmission' },
  );
  if (entry.status === 409) return { result: 'duplicate', id: data.id };
  cma.expect(entry, 'store the answer');
  return { result: 'success', id: data.id };
}

/**
 * The Content Management API of the academy's space, from the script properties; null without a
 * token and a space. `call` answers { status, body }; `upload` sends a file's bytes and answers the
 * upload's id; `expect` throws on a failure (an "error" answer: the site sends the answer again).
 */
function contentful_() {
  var props = PropertiesService.getScriptProperties();
  var token = props.getProperty('CONTENTFUL_MANAGEMENT_TOKEN');
  var space = props.getProperty('CONTENTFUL_SPACE_ID');
  if (!token || !space) return null;
  var environment = props.getProperty('CONTENTFUL_ENVIRONMENT') || 'master';
  var locale = props.getProperty('CONTENTFUL_LOCALE') || 'en-US';
  var fetch = function (url, options) {
    options.headers = Object.assign({ Authorization: 'Bearer ' + token }, options.headers);
    options.muteHttpExceptions = true;
    var response = UrlFetchApp.fetch(url, options);
    var text = response.getContentText();
    return { status: response.getResponseCode(), body: text ? JSON.parse(text) : {} };
  };
  var expect = function (response, what) {
    if (response.status >= 200 && response.status < 300) return response;
    throw new Error('Contentful could not ' + what + ' (' + response.status + ')');
  };
  return {
    locale: locale,
    localized: function (value) {
      var field = {};
      field[locale] = value;
      return value === undefined ? undefined : field;
    },
    call: function (method, path, body, headers) {
      return fetch(CONTENTFUL_API + '/spaces/' + space + '/environments/' + environment + path, {
        method: method,
        contentType: 'application/vnd.contentful.management.v1+json',
        headers: headers,
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
    },
    upload: function (bytes) {
      var response = fetch(CONTENTFUL_UPLOAD + '/spaces/' + space + '/uploads', {
        method: 'post',
        contentType: 'application/octet-stream',
        payload: bytes,
      });
      return expect(response, 'take the photo').body.sys.id;
    },
    expect: expect,
  };
}

/** Whether a row below the header holds `id` in `column`: a resend. */
function hasId_(sheet, column, id) {
  var rows = sheet.getLastRow() - 1;
  var ids = rows > 0 ? sheet.getRange(2, column, rows, 1).getValues() : [];
  for (var i = 0; i < ids.length; i++) if (String(ids[i][0]) === id) return true;
  return false;
}

/** The enquiries' tab: its name, headers, and the phone column kept as text. */
function enquiriesTab_() {
  var name = PropertiesService.getScriptProperties().getProperty('SHEET_NAME') || 'Enquiries';
  return { name: name, headers: HEADERS, phoneColumn: 'D:D' };
}

function privacyTab_() {
  return { name: PRIVACY_SHEET, headers: PRIVACY_HEADERS, phoneColumn: 'E:E' };
}

/**
 * Deletes every row older than RETENTION_DAYS (by its Timestamp) in both tabs, under the lock.
 * Run daily by the trigger setUp installs.
 */
function deleteOldRows() {
  var days = Number(PropertiesService.getScriptProperties().getProperty('RETENTION_DAYS') || DEFAULT_RETENTION_DAYS);
  if (!(days > 0)) throw new Error('RETENTION_DAYS must be a number of days above 0.');
  var before = Date.now() - days * DAY_MS;
  var deleted = 0;
  [enquiriesTab_(), privacyTab_()].forEach(function (tab) {
    if (!SpreadsheetApp.getActiveSpreadsheet().getSheetByName(tab.name)) return;
    withSheet_(tab, function (sheet) {
      var rows = sheet.getLastRow() - 1;
      var times = rows > 0 ? sheet.getRange(2, 1, rows, 1).getValues() : [];
      // From the bottom up, so each row's number stays right while the ones below go.
      for (var i = times.length - 1; i >= 0; i--) {
        var time = new Date(times[i][0]).getTime();
        if (time < before) {
          sheet.deleteRow(i + 2);
          deleted++;
        }
      }
    });
  });
  return deleted;
}

/** Run once from the editor after deploying: installs deleteOldRows' daily trigger (replacing an earlier one). */
function setUp() {
  ScriptApp.getProjectTriggers().forEach(function (trigger) {
    if (trigger.getHandlerFunction() === 'deleteOldRows') ScriptApp.deleteTrigger(trigger);
  });
  ScriptApp.newTrigger('deleteOldRows').timeBased().everyDays(1).atHour(3).create();
}

/** Counts one enquiry against the phone number's allowance for this minute; false once it is used up. */
function takeFromAllowance_(phone) {
  var cache = CacheService.getScriptCache();
  var key = 'phone:' + phone + ':' + Math.floor(Date.now() / 60000);
  var count = Number(cache.get(key) || 0);
  if (count >= PER_PHONE_PER_MINUTE) return false;
  cache.put(key, String(count + 1), 120);
  return true;
}

/** Verifies a token with Google and describes the outcome for the sheet; "FLAGGED" marks a doubtful row. */
function checkRecaptcha_(token) {
  var props = PropertiesService.getScriptProperties();
  var secret = props.getProperty('RECAPTCHA_SECRET');
  if (!secret) return 'not checked (no RECAPTCHA_SECRET)';
  if (!token) return 'FLAGGED: no token (sent after being saved offline, or no site key on the site)';
  var minScore = Number(props.getProperty('RECAPTCHA_MIN_SCORE') || 0.5);
  try {
    var response = UrlFetchApp.fetch('https://www.google.com/recaptcha/api/siteverify', {
      method: 'post',
      payload: { secret: secret, response: token },
      muteHttpExceptions: true,
    });
    var result = JSON.parse(response.getContentText());
    if (!result.success) return 'FLAGGED: invalid token (' + (result['error-codes'] || []).join(', ') + ')';
    if (result.action !== RECAPTCHA_ACTION) return 'FLAGGED: wrong action ' + result.action + ', score ' + result.score;
    if (result.score < minScore) return 'FLAGGED: low score ' + result.score;
    return 'ok, score ' + result.score;
  } catch (err) {
    return 'FLAGGED: check failed (' + err + ')';
  }
}

/**
 * Runs `write` on the tab under the script lock, so simultaneous requests never overwrite each
 * other; adds the header row on first use. A lock not granted within LOCK_WAIT_MS throws (an error answer).
 */
function withSheet_(tab, write) {
  var lock = LockService.getScriptLock();
  lock.waitLock(LOCK_WAIT_MS);
  try {
    var spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    var sheet = spreadsheet.getSheetByName(tab.name) || spreadsheet.insertSheet(tab.name);
    if (sheet.getLastRow() === 0) {
      sheet.appendRow(tab.headers);
      sheet.setFrozenRows(1);
      sheet.getRange(1, 1, 1, tab.headers.length).setFontWeight('bold');
      sheet.getRange(tab.phoneColumn).setNumberFormat('@'); // Phone numbers stay text, exactly as typed.
    }
    return write(sheet);
  } finally {
    lock.releaseLock();
  }
}

/**
 * A visitor's text as a cell: trimmed, bounded, and never a formula, in the sheet or in a CSV export
 * of it. Sheets reads a leading ' as "text" and hides it, so a CSV export would give the formula
 * back; two of them leave one in the cell's value, which the export keeps.
 */
function cell_(value) {
  var text = String(value == null ? '' : value)
    .trim()
    .slice(0, MAX_FIELD_LENGTH);
  return /^[=+\-@]/.test(text) ? "''" + text : text;
}

function rejected_(reason) {
  return json_({ result: 'rejected', reason: reason });
}

function json_(body) {
  return ContentService.createTextOutput(JSON.stringify(body)).setMimeType(ContentService.MimeType.JSON);
}
