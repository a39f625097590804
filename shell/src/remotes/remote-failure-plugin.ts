// Module Federation runtime plugin: when a remote cannot be fetched, answer with a marker
// module instead of letting the runtime throw, so the shell can show "tool unavailable".
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const UNAVAILABLE = '__criaderoRemoteUnavailable';

/** @public Loaded by file path as a Module Federation runtime plugin (webpack.config.cjs). */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'criadero-remote-failure',
    errorLoadRemote({ id, error }) {
      console.warn(`[criadero] remote module ${id} unavailable:`, error instanceof Error ? error.message : error);
      return { [UNAVAILABLE]: true, id, message: error instanceof Error ? error.message : String(error) };
    },
  };
}
