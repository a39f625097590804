// Loaded with `node --import` before a built tool: records what the process runs with (its node
// flags, NODE_OPTIONS) and every module it loads, and writes them as JSON to the file named by
// CRIADERO_MODULE_PROBE when the process exits. The test then checks that no TypeScript loader
// was there and that no module loaded was TypeScript.
import { registerHooks } from 'node:module';
import { writeFileSync } from 'node:fs';

const loaded = [];
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    loaded.push(resolved.url);
    return resolved;
  },
});
process.on('exit', () => {
  writeFileSync(process.env.CRIADERO_MODULE_PROBE, JSON.stringify({ execArgv: process.execArgv, nodeOptions: process.env.NODE_OPTIONS ?? '', loaded }));
});
