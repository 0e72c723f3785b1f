/**
 * Google Apps Script web app that receives the website's enquiries into this spreadsheet.
 * Deployment steps: README.md beside this file. Plain Apps Script (V8), not part of the site build.
 *
 * The site POSTs JSON { id, name, email, phone, course, message, recaptchaToken? } as text/plain
 * (a CORS request without preflight: Apps Script answers it with Access-Control-Allow-Origin *) and
 * reads only whether the answer came (2xx); the JSON returned here is for the owner testing by
 * hand. A row is stored for every enquiry that parses, even one whose bot check fails: nothing is
 * lost, it is flagged in the reCAPTCHA column instead. An enquiry is sent again when the site did
 * not learn that the first try arrived (the connection dropped on the way back): a row whose id is
 * already in the sheet is not written twice.
 *
 * Script properties (Project Settings → Script properties), all optional:
 *   RECAPTCHA_SECRET     the reCAPTCHA v3 secret key; unset: tokens are not checked
 *   RECAPTCHA_MIN_SCORE  lowest score counted as human (default 0.5)
 *   SHEET_NAME           the tab to write to (default "Enquiries")
 */

var HEADERS = ['Timestamp', 'Name', 'Email', 'Phone', 'Course', 'Message', 'Source form', 'reCAPTCHA', 'Enquiry id'];
var ID_COLUMN = HEADERS.length;
var RECAPTCHA_ACTION = 'register_form';
var MAX_FIELD_LENGTH = 2000;

function doPost(e) {
  try {
    var data = parseBody_(e);
    // The full form always sends recaptchaToken (possibly empty); the call-back form never does.
    var fromFullForm = Object.prototype.hasOwnProperty.call(data, 'recaptchaToken');
    var recaptcha = fromFullForm ? checkRecaptcha_(String(data.recaptchaToken || '')) : 'not used (call-back form)';
    appendRow_([
      new Date(),
      cell_(data.name),
      cell_(data.email),
      cell_(data.phone),
      cell_(data.course),
      cell_(data.message),
      fromFullForm ? 'Enquiry form' : 'Call-back form',
      recaptcha,
      cell_(data.id),
    ]);
    return json_({ result: 'success' });
  } catch (err) {
    console.error(err);
    return json_({ result: 'error', error: String(err && err.message ? err.message : err) });
  }
}

/** Opening the web app's URL in a browser shows that the deployment works. */
function doGet() {
  return json_({ result: 'ok', message: 'Enquiry endpoint is running; the website sends enquiries by POST.' });
}

function parseBody_(e) {
  if (!e || !e.postData || !e.postData.contents) throw new Error('Empty request');
  // Parsed as JSON whatever the content type: in no-cors mode the browser sends text/plain.
  var data = JSON.parse(e.postData.contents);
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('Expected a JSON object');
  return data;
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
 * Appends under a script lock so simultaneous enquiries never overwrite each other; adds the header
 * row on first use. A row whose enquiry id is already in the sheet is skipped (a resend).
 */
function appendRow_(row) {
  var lock = LockService.getScriptLock();
  lock.waitLock(30000);
  try {
    var name = PropertiesService.getScriptProperties().getProperty('SHEET_NAME') || 'Enquiries';
    var spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    var sheet = spreadsheet.getSheetByName(name) || spreadsheet.insertSheet(name);
    if (sheet.getLastRow() === 0) {
      sheet.appendRow(HEADERS);
      sheet.setFrozenRows(1);
      sheet.getRange(1, 1, 1, HEADERS.length).setFontWeight('bold');
      sheet.getRange('D:D').setNumberFormat('@'); // Phone numbers stay text, exactly as typed.
    }
    var id = row[ID_COLUMN - 1];
    var rows = sheet.getLastRow() - 1;
    var ids = id && rows > 0 ? sheet.getRange(2, ID_COLUMN, rows, 1).getValues() : [];
    for (var i = 0; i < ids.length; i++) if (String(ids[i][0]) === id) return;
    sheet.appendRow(row);
  } finally {
    lock.releaseLock();
  }
}

/** A visitor's text as a cell: trimmed, bounded, and never run as a formula. */
function cell_(value) {
  var text = String(value == null ? '' : value)
    .trim()
    .slice(0, MAX_FIELD_LENGTH);
  return /^[=+\-@]/.test(text) ? "'" + text : text;
}

function json_(body) {
  return ContentService.createTextOutput(JSON.stringify(body)).setMimeType(ContentService.MimeType.JSON);
}
