// A stand-in for the spreadsheet web app on 127.0.0.1: records every enquiry POSTed to /enquiry
// so browser tests can assert the payload, and answers as scripts/enquiry-sheet/Code.gs does:
// HTTP 200 with {"result":"success","id":…}, or "duplicate" for an id it already holds (the row is
// written once, but every POST is recorded: a test sees a duplicate send). GET /captured?email=…
// returns what arrived for an e-mail; GET /attempts?email=… how many POSTs came for it, failed ones too.
//
// POST /outage?email=…&down=1 makes the endpoint fail that e-mail's enquiries, recording nothing,
// until down=0. How it fails, by `answer`:
//   (none)     the connection is dropped, as when the web app cannot be reached
//   503 …      that HTTP status
//   error      200 with {"result":"error"}, as the web app answers a lock timeout or a spent quota
//   html       200 with an HTML sign-in page, as a web app not deployed for "Anyone" answers
//   hang       no answer at all; the connection is dropped when the outage ends
//   rejected   200 with {"result":"rejected","reason":…}, as the web app answers what is not a lead
// Tests in parallel each use their own e-mail, so one test's outage never touches another's. It
// answers with CORS allowed, as the Apps Script web app does.
//
// Answers sent for review (kind "answer", issue 47) are answered by the real web app,
// scripts/enquiry-sheet/Code.gs run in Node (tests/support/enquiry-web-app.mjs), which writes them
// into a fake of the academy's Contentful space (tests/support/fake-contentful-management.mjs);
// GET /management/entries and /management/assets return what that space holds. An answer's outage
// is set by its name, as an enquiry's by its e-mail.
import { createServer } from 'node:http';
import { deployWebApp } from './enquiry-web-app.mjs';
import { fakeManagement } from './fake-contentful-management.mjs';

const port = Number(process.argv[2] ?? 4322);
/** @type {{ receivedAt: number, contentType: string | undefined, body: any }[]} */
const captured = [];
/** E-mails whose enquiries currently fail, and how (see above). */
const down = new Map();
/** Requests held without an answer, by e-mail, dropped when the outage ends. */
const hung = new Map();
/** POSTs per e-mail, whatever they were answered. */
const attempts = new Map();

/** The academy's space, and the web app with the script properties that send answers there. */
const contentful = fakeManagement({ space: 'academy-space', token: 'test-management-token' });
const webApp = deployWebApp({
  contentful,
  properties: { CONTENTFUL_MANAGEMENT_TOKEN: contentful.token, CONTENTFUL_SPACE_ID: contentful.space },
});

const REJECTED_REASON = 'Please choose a course from the list.';
const SIGN_IN_PAGE = '<!doctype html><html><head><title>Google Accounts</title></head><body>Sign in</body></html>';

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  if (req.method === 'POST' && url.pathname === '/enquiry') {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      let body;
      try {
        body = JSON.parse(raw);
      } catch {
        body = { unparsed: raw };
      }
      const forReview = body?.kind === 'answer';
      const who = forReview ? body.name : body?.email;
      attempts.set(who, (attempts.get(who) ?? 0) + 1);
      const cors = { 'access-control-allow-origin': '*' };
      const json = (answer) =>
        res.writeHead(200, { 'content-type': 'application/json', ...cors }).end(JSON.stringify(answer));
      const outage = down.get(who);
      if (outage === '') return req.socket.destroy();
      if (outage === 'error') return json({ result: 'error', error: 'Lock timeout: another process held the lock.' });
      if (outage === 'rejected') return json({ result: 'rejected', reason: REJECTED_REASON });
      if (outage === 'html') return res.writeHead(200, { 'content-type': 'text/html', ...cors }).end(SIGN_IN_PAGE);
      if (outage === 'hang') return hung.set(who, [...(hung.get(who) ?? []), req.socket]);
      if (outage) return res.writeHead(Number(outage), cors).end();
      if (forReview) return json(webApp.post(raw));
      const known = captured.some((c) => c.body?.id === body?.id);
      captured.push({ receivedAt: Date.now(), contentType: req.headers['content-type'], body });
      json({ result: known ? 'duplicate' : 'success', id: body?.id });
    });
    return;
  }
  if (req.method === 'POST' && url.pathname === '/outage') {
    const email = url.searchParams.get('email') ?? '';
    if (url.searchParams.get('down') === '1') down.set(email, url.searchParams.get('answer') ?? '');
    else {
      down.delete(email);
      for (const socket of hung.get(email) ?? []) socket.destroy();
      hung.delete(email);
    }
    res.writeHead(204).end();
    return;
  }
  if (req.method === 'GET' && url.pathname === '/captured') {
    const email = url.searchParams.get('email');
    const rows = email ? captured.filter((c) => c.body?.email === email) : captured;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
    return;
  }
  const held = { '/management/entries': contentful.entries, '/management/assets': contentful.assets }[url.pathname];
  if (req.method === 'GET' && held) {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([...held.values()]));
    return;
  }
  if (req.method === 'GET' && url.pathname === '/attempts') {
    const count = attempts.get(url.searchParams.get('email')) ?? 0;
    res.writeHead(200, { 'content-type': 'application/json' }).end(String(count));
    return;
  }
  if (url.pathname === '/health') {
    res.writeHead(200).end('ok');
    return;
  }
  res.writeHead(404).end();
}).listen(port, '127.0.0.1', () => console.log(`capture server on http://127.0.0.1:${port}`));
