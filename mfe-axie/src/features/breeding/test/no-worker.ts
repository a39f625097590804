// jsdom has no Worker: imported first by a page test, so the ranking engine falls back to the
// in-page one (as when a browser refuses the worker). Same engine, same results.
if (!('Worker' in globalThis))
  Object.assign(globalThis, {
    Worker: class {
      constructor() {
        throw new Error('no Worker in jsdom');
      }
    },
  });
