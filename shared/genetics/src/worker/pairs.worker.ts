/// <reference lib="webworker" />
/**
 * Web Worker entry: import this module from an app-local worker file and pass that worker to
 * createPairsClient (./client.ts).
 */
import * as Comlink from 'comlink';
import { createPairsWorkerApi } from './api.js';

Comlink.expose(createPairsWorkerApi());
