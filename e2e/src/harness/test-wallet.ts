import type { BrowserContext } from 'playwright-core';
import { getBytes, isHexString, type BaseWallet, type JsonRpcProvider } from 'ethers';

export interface TestWalletOptions {
  /** the chain the wallet is on (default 2020, Ronin) */
  chainId?: number;
  /** chains the wallet knows (default: only `chainId`); switching to another fails with 4902 until it is added */
  knownChains?: number[];
  /** transactions are signed and sent to this node (the local EVM chain of the payment tests) */
  rpc?: JsonRpcProvider;
  /** how it announces itself (EIP-6963); default 'Test Wallet' as Ronin Wallet (com.roninchain.wallet) */
  info?: { uuid: string; name: string; rdns: string };
}

export interface TestWallet {
  /** every request the pages made of this wallet, in order */
  requests: { method: string; params: unknown[] }[];
  /** the chain it is on now */
  chainId(): number;
  /** The player picks another account in the extension: answers for `next` from now on and emits accountsChanged in every open page. */
  switchAccount(next: BaseWallet): Promise<void>;
}

/**
 * Injects an EIP-1193 wallet into every page of a context, announced through EIP-6963 like a
 * browser extension (call it again with another `info` for a second extension). Requests are
 * answered in Node by a real ethers Wallet: signatures are real secp256k1 signatures of the exact
 * message the site builds. Chain switches behave like MetaMask's: an unknown chain is error 4902
 * until wallet_addEthereumChain adds it. Errors reach the page with their EIP-1193 `code`.
 */
export async function installTestWallet(context: BrowserContext, wallet: BaseWallet, options: TestWalletOptions = {}): Promise<TestWallet> {
  const info = options.info ?? { uuid: 'criadero-test-wallet', name: 'Test Wallet', rdns: 'com.roninchain.wallet' };
  let account = wallet;
  let chainId = options.chainId ?? 2020;
  const known = new Set(options.knownChains ?? [chainId]);
  const requests: TestWallet['requests'] = [];
  const answer = async (method: string, params: unknown[]): Promise<unknown> => {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [account.address];
      case 'eth_chainId':
        return `0x${chainId.toString(16)}`;
      case 'wallet_switchEthereumChain': {
        const wanted = Number((params[0] as { chainId: string }).chainId);
        if (!known.has(wanted)) throw Object.assign(new Error(`Unrecognized chain ID ${wanted}`), { code: 4902 });
        chainId = wanted;
        return null;
      }
      case 'wallet_addEthereumChain':
        known.add(Number((params[0] as { chainId: string }).chainId));
        return null;
      case 'personal_sign': {
        const [message] = params as [string];
        return account.signMessage(isHexString(message) ? getBytes(message) : message);
      }
      case 'eth_sendTransaction': {
        if (!options.rpc) throw new Error('test wallet has no chain');
        const [tx] = params as [{ to: string; data?: string; value?: string }];
        const sent = await account.connect(options.rpc).sendTransaction({ to: tx.to, data: tx.data, value: tx.value ? BigInt(tx.value) : undefined });
        return sent.hash;
      }
      default:
        if (options.rpc) return options.rpc.send(method, params);
        throw new Error(`test wallet: unsupported method ${method}`);
    }
  };
  const bridge = `__criaderoTestWallet_${info.uuid.replace(/\W/g, '_')}`;
  await context.exposeFunction(bridge, async (method: string, params: unknown[] = []) => {
    requests.push({ method, params });
    try {
      return { ok: await answer(method, params) };
    } catch (error) {
      const { code, message } = error as { code?: number; message: string };
      return { error: { code: code ?? -32603, message } };
    }
  });
  await context.addInitScript(
    ({ bridge, info }) => {
      type Answer = { ok?: unknown; error?: { code: number; message: string } };
      const call = (window as unknown as Record<string, (m: string, p?: unknown) => Promise<Answer>>)[bridge]!;
      const listeners = new Map<string, Set<(value: unknown) => void>>();
      const provider = {
        request: async ({ method, params }: { method: string; params?: unknown }) => {
          const answer = await call(method, params ?? []);
          if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
          return answer.ok;
        },
        on(event: string, listener: (value: unknown) => void) {
          listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
          return provider;
        },
        removeListener(event: string, listener: (value: unknown) => void) {
          listeners.get(event)?.delete(listener);
          return provider;
        },
      };
      const emitters = ((window as unknown as { __criaderoWalletEmit?: Record<string, unknown> }).__criaderoWalletEmit ??= {});
      emitters[info.uuid] = (event: string, value: unknown) => listeners.get(event)?.forEach((listener) => listener(value));
      const detail = Object.freeze({ info: { ...info, icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>' }, provider });
      const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    },
    { bridge, info },
  );
  return {
    requests,
    chainId: () => chainId,
    async switchAccount(next) {
      account = next;
      for (const page of context.pages()) {
        await page.evaluate(
          ({ uuid, address }) => {
            const emitters = (window as unknown as { __criaderoWalletEmit: Record<string, (event: string, value: unknown) => void> }).__criaderoWalletEmit;
            emitters[uuid]!('accountsChanged', [address]);
          },
          { uuid: info.uuid, address: next.address },
        );
      }
    },
  };
}
