import fp from 'fastify-plugin';
import type { BalanceReader } from '../balances/balance-reader';
import { InMemoryBalanceReader, loadBalanceTable } from '../balances/in-memory-balance-reader';
import { JsonRpcBalanceReader } from '../balances/json-rpc-balance-reader';

export interface BalanceReaderOptions {
  roninRpcUrl: string | undefined;
  chainId: number;
  rpcTimeoutMs: number;
  embeddedBalancesFile: string;
  /** a reader supplied by the caller (tests) */
  reader?: BalanceReader;
}

declare module 'fastify' {
  interface FastifyInstance {
    balanceReader: BalanceReader;
  }
}

/** JSON-RPC when RONIN_RPC_URL is set, otherwise the embedded balance table. */
export const balanceReaderPlugin = fp<BalanceReaderOptions>(
  async (app, options) => {
    let reader = options.reader;
    if (!reader && options.roninRpcUrl) {
      const rpc = new JsonRpcBalanceReader(options.roninRpcUrl, options.chainId, options.rpcTimeoutMs);
      app.addHook('onClose', async () => rpc.destroy());
      reader = rpc;
    }
    if (!reader) {
      app.log.warn(`RONIN_RPC_URL is not set: USDC balances come from the local table ${options.embeddedBalancesFile}, not the chain.`);
      reader = new InMemoryBalanceReader(loadBalanceTable(options.embeddedBalancesFile));
    }
    app.decorate('balanceReader', reader);
  },
  { name: 'criadero-balance-reader', fastify: '5.x' },
);
