/** Serves one built remote's folder from its own origin (CORS on); port 0 picks a free port. */
export function startStaticHost(options: { dir: string; port?: number; host?: string }): Promise<{
  url: string;
  close: () => Promise<void>;
}>;
