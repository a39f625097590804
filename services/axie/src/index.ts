export { buildAxieApp, type BuildAxieAppOptions } from './app';
export { axiePlugin, type AxiePluginOptions } from './axie-plugin';
export { loadAxieConfig, type AxieConfig } from './config';
export { lastMarketIndexBuild, type MarketIndexBuild } from './search/market-snapshot';
