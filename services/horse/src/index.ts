export { buildHorseApp } from './app';
export { horsePlugin } from './horse-plugin';
export { loadHorseConfig } from './config';
export { MarketUnavailableError } from './market/horse-market';
export { FileHorseMarket } from './market/file-market';
export { readListingsFile } from './market/listings-file';
