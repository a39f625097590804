/// <reference lib="webworker" />
/**
 * Web Worker entry: `new Worker(new URL('./pairs.worker.ts', import.meta.url), { type: 'module' })`
 * (see spawnPairsWorker in ./client.ts), or import this module from an app-local worker file.
 */
import * as Comlink from 'comlink';
import { createPairsWorkerApi } from './api.js';

Comlink.expose(createPairsWorkerApi());
