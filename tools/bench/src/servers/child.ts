import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ChildServer<T> {
  info: T;
  stop(): Promise<void>;
}

/** Runs one of ./*-server.ts with tsx in its own process; resolves with the JSON it prints first. */
export async function startChild<T>(script: string, env: Record<string, string> = {}, timeoutMs = 180_000): Promise<ChildServer<T>> {
  const path = fileURLToPath(new URL(`./${script}`, import.meta.url));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => void (stderr = (stderr + chunk.toString()).slice(-4000)));
  const info = await new Promise<T>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${script} did not start within ${timeoutMs} ms: ${stderr}`)), timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.trim().startsWith('{'));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line) as T);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}: ${stderr}`));
    });
  });
  return {
    info,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}
