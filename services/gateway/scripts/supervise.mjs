// What `npm start` runs for the gateway (package.json "start"): the server as a child process,
// restarted with backoff when it crashes, so one crash does not take the site down; and when it
// stops on purpose (SIGTERM/SIGINT, a configuration refusal) or keeps crashing, this exits
// non-zero with one line, which makes turbo stop the remotes' servers too: never a site with
// remotes and no gateway. In production a process manager (deploy/criadero-gateway.service in this package)
// runs `node dist/server.js` itself and this is not used.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const SUPERVISE_DEFAULTS = { firstDelayMs: 1000, maxDelayMs: 30_000, maxCrashes: 5, windowMs: 60_000 };

/** Exit codes of the server that are decisions, not crashes: stop everything. */
const STOPPED = 0; // drained after SIGTERM/SIGINT
const REFUSED = 2; // a configuration refusal (one line already printed)

/**
 * Runs `command` (argv) and keeps it running. Resolves with the exit code this process should end
 * with. `say` prints one line (stderr).
 */
export function supervise(command, options = {}) {
  const { firstDelayMs, maxDelayMs, maxCrashes, windowMs } = { ...SUPERVISE_DEFAULTS, ...options };
  const say = options.say ?? ((line) => process.stderr.write(`${line}\n`));
  const crashes = [];
  let child;
  let stopping = null;

  return new Promise((resolve) => {
    const forward = (signal) => {
      stopping = signal;
      if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
      else resolve(signal === 'SIGINT' ? 130 : 143);
    };
    process.on('SIGTERM', () => forward('SIGTERM'));
    process.on('SIGINT', () => forward('SIGINT'));

    const start = () => {
      // an IPC channel: the server ends itself if this supervisor is gone (even after SIGKILL)
      child = spawn(command[0], command.slice(1), { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
      child.once('exit', (code, signal) => {
        if (stopping) return resolve(stopping === 'SIGINT' ? 130 : 143);
        if (code === STOPPED || code === REFUSED) {
          if (code === STOPPED) say('Criadero: the gateway stopped; stopping the remotes too.');
          return resolve(code === STOPPED ? 143 : REFUSED);
        }
        const now = Date.now();
        crashes.push(now);
        while (crashes[0] < now - windowMs) crashes.shift();
        const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
        if (crashes.length >= maxCrashes) {
          say(`Criadero: the gateway ${how}, its ${crashes.length}th crash within ${Math.round(windowMs / 1000)} s; stopping everything.`);
          return resolve(1);
        }
        const delay = Math.min(maxDelayMs, firstDelayMs * 2 ** (crashes.length - 1));
        say(`Criadero: the gateway ${how}; restarting it in ${(delay / 1000).toFixed(1)} s.`);
        setTimeout(() => (stopping ? resolve(stopping === 'SIGINT' ? 130 : 143) : start()), delay);
      });
    };
    start();
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv.includes('--') ? process.argv.slice(process.argv.indexOf('--') + 1) : [process.execPath, '--enable-source-maps', 'dist/server.js'];
  process.exit(await supervise(command));
}
