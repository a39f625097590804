import { afterAll, beforeAll } from 'vitest';
import { startFerretDb, type RunningFerretDb } from './ferretdb';

/**
 * FerretDB of its own for the tests of the `describe` (or file) that calls this: started before
 * them, stopped after. Read `uri` inside a test or a later hook, once it has started.
 */
export function ferretDbForSuite(): { readonly uri: string } {
  let ferret: RunningFerretDb | undefined;
  beforeAll(async () => {
    ferret = await startFerretDb();
  }, 120_000);
  afterAll(async () => ferret?.stop());
  return {
    get uri() {
      if (!ferret) throw new Error('FerretDB has not started yet: read its uri inside a test or a later hook');
      return ferret.uri;
    },
  };
}
