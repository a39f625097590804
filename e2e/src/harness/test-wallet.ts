import type { BrowserContext } from 'playwright-core';
import { getBytes, isHexString, type BaseWallet, type JsonRpcProvider } from 'ethers';

/**
 * Injects an EIP-1193 wallet into every page of a context, announced through EIP-6963 like
 * Ronin Wallet. Requests are answered in Node by a real ethers Wallet: signatures are real
 * secp256k1 signatures of the exact message the site builds. With `rpc`, transactions are
 * signed and sent to that node (the local EVM chain of the payment tests).
 */
export async function installTestWallet(context: BrowserContext, wallet: BaseWallet, options: { chainId?: number; rpc?: JsonRpcProvider } = {}) {
  const chainId = options.chainId ?? 2020;
  const signer = options.rpc ? wallet.connect(options.rpc) : wallet;
  await context.exposeFunction('__criaderoTestWallet', async (method: string, params: unknown[] = []) => {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [wallet.address];
      case 'eth_chainId':
        return `0x${chainId.toString(16)}`;
      case 'personal_sign': {
        const [message] = params as [string];
        return wallet.signMessage(isHexString(message) ? getBytes(message) : message);
      }
      case 'eth_sendTransaction': {
        if (!options.rpc) throw new Error('test wallet has no chain');
        const [tx] = params as [{ to: string; data?: string; value?: string }];
        const sent = await signer.sendTransaction({ to: tx.to, data: tx.data, value: tx.value ? BigInt(tx.value) : undefined });
        return sent.hash;
      }
      default:
        if (options.rpc) return options.rpc.send(method, params);
        throw new Error(`test wallet: unsupported method ${method}`);
    }
  });
  await context.addInitScript(() => {
    const call = (window as unknown as { __criaderoTestWallet: (m: string, p?: unknown) => Promise<unknown> }).__criaderoTestWallet;
    const provider = { request: ({ method, params }: { method: string; params?: unknown }) => call(method, params ?? []) };
    const detail = Object.freeze({
      info: { uuid: 'criadero-test-wallet', name: 'Test Wallet', icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', rdns: 'com.roninchain.wallet' },
      provider,
    });
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    window.addEventListener('eip6963:requestProvider', announce);
    announce();
  });
}
