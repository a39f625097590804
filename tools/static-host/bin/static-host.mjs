#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { startStaticHost } from '../src/static-host.mjs';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string' }, host: { type: 'string', default: '127.0.0.1' } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: criadero-static-host --dir dist --port 3101');
  process.exit(2);
}
const { url } = await startStaticHost({ dir: values.dir, port, host: values.host });
console.log(`${process.env.npm_package_name ?? 'static host'} serving ${values.dir} at ${url}`);
