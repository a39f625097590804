import type { ReactNode } from 'react';
import { renderTool, type RenderToolOptions } from '@criadero/ui/testing';
import { messages } from '../../i18n/messages';

export const es = messages.es!;

/** The kit's renderTool for a tool page: the axie catalogue and a router (at '/' unless `route`). */
export const renderAxieTool = (ui: ReactNode, options: RenderToolOptions = {}) => renderTool(ui, { messages, route: '/', ...options });

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
