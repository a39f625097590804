import { Contract, FetchRequest, JsonRpcProvider, Network } from 'ethers';
import { BalanceUnavailableError, type BalanceReader } from './balance-reader';

const ERC20_ABI = ['function balanceOf(address owner) view returns (uint256)'];

/** `balanceOf` through a Ronin JSON-RPC endpoint with ethers v6. */
export class JsonRpcBalanceReader implements BalanceReader {
  readonly kind = 'json-rpc' as const;
  private readonly provider: JsonRpcProvider;

  constructor(url: string, chainId: number, timeoutMs: number) {
    const request = new FetchRequest(url);
    request.timeout = timeoutMs;
    // staticNetwork: no eth_chainId probing; cacheTimeout -1: every read goes to the node.
    this.provider = new JsonRpcProvider(request, Network.from(chainId), { staticNetwork: true, batchMaxCount: 1, cacheTimeout: -1 });
  }

  async balanceOf(token: string, owner: string): Promise<bigint> {
    const contract = new Contract(token, ERC20_ABI, this.provider);
    try {
      const balanceOf = contract.getFunction('balanceOf');
      return BigInt(await balanceOf(owner));
    } catch (error) {
      throw new BalanceUnavailableError(`balanceOf(${owner}) on ${token} failed`, { cause: error });
    }
  }

  destroy(): void {
    this.provider.destroy();
  }
}
