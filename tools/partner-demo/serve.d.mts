/** Serves the partner demo page (embedding `platformOrigin`) on its own origin. */
export function servePartnerDemo(options: { platformOrigin: string; port?: number; host?: string }): Promise<{
  url: string;
  close: () => Promise<void>;
}>;
