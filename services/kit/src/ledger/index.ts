export {
  AppendOnlyLedger,
  IdempotencyKeyReusedError,
  type Appended,
  
  type LedgerKeys,
  
  
} from './append-only-ledger';
