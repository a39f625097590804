/// <reference lib="webworker" />
// App-local entry of the pairs-ranking worker (the engine's comlink worker).
import './public-path';
import '@criadero/genetics/worker';
