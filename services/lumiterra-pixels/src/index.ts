export { buildLumiterraPixelsApp, type BuildLumiterraPixelsAppOptions } from './app';
export { lumiterraPixelsPlugin, type LumiterraPixelsPluginOptions } from './lumiterra-pixels-plugin';
export { loadLumiterraPixelsConfig, type LumiterraPixelsConfig } from './service-config';
export type { PriceSource } from './prices/price-source';
export { SamplePriceSource } from './prices/sample-price-source';
