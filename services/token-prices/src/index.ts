export { buildMarketApp, type BuildMarketAppOptions } from './app';
export { tokenPricesPlugin, type TokenPricesPluginOptions } from './token-prices-plugin';
export { loadTokenPricesConfig, type TokenPricesConfig } from './config';
export { CoinGeckoClient, type CoinGeckoOptions } from './prices/coingecko-client';
export { StoredPriceSource } from './prices/stored-prices';
export { PriceService, type PricedToken } from './prices/price-service';
export { PriceSourceError, type PriceSource, type Quote } from './prices/price-source';
export { loadTokenCatalogue, type TokenSpec } from './prices/tokens';
