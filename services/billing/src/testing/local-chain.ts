import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ContractFactory, HDNodeWallet, JsonRpcProvider, Mnemonic, Network, NonceManager, Wallet, toQuantity, type Contract, type Signer } from 'ethers';

/** The hardhat development mnemonic (public, local chains only). */
const MNEMONIC = 'test test test test test test test test test test test junk';
const LOCAL_CHAIN_ID = 31337;

interface HardhatJsonRpcServer {
  listen(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}

interface Eip1193 {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

export interface LocalChain {
  /** JSON-RPC over HTTP, like a real node (`hardhat node` uses the same server) */
  url: string;
  chainId: number;
  provider: JsonRpcProvider;
  /** funded development accounts (0 deploys the token) */
  wallets: HDNodeWallet[];
  /** a signer for wallets[i] that tracks its own nonces */
  signer(index: number): Signer;
  /** Deploys the 6-decimal TestUSDC and mints `mintTo` 1,000,000 USDC each. */
  deployUsdc(mintTo: string[]): Promise<Contract>;
  /** A fresh random wallet with 100 ETH for gas and 1,000,000 of each token given. */
  newWallet(tokens: Contract[]): Promise<{ wallet: Wallet; signer: Signer; address: string }>;
  mine(blocks?: number): Promise<void>;
  setAutomine(on: boolean): Promise<void>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
const TOKEN = JSON.parse(readFileSync(fileURLToPath(new URL('../../test/contracts/build/TestUSDC.json', import.meta.url)), 'utf8')) as {
  abi: unknown[];
  bytecode: string;
};

/**
 * A local EVM chain in this process: Hardhat 2's network (EDR) behind Hardhat's own JSON-RPC
 * server (`hardhat node`'s, from its public `node:create-server` subtask) on a free loopback port. ethers talks to it with `cacheTimeout: -1` (no cached
 * eth_getTransactionCount: ethers caches identical calls for 250 ms, so a transaction sent right
 * after another would reuse its nonce) and a 50 ms polling interval.
 */
export async function startLocalChain(): Promise<LocalChain> {
  process.env.HARDHAT_CONFIG ??= fileURLToPath(new URL('./hardhat.config.cjs', import.meta.url));
  const hre = require('hardhat') as { network: { provider: Eip1193 }; run(task: string, args: object): Promise<unknown> };
  const { TASK_NODE_CREATE_SERVER } = require('hardhat/builtin-tasks/task-names') as { TASK_NODE_CREATE_SERVER: string };
  // the subtask `hardhat node` builds its server with (public: plugins override it), without the node task's console and watcher
  const server = (await hre.run(TASK_NODE_CREATE_SERVER, { hostname: '127.0.0.1', port: 0, provider: hre.network.provider })) as HardhatJsonRpcServer;
  const { port } = await server.listen();
  const url = `http://127.0.0.1:${port}`;
  const provider = new JsonRpcProvider(url, Network.from(LOCAL_CHAIN_ID), { staticNetwork: true, pollingInterval: 50, cacheTimeout: -1 });
  const root = HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(MNEMONIC), "m/44'/60'/0'/0");
  const wallets = Array.from({ length: 8 }, (_, i) => root.deriveChild(i).connect(provider));
  const signers = new Map<number, Signer>();
  const signer = (index: number) => {
    let s = signers.get(index);
    if (!s) signers.set(index, (s = new NonceManager(wallets[index]!)));
    return s;
  };
  const rpc = (method: string, params: unknown[] = []) => provider.send(method, params);

  return {
    url,
    chainId: LOCAL_CHAIN_ID,
    provider,
    wallets,
    signer,
    async deployUsdc(mintTo) {
      const factory = new ContractFactory(TOKEN.abi as never, TOKEN.bytecode, signer(0));
      const token = (await factory.deploy()) as Contract;
      await token.waitForDeployment();
      for (const to of mintTo) await (await token.getFunction('mint')(to, 1_000_000n * 10n ** 6n)).wait();
      return token;
    },
    async newWallet(tokens) {
      const wallet = new Wallet(Wallet.createRandom().privateKey, provider);
      await rpc('hardhat_setBalance', [wallet.address, toQuantity(100n * 10n ** 18n)]);
      for (const token of tokens) await (await token.getFunction('mint')(wallet.address, 1_000_000n * 10n ** 6n)).wait();
      return { wallet, signer: new NonceManager(wallet), address: wallet.address };
    },
    async mine(blocks = 1) {
      await rpc('hardhat_mine', [`0x${blocks.toString(16)}`]);
    },
    async setAutomine(on) {
      await rpc('evm_setAutomine', [on]);
    },
    async close() {
      provider.destroy();
      await server.close();
    },
  };
}
