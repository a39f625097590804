export { startLocalChain, type LocalChain } from './local-chain';
