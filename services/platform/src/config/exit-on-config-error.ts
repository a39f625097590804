import { ConfigError } from './env';

/**
 * Runs a config loader for a server entry point: a ConfigError (a variable missing, malformed or
 * unsafe for NODE_ENV) ends the process with one line on stderr and exit code 2, instead of a
 * stack trace an operator has to read through.
 */
export function loadConfigOrExit<T>(load: () => T, name = 'Criadero'): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${name} cannot start: ${error.message}\n`);
    process.exit(2);
  }
}
