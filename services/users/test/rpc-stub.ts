import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRpc {
  requests: Array<{ method: string; params: unknown[] }>;
  url: string;
  close(): Promise<void>;
}

/** A local JSON-RPC server that answers with a recorded response body (the `id` is echoed). */
export async function serveRecordedRpc(respond: (call: { method: string; params: unknown[] }) => object): Promise<RecordedRpc> {
  const requests: RecordedRpc['requests'] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const call = JSON.parse(raw) as { id: number; method: string; params: unknown[] };
      requests.push({ method: call.method, params: call.params });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ...respond(call), id: call.id }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
