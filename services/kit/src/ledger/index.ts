export {
  AppendOnlyLedger,
  IdempotencyKeyReusedError,
  type Appended,
  type AppendRequest,
  type LedgerKeys,
  type LedgerPayload,
  type LedgerReads,
} from './append-only-ledger';
