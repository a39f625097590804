// The tools call the API through the shared client of @criadero/session/api (callApi): it knows
// the platform's origin and session in an embed. Its ApiError carries the service's `{ error, code }`.

/** Where the data of an answer comes from (every tool shows it). */
export interface SourceInfo {
  kind: 'sample' | 'api' | 'generated' | 'graphql' | 'imported' | 'live';
  /** what the data is, in the visitor's language (the service reads Accept-Language) */
  label: string;
  asOf: string;
}

/** Where one axie of an answer comes from (issue 21): the loaded index, or the live marketplace for a real id. */
export type AxieOrigin = 'index' | 'marketplace';
