export { buildGateway, type BuildGatewayOptions } from './gateway';
export { loadGatewayConfig } from './config';
