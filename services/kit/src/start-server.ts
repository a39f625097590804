import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

export interface StartServerOptions {
  port: number;
  host: string;
  /** printed once listening, e.g. "Criadero: http://127.0.0.1:3000" */
  banner: (url: string) => string;
  /** most time SIGINT/SIGTERM waits for requests in flight before the process exits anyway (ms) */
  drainMs?: number;
}

/** Default drain deadline: within a typical orchestrator's grace period (Kubernetes: 30 s). */
const DRAIN_DEADLINE_MS = 10_000;

/**
 * Listens, prints the banner, and on SIGINT/SIGTERM (or an uncaught error) drains: stops
 * accepting connections, lets requests in flight finish, closes the store and the CPU pool —
 * and exits within `drainMs` whatever is still running (close-with-grace). A second signal
 * exits at once.
 */
export async function startServer(app: FastifyInstance, options: StartServerOptions): Promise<void> {
  closeWithGrace({ delay: options.drainMs ?? DRAIN_DEADLINE_MS, logger: { error: (message: unknown) => app.log.error(message) } }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an uncaught error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  // started by a supervisor with an IPC channel (the gateway's `npm start`): when that channel
  // closes the supervisor is gone, even killed with SIGKILL; drain and exit rather than run orphaned
  if (process.send) process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not start');
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  console.log(options.banner(`http://${options.host}:${port}`));
}
