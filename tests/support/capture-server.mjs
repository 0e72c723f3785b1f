// A stand-in for the spreadsheet web app on 127.0.0.1: records every enquiry POSTed to /enquiry
// so browser tests can assert the payload. GET /captured?email=… returns what arrived for an e-mail.
// POST /outage?email=…&down=1 makes the endpoint unreachable for that e-mail's enquiries (the
// connection is dropped, as when the web app is down) until down=0; `&status=503` answers that
// status instead. Tests in parallel each use their own e-mail, so one test's outage never touches
// another's. Every POST is recorded, a repeated id too: a test sees a duplicate send. It answers
// with CORS allowed, as the Apps Script web app does.
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 4322);
/** @type {{ receivedAt: number, contentType: string | undefined, body: any }[]} */
const captured = [];
/** E-mails whose enquiries currently meet a dead endpoint: 0 drops the connection, else the status answered. */
const down = new Map();

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
      const cors = { 'access-control-allow-origin': '*' };
      const outage = down.get(body?.email);
      if (outage === 0) return req.socket.destroy();
      if (outage) return res.writeHead(outage, cors).end();
      captured.push({ receivedAt: Date.now(), contentType: req.headers['content-type'], body });
      res.writeHead(200, { 'content-type': 'application/json', ...cors }).end('{"result":"success"}');
    });
    return;
  }
  if (req.method === 'POST' && url.pathname === '/outage') {
    const email = url.searchParams.get('email') ?? '';
    if (url.searchParams.get('down') === '1') down.set(email, Number(url.searchParams.get('status') ?? 0));
    else down.delete(email);
    res.writeHead(204).end();
    return;
  }
  if (req.method === 'GET' && url.pathname === '/captured') {
    const email = url.searchParams.get('email');
    const rows = email ? captured.filter((c) => c.body?.email === email) : captured;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
    return;
  }
  if (url.pathname === '/health') {
    res.writeHead(200).end('ok');
    return;
  }
  res.writeHead(404).end();
}).listen(port, '127.0.0.1', () => console.log(`capture server on http://127.0.0.1:${port}`));
