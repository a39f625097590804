// Compiles TestUSDC.sol with solc-js (offline, the npm `solc` package) into build/TestUSDC.json.
// Run: node services/billing/test/contracts/compile.cjs  (the JSON is committed next to its source)
const fs = require('node:fs');
const path = require('node:path');
const solc = require('solc');

const source = fs.readFileSync(path.join(__dirname, 'TestUSDC.sol'), 'utf8');
const input = {
  language: 'Solidity',
  sources: { 'TestUSDC.sol': { content: source } },
  settings: { evmVersion: 'cancun', optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
};
const output = JSON.parse(solc.compile(JSON.stringify(input)));
const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
const contract = output.contracts['TestUSDC.sol'].TestUSDC;
fs.mkdirSync(path.join(__dirname, 'build'), { recursive: true });
fs.writeFileSync(
  path.join(__dirname, 'build', 'TestUSDC.json'),
  JSON.stringify({ compiler: solc.version(), evmVersion: 'cancun', abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }, null, 1) + '\n',
);
console.log(`TestUSDC: ${contract.evm.bytecode.object.length / 2} bytes with ${solc.version()}`);
