#!/usr/bin/env node
// Runs the TypeScript CLI through tsx's loader (the package ships sources, not a build).
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../src/cli/main.ts');
process.exitCode = await runCli(process.argv.slice(2), process.stdin, process.stdout, process.stderr);
