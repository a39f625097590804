export { tokenPricesPlugin } from './token-prices-plugin';
export { loadTokenPricesConfig } from './config';
export { StoredPriceSource } from './prices/stored-prices';
export { PriceService } from './prices/price-service';
export { PriceSourceError, type PriceSource } from './prices/price-source';
export { loadTokenCatalogue } from './prices/tokens';
