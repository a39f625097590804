// The served page draws each page's source note from the read its nav names (RouteNote.read), so
// that read must be the very one the page shows its note from: same path, same query, and the
// note the page draws from that answer is the one the nav's messages and fields make.
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiServer, http, HttpResponse, renderTool } from '@criadero/ui/testing';
import { messages } from '../i18n/messages';
import remote from '../routes';

const es = messages.es!;
const SOURCE = { kind: 'sample' as const, label: 'Semilla 7', asOf: '2026-11-20' };
const IMPORTED = { kind: 'import' as const, label: 'Volcado del operador', asOf: '2026-11-21' };
/** the pages that show a SourceNote from a read of their own (the breeding calculator's waits for a pair the visitor picks) */
const SOURCE_NOTE_PAGES = ['/apeiron-tools/marketplace', '/apeiron-tools/leaderboard', '/apeiron-tools/guild-war'];

/** The service: the pages' reads, each with `source`, answered once `answer()` is called; records every GET's path and query. */
function serve(source: typeof SOURCE | typeof IMPORTED) {
  const asked: string[] = [];
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  apiServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET') asked.push(`${url.pathname}${url.search}`);
  });
  apiServer.use(
    http.get('/api/apeiron/market/info', () => answered.then(() => HttpResponse.json({ listed: 0, source }))),
    http.get('/api/apeiron/guild-war', () => answered.then(() => HttpResponse.json({ guilds: [], wars: [], standings: [], source }))),
    http.get('/api/apeiron/leaderboard', () => answered.then(() => HttpResponse.json({ entries: [], total: 0, page: 1, pageSize: 20, pageCount: 0, source }))),
  );
  return { asked, answer };
}

/** The note as the served page writes it: the nav's message (and tag) with the answer's fields */
const fill = (id: string, values: Record<string, string>) => es[id]!.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);

afterEach(() => apiServer.events.removeAllListeners());

describe("the pages' source notes and their nav", { timeout: 20_000 }, () => {
  const noted = remote.routes.filter((route) => route.note?.read);

  it('names a note read for each page that shows a source note', () => {
    expect(noted.map((route) => route.path).sort()).toEqual([...SOURCE_NOTE_PAGES].sort());
  });

  for (const route of noted) {
    for (const source of [SOURCE, IMPORTED]) {
      it(`${route.path}: the page asks the nav's read and shows the nav's note from it (${source.kind})`, async () => {
        const { asked, answer } = serve(source);
        const Page = route.Component;
        renderTool(
          <Suspense fallback={null}>
            <Page />
          </Suspense>,
          { messages, route: '/' },
        );
        // while the read loads, the note's room is kept by an unseen copy (no layout shift when it comes)
        const room = await screen.findByRole('note');
        expect(room.querySelector('[aria-hidden="true"]')).not.toBeNull();
        expect(screen.queryByTestId('source-note')).toBeNull();
        answer();
        const note = await screen.findByTestId('source-note');
        const { id, tagId, read } = route.note!;
        expect(asked).toContain(read!.path);
        const answerField = (path: string) => path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], { source });
        const values = Object.fromEntries(Object.entries(read!.texts).map(([name, field]) => [name, String(answerField(field))]));
        const picked = source.kind === read!.when!.equals ? { id, tagId } : read!.when!.otherwise!;
        expect(note.closest('[role=note]')!.textContent).toBe(`${picked.tagId ? es[picked.tagId] : ''}${fill(picked.id, values)}`);
      });
    }
  }
});
