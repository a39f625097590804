export { buildAxieApp, type BuildAxieAppOptions } from './app';
export { axiePlugin, type AxiePluginOptions } from './axie-plugin';
export { loadAxieConfig, type AxieConfig } from './config';
export { lastMarketIndexBuild, type MarketIndexBuild } from './search/market-snapshot';
export { MarketSnapshot } from './search/market-snapshot';
export { toAxieDoc } from './repositories/axie-doc';
export { MarketChangesRepository, type MarketChange } from './repositories/market-changes-repository';
