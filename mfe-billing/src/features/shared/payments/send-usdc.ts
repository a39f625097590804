import { BrowserProvider, Contract } from 'ethers';
import { findWallet } from '@criadero/session/wallet';
import type { BillingConfig } from '../api/billing-api';
import { PaymentStartError, type ConnectedWallet } from './payment-start';

const ERC20 = ['function transfer(address to, uint256 value) returns (bool)'];

/**
 * The connected wallet, checked to be one of the account's wallets (the server only credits
 * transfers from them), on the payment chain (asks the wallet to switch when it is not).
 */
export async function connectPaymentWallet(config: BillingConfig, accountWallets: string[]): Promise<ConnectedWallet> {
  if (!config.enabled || !config.receiverAddress) throw new PaymentStartError('DISABLED');
  const found = await findWallet();
  if (!found) throw new PaymentStartError('NO_WALLET');
  // no cached RPC answers: ethers caches identical calls for 250 ms, eth_getTransactionCount
  // included, so a second payment sent right after the first would reuse its nonce
  const provider = new BrowserProvider(found.provider, 'any', { cacheTimeout: -1, pollingInterval: 500 });
  const signer = await provider.getSigner();
  const address = (await signer.getAddress()).toLowerCase();
  if (!accountWallets.map((a) => a.toLowerCase()).includes(address)) throw new PaymentStartError('WRONG_WALLET');
  const receiver = config.receiverAddress;
  return {
    address,
    async sendUsdc(units) {
      const chainId = Number(await found.provider.request({ method: 'eth_chainId' }));
      if (chainId !== config.chainId) {
        await found.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${config.chainId.toString(16)}` }] });
      }
      const token = new Contract(config.usdcAddress, ERC20, signer);
      const tx = (await token.getFunction('transfer')(receiver, units)) as { hash: string };
      return tx.hash;
    },
  };
}
