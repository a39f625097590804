// The tools call the API through the shared client of @criadero/session/api (callApi): it knows
// the platform's origin and session in an embed. Its ApiError carries the service's `{ error, code }`.

/** Where the data of an answer comes from (every tool shows it). */
export interface SourceInfo {
  kind: 'sample' | 'api' | 'generated' | 'graphql';
  label: string;
  asOf: string;
}
