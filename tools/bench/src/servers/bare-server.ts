/**
 * The baseline: a bare Node `http` server answering one fixed JSON document, in its own
 * process like the gateway. Prints `{"url": ...}` on stdout once listening.
 */
import { createServer } from 'node:http';

const BODY = JSON.stringify({ ok: true, service: 'baseline', items: [1, 2, 3, 4, 5], note: 'fixed JSON answer of a bare node:http server' });

const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(BODY) });
    response.end(BODY);
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (typeof address === 'object' && address) console.log(JSON.stringify({ url: `http://127.0.0.1:${address.port}` }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
