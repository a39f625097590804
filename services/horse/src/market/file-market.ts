import type { HorseListing, MarketSourceInfo } from '@criadero/api-contracts/horse';
import type { HorseMarketSource, HorsePage, HorseQuery } from './horse-market';
import { HorseIndex } from './horse-index';
import { readListingsFile } from './listings-file';

/** Horses from a listings file, searched through an index built once. The shipped file is sample data and says so. */
export class FileHorseMarket implements HorseMarketSource {
  private readonly index: HorseIndex;

  constructor(
    readonly info: MarketSourceInfo,
    horses: readonly HorseListing[],
  ) {
    this.index = new HorseIndex(horses);
  }

  static fromFile(file: string): FileHorseMarket {
    const { info, horses } = readListingsFile(file);
    return new FileHorseMarket(info, horses);
  }

  async search(query: HorseQuery): Promise<HorsePage> {
    return this.index.search(query);
  }
}
