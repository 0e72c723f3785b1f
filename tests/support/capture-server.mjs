// A stand-in for the spreadsheet web app on 127.0.0.1: records every enquiry POSTed to /enquiry
// so browser tests can assert the payload. GET /captured?email=… returns what arrived for an e-mail.
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 4322);
/** @type {{ receivedAt: number, contentType: string | undefined, body: any }[]} */
const captured = [];

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
      captured.push({ receivedAt: Date.now(), contentType: req.headers['content-type'], body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":"success"}');
    });
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
