export { buildGateway } from './gateway';
export { loadGatewayConfig } from './config';
