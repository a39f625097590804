import { FetchRequest, JsonRpcProvider, Network } from 'ethers';

interface ChainLog {
  address: string;
  topics: readonly string[];
  data: string;
}

/** What verification needs from a mined transaction. */
export interface ChainReceipt {
  hash: string;
  /** 1 success, 0 reverted */
  status: number | null;
  blockNumber: number;
  logs: readonly ChainLog[];
}

export class ChainUnavailableError extends Error {
  override name = 'ChainUnavailableError';
}

/** Reads receipts and the chain head. */
export interface ReceiptReader {
  /** null while the transaction is unknown or not mined */
  receipt(txHash: string): Promise<ChainReceipt | null>;
  /** whether the node knows the transaction at all, mined or waiting in its pool */
  isKnown(txHash: string): Promise<boolean>;
  blockNumber(): Promise<number>;
  destroy(): void;
}

/**
 * eth_getTransactionReceipt and eth_blockNumber over JSON-RPC (ethers v6). No response cache
 * (`cacheTimeout: -1`) so a re-check after new blocks sees them; static network, no probing.
 */
export class JsonRpcReceiptReader implements ReceiptReader {
  private readonly provider: JsonRpcProvider;

  constructor(url: string, chainId: number, timeoutMs: number) {
    const request = new FetchRequest(url);
    request.timeout = timeoutMs;
    this.provider = new JsonRpcProvider(request, Network.from(chainId), { staticNetwork: true, batchMaxCount: 1, cacheTimeout: -1 });
  }

  async receipt(txHash: string): Promise<ChainReceipt | null> {
    try {
      const receipt = await this.provider.getTransactionReceipt(txHash);
      if (!receipt) return null;
      return {
        hash: receipt.hash,
        status: receipt.status,
        blockNumber: receipt.blockNumber,
        logs: receipt.logs.map((log) => ({ address: log.address, topics: log.topics, data: log.data })),
      };
    } catch (error) {
      throw new ChainUnavailableError(`eth_getTransactionReceipt(${txHash}) failed`, { cause: error });
    }
  }

  async isKnown(txHash: string): Promise<boolean> {
    try {
      return (await this.provider.getTransaction(txHash)) !== null;
    } catch (error) {
      throw new ChainUnavailableError(`eth_getTransactionByHash(${txHash}) failed`, { cause: error });
    }
  }

  async blockNumber(): Promise<number> {
    try {
      return await this.provider.getBlockNumber();
    } catch (error) {
      throw new ChainUnavailableError('eth_blockNumber failed', { cause: error });
    }
  }

  destroy(): void {
    this.provider.destroy();
  }
}
