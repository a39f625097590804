export { buildAxieApp } from './app';
export { axiePlugin, type AxiePluginOptions } from './axie-plugin';
export { loadAxieConfig } from './config';
export { lastMarketIndexBuild } from './search/market-snapshot';
export { MarketSnapshot } from './search/market-snapshot';
export { toAxieDoc } from './repositories/axie-doc';
export { MarketChangesRepository } from './repositories/market-changes-repository';
