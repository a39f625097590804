// A partner's site on its own origin, embedding Criadero tools. Used by the embed browser test
// and by hand:  node tools/partner-demo/serve.mjs --platform http://127.0.0.1:3000 --port 4000
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const page = readFileSync(fileURLToPath(new URL('./index.html', import.meta.url)), 'utf8');

/** Serves the demo page on `host:port` (port 0 = free port); resolves with its URL. */
export function servePartnerDemo({ platformOrigin, port = 0, host = 'localhost' }) {
  const html = page.replaceAll('PLATFORM_ORIGIN', platformOrigin);
  const server = createServer((req, res) => {
    if (req.url === '/' || req.url === '/index.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    } else {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const { port: actual } = server.address();
      resolve({ url: `http://${host}:${actual}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { platform: { type: 'string', default: 'http://127.0.0.1:3000' }, port: { type: 'string', default: '4000' } } });
  const { url } = await servePartnerDemo({ platformOrigin: values.platform, port: Number(values.port) });
  console.log(`partner demo: ${url} (embedding ${values.platform})`);
}
