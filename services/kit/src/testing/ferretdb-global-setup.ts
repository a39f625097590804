import type { TestProject } from 'vitest/node';
import { startFerretDb } from './ferretdb';
import type {} from './store-targets'; // the ProvidedContext keys

/**
 * vitest globalSetup: builds (if needed) and starts FerretDB once per test run.
 * If the binary cannot be built or started, this throws and the run fails:
 * the FerretDB half of the contract suite is never skipped silently.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const ferret = await startFerretDb();
  project.provide('ferretdbUri', ferret.uri);
  project.provide('mongodbUri', process.env.MONGODB_URI ?? '');
  return () => ferret.stop();
}
