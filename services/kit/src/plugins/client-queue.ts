import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { routeKind } from './rate-limit';

export interface ClientQueueOptions {
  /** API requests of one client served at once */
  running: number;
  /** more of its requests waiting their turn; beyond, 429 RATE_LIMITED with Retry-After */
  waiting: number;
}

/**
 * A page fires a handful of API calls at once and a script or an impatient player dozens; eight
 * at a time per client keep the event loop free for everyone else, and a line of 200 means an
 * ordinary burst (50 paid searches at once) is served in turn instead of refused.
 */
const CLIENT_QUEUE_DEFAULTS: ClientQueueOptions = { running: 8, waiting: 200 };

/** Seconds a client refused for a full line is told to wait (its line drains in about that). */
const RETRY_AFTER_SECONDS = 1;

interface Line {
  running: number;
  waiting: Array<() => void>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A long-lived answer (a Server-Sent Events stream): held open while it waits for events, it
     * takes no place in its client's line, or a player with a few tabs open would wait forever.
     */
    longLived?: boolean;
  }
}

const SLOT = Symbol('client-queue-slot');
type Queued = FastifyRequest & { [SLOT]?: { key: string; line: Line } };

/**
 * Per-client fairness for API requests (the same ones the rate limit counts): each client — its
 * account when signed in, else its address — has at most `running` requests in the handlers; the
 * next `waiting` wait in order (FIFO) and go on as earlier ones finish; a request beyond both is
 * refused with 429 RATE_LIMITED and Retry-After, which the front end's API client waits out.
 */
export const clientQueuePlugin = fp<Partial<ClientQueueOptions>>(
  async (app, options) => {
    const limits = { ...CLIENT_QUEUE_DEFAULTS, ...options };
    const lines = new Map<string, Line>();

    const release = (request: Queued) => {
      const slot = request[SLOT];
      if (!slot) return;
      request[SLOT] = undefined;
      const next = slot.line.waiting.shift();
      if (next) next(); // the slot passes to the next in line
      else slot.line.running--;
      if (slot.line.running === 0 && lines.get(slot.key) === slot.line) lines.delete(slot.key);
    };

    app.addHook('onRequest', async (request: Queued, reply) => {
      if (routeKind(request.method, request.url, request.routeOptions.url) === null) return;
      if (request.routeOptions.config?.longLived) return;
      const key = request.authSession ? `account:${request.authSession.accountId}` : `ip:${request.ip}`;
      let line = lines.get(key);
      if (!line) lines.set(key, (line = { running: 0, waiting: [] }));
      if (line.running < limits.running) {
        line.running++;
      } else if (line.waiting.length < limits.waiting) {
        await new Promise<void>((resolve) => line.waiting.push(resolve));
      } else {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw new AppError(429, 'RATE_LIMITED');
      }
      request[SLOT] = { key, line };
    });
    app.addHook('onResponse', async (request: Queued) => release(request));
    // a client that hung up may never see its response finish: its slot is freed now
    app.addHook('onRequestAbort', async (request: Queued) => release(request));
  },
  { name: 'criadero-client-queue', fastify: '5.x', dependencies: ['criadero-identity'] },
);
