/// <reference lib="webworker" />
/**
 * Runs first in the worker. When the worker was started from a blob: URL (see
 * CrossOriginWorker), webpack's automatic publicPath would resolve against the page's origin;
 * the shim passes the remote's real base in `__criaderoWorkerBase`, used for any later chunk.
 */
declare let __webpack_public_path__: string;
const base = (self as unknown as { __criaderoWorkerBase?: string }).__criaderoWorkerBase;
if (base) __webpack_public_path__ = base;
export {};
