import type { HorseListing, MarketSourceInfo } from '../contracts';
import type { HorseMarketSource, HorsePage, HorseQuery } from './horse-market';
import { readListingsFile } from './listings-file';
import { runQuery } from './search-query';

/** Horses from a listings file, searched in memory. The shipped file is sample data and says so. */
export class FileHorseMarket implements HorseMarketSource {
  constructor(
    readonly info: MarketSourceInfo,
    private readonly horses: readonly HorseListing[],
  ) {}

  static fromFile(file: string): FileHorseMarket {
    const { info, horses } = readListingsFile(file);
    return new FileHorseMarket(info, horses);
  }

  async search(query: HorseQuery): Promise<HorsePage> {
    return runQuery(this.horses, query);
  }
}
