// The in-process Hardhat network of the payment tests (loaded through HARDHAT_CONFIG by local-chain.ts).
// No solidity section: the test token is compiled with solc-js (test/contracts/compile.cjs).
module.exports = {
  networks: {
    hardhat: {
      chainId: 31337,
      mining: { auto: true },
      // a reverted payment must be mined (status 0) like on a real chain, not thrown at the sender
      throwOnTransactionFailures: false,
      accounts: { mnemonic: 'test test test test test test test test test test test junk', count: 8 } },
  },
};
