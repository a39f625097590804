export { startLocalChain, LOCAL_CHAIN_ID, TEST_USDC_ABI, type LocalChain } from './local-chain';
