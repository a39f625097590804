import { ConfigError } from './env';

/**
 * For a server entry point: a ConfigError (a variable missing, malformed or unsafe for NODE_ENV,
 * a data folder in use) ends the process with one line on stderr and exit code 2, instead of a
 * stack trace an operator has to read through. Anything else is rethrown.
 */
export function exitOnConfigError(error: unknown, name = 'Criadero'): never {
  const refusal = configErrorIn(error);
  if (!refusal) throw error;
  process.stderr.write(`${name} cannot start: ${refusal.message}\n`);
  process.exit(2);
}

/** The ConfigError itself, or one a framework wrapped (Fastify's plugin loading keeps it as a `cause`). */
function configErrorIn(error: unknown): ConfigError | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof ConfigError) return e;
  }
  return undefined;
}

/** Runs a config loader for a server entry point (see exitOnConfigError). */
export function loadConfigOrExit<T>(load: () => T, name = 'Criadero'): T {
  try {
    return load();
  } catch (error) {
    return exitOnConfigError(error, name);
  }
}
