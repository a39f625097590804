import type { ReactNode } from 'react';
import type { Locale } from '@criadero/platform';
import { renderTool as renderKitTool } from '@criadero/ui/testing';
import { messages } from '../../i18n/messages';

export const es = messages.es!;

/** The kit's renderTool for a tool page: the axie catalogue, a router at `url`, intl in `locale`. */
export const renderTool = (ui: ReactNode, url = '/', locale: Locale = 'es') => renderKitTool(ui, { messages, route: url, locale });

type Handler = (body: unknown) => { status?: number; json: unknown };

/** Stubs fetch at the network boundary (path → handler) and records each call's path and body. */
export function stubFetch(routes: Record<string, Handler>) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, body });
      const res = routes[path]?.(body) ?? { status: 404, json: { error: 'No encontrado', code: 'NOT_FOUND' } };
      return new Response(JSON.stringify(res.json), { status: res.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
