import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, vi } from 'vitest';
import type { Store } from '@criadero/service-kit/store';
import { AlertsRepository } from '../src/alerts/alerts-repository';
import type { AxieDoc } from '../src/market/store/axie-doc';
import { AxiesRepository } from '../src/market/store/axies-repository';
import { MarketChangesRepository, type NewMarketChange } from '../src/market/store/market-changes-repository';
import type { AxieTestApp } from './helpers';

/** Waits (polling) until every change appended so far has been matched. */
export async function matched(store: Store): Promise<void> {
  const last = await new MarketChangesRepository(store).lastSeq();
  const alerts = new AlertsRepository(store);
  await vi.waitFor(
    async () => {
      if ((await alerts.cursor()) < last) throw new Error('the matcher has not caught up');
    },
    { timeout: 15_000, interval: 20 },
  );
}

/** Appends changes to the market change log (what the market sync writes). */
export const appendChanges = (store: Store, changes: NewMarketChange[]) => new MarketChangesRepository(store).append(changes);

/** Loads the app's market (a card look-up needs it) and returns some of its adult axies, by id. */
export async function someAxies(app: AxieTestApp, store: Store, count: number): Promise<AxieDoc[]> {
  expect((await app.inject({ method: 'POST', url: '/api/axie/cards', payload: { ids: [1] } })).statusCode).toBe(200);
  return new AxiesRepository(store).find({ stage: 4 }, { sort: { id: 1 }, limit: count });
}

interface DiscordEmbed {
  title: string;
  url?: string;
  description: string;
  image?: { url: string };
  fields: Array<{ name: string; value: string }>;
}

interface ReceivedMessage {
  /** the path and query the message was posted to */
  path: string;
  body: { content: string; embeds?: DiscordEmbed[] };
}

/** How the stand-in answers one call: a status (a JSON body, a redirect), or never (`hang`). */
export interface DiscordReply {
  status: number;
  location?: string;
  json?: object;
  hang?: boolean;
}

/**
 * A local HTTP server standing in for Discord: records what it receives; `answer` picks the reply
 * per path and per call (the calls that path had before: 0 for the first).
 */
export async function startDiscordReceiver(answer: (path: string, call: number) => DiscordReply = () => ({ status: 204 })) {
  const received: ReceivedMessage[] = [];
  const calls = new Map<string, number>();
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, body: raw ? (JSON.parse(raw) as ReceivedMessage['body']) : { content: '' } });
      const call = calls.get(path) ?? 0;
      calls.set(path, call + 1);
      const reply = answer(path, call);
      if (reply.hang) return; // a webhook that never answers
      const headers: Record<string, string> = reply.location ? { location: reply.location } : {};
      if (reply.json) headers['content-type'] = 'application/json';
      res.writeHead(reply.status, headers);
      res.end(reply.json ? JSON.stringify(reply.json) : undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** the messages posted to one webhook id */
    to: (webhookId: string) => received.filter((m) => m.path.startsWith(`/api/webhooks/${webhookId}/`)),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const WEBHOOK_TOKEN = 'tOkEn_abcdefghijklmnopqrstuvwxyz-0123456789ABCDEFGHIJKLMNOPQRSTUVWX';
export const webhookUrl = (id: string) => `https://discord.com/api/webhooks/${id}/${WEBHOOK_TOKEN}`;
