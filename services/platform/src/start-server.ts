import type { FastifyInstance } from 'fastify';

export interface StartServerOptions {
  port: number;
  host: string;
  /** printed once listening, e.g. "Criadero: http://127.0.0.1:3000" */
  banner: (url: string) => string;
}

/** Listens, prints the banner and closes the app cleanly on SIGINT/SIGTERM. */
export async function startServer(app: FastifyInstance, options: StartServerOptions): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
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
