// @criadero/static-host is plain JavaScript; the part the e2e harness (used by the bench) calls.
declare module '@criadero/static-host' {
  export function startStaticHost(options: { dir: string; port?: number; host?: string }): Promise<{ url: string; close(): Promise<void> }>;
}
