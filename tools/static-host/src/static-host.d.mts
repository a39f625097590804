/** Serves one built remote's folder from its own origin; port 0 picks a free port; `production` (default NODE_ENV=production) hides source maps and mf-stats.json. */
export function startStaticHost(options: { dir: string; port?: number; host?: string; production?: boolean }): Promise<{
  url: string;
  close: () => Promise<void>;
}>;
