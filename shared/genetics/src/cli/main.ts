import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { COMMANDS } from './commands.js';

const USAGE = `usage: criadero-genetics <command> < input.jsonl
  decode   one genes string per line (512-bit newGenes or 256-bit genes, hex or decimal)
           → one JSON line per input: the parsed genes
  pair     one JSON object per line: {"a": genes, "b": genes, "filter": {"parts": {"eyes": "eyes-zeal"}},
           "model": "spec-table" | "adjacent-swap"}  → one JSON line of percentages per input
Blank lines are skipped; a bad line yields {"error": "...", "line": n} and processing continues.`;

/** Runs the CLI; resolves with the exit code (bad lines do not change it). */
export async function runCli(argv: readonly string[], input: Readable, output: Writable, errors: Writable): Promise<number> {
  const [command] = argv;
  if (!command || command === '--help' || command === '-h') {
    (command ? output : errors).write(`${USAGE}\n`);
    return command ? 0 : 2;
  }
  const handler = COMMANDS[command];
  if (!handler) {
    errors.write(`unknown command "${command}"\n${USAGE}\n`);
    return 2;
  }
  const lines = createInterface({ input, crlfDelay: Infinity });
  let n = 0;
  for await (const raw of lines) {
    n++;
    const line = raw.trim();
    if (line === '') continue;
    let out: string;
    try {
      out = JSON.stringify(handler(line));
    } catch (e) {
      out = JSON.stringify({ error: e instanceof Error ? e.message : String(e), line: n });
    }
    if (!output.write(`${out}\n`)) await new Promise((r) => output.once('drain', r));
  }
  return 0;
}
