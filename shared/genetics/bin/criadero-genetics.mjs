#!/usr/bin/env node
// Runs the CLI as built JavaScript (`npm run build` bundles src/cli into dist/cli.mjs): no
// TypeScript loader at run time.
import { existsSync } from 'node:fs';

const built = new URL('../dist/cli.mjs', import.meta.url);
if (!existsSync(built)) {
  process.stderr.write('criadero-genetics: not built yet (npx turbo run build --filter=@criadero/genetics)\n');
  process.exit(2);
}
const { runCli } = await import(built.href);
process.exitCode = await runCli(process.argv.slice(2), process.stdin, process.stdout, process.stderr);
