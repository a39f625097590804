/**
 * A Worker that also starts when the script lives on another origin than the page.
 *
 * Why: this remote is a Module Federation bundle with publicPath 'auto', served from its own
 * origin (e.g. http://127.0.0.1:3101) while the page is the shell's origin. Browsers refuse
 * `new Worker(crossOriginUrl)` (SecurityError): a worker's script must be same-origin. A classic
 * worker may however `importScripts()` a cross-origin script (no CORS needed, like <script>). So
 * for a foreign URL we start the worker from a tiny same-origin blob: that records the remote's
 * base URL (so the worker's webpack runtime resolves any chunk against the remote, not the blob's
 * origin — see pairs.worker.ts) and imports the real worker chunk.
 *
 * webpack is told (module.parser.javascript.worker in webpack.config.cjs) that
 * `new CrossOriginWorker(new URL('./x.ts', import.meta.url))` is a worker constructor, so it still
 * bundles `./x.ts` as a separate worker chunk and passes its final URL here. webpack emits a
 * classic worker chunk (output.module is off), hence no `type: 'module'`.
 */
export class CrossOriginWorker extends Worker {
  constructor(url: URL | string, options: WorkerOptions = {}) {
    const target = new URL(String(url), self.location.href);
    if (target.origin === self.location.origin) {
      super(target, options);
      return;
    }
    const baseUrl = target.href.slice(0, target.href.lastIndexOf('/') + 1);
    const source = `self.__criaderoWorkerBase=${JSON.stringify(baseUrl)};importScripts(${JSON.stringify(target.href)});`;
    const blobUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    super(blobUrl, { ...options, type: 'classic' });
    // the blob is read when the worker starts; keep it until then
    setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000);
  }
}
