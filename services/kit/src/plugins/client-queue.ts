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
  /** each waiting request's turn: called with true when a place is free, false if its client left */
  waiting: Array<(served: boolean) => void>;
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
const TURN = Symbol('client-queue-turn');
type Queued = FastifyRequest & {
  [SLOT]?: { key: string; line: Line };
  /** while the request waits in line: its line and its turn */
  [TURN]?: { key: string; line: Line; turn: (served: boolean) => void };
};

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

    const dropIfEmpty = (key: string, line: Line) => {
      if (line.running === 0 && line.waiting.length === 0 && lines.get(key) === line) lines.delete(key);
    };
    const release = (request: Queued) => {
      const slot = request[SLOT];
      if (!slot) return;
      request[SLOT] = undefined;
      const next = slot.line.waiting.shift();
      if (next) next(true); // the slot passes to the next in line
      else slot.line.running--;
      dropIfEmpty(slot.key, slot.line);
    };
    // a client that hung up while waiting leaves the line
    const leave = (request: Queued) => {
      const waiting = request[TURN];
      if (!waiting) return;
      request[TURN] = undefined;
      const at = waiting.line.waiting.indexOf(waiting.turn);
      if (at >= 0) waiting.line.waiting.splice(at, 1);
      waiting.turn(false);
      dropIfEmpty(waiting.key, waiting.line);
    };

    app.addHook('onRequest', async (request: Queued, reply) => {
      if (routeKind(request.method, request.url, request.routeOptions.url) === null) return;
      if (request.routeOptions.config?.longLived) return;
      // its client hung up before this (while its session was read): nothing to answer
      if (reply.raw.destroyed) return void reply.hijack();
      const key = request.authSession ? `account:${request.authSession.accountId}` : `ip:${request.ip}`;
      let line = lines.get(key);
      if (!line) lines.set(key, (line = { running: 0, waiting: [] }));
      // the place is given back when the answer is done or its connection is dropped, whichever
      // comes first: an answer to a closed connection never finishes (no onResponse), and a
      // request that took a place for it would hold it for good
      reply.raw.once('close', () => {
        leave(request);
        release(request);
      });
      if (line.running < limits.running) {
        line.running++;
      } else if (line.waiting.length < limits.waiting) {
        const served = await new Promise<boolean>((turn) => {
          line.waiting.push(turn);
          request[TURN] = { key, line, turn };
        });
        request[TURN] = undefined;
        // its client is gone: nothing to answer, no handler to run
        if (!served) return void reply.hijack();
      } else {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw new AppError(429, 'RATE_LIMITED');
      }
      request[SLOT] = { key, line };
    });
  },
  { name: 'criadero-client-queue', fastify: '5.x', dependencies: ['criadero-identity'] },
);
