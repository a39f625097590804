export { buildAxieApp } from './app';
export { axiePlugin, type AxiePluginOptions } from './axie-plugin';
export { loadAxieConfig } from './config';
export { lastMarketIndexBuild } from './market/index/market-index';
export { MarketIndex } from './market/index/market-index';
export { toAxieDoc } from './market/store/axie-doc';
export { MarketChangesRepository } from './market/store/market-changes-repository';
