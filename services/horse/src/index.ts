export { buildHorseApp, type BuildHorseAppOptions } from './app';
export { horsePlugin, type HorsePluginOptions } from './horse-plugin';
export { loadHorseConfig, type HorseConfig } from './config';
export { MarketUnavailableError, type HorseMarketSource, type HorseQuery, type HorsePage } from './market/horse-market';
export { FileHorseMarket } from './market/file-market';
export { parseListings, readListingsFile, ListingsFileError, ListingsFileSchema, type ListingsFile } from './market/listings-file';
