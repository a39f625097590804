// The fake API of component tests (`@criadero/ui/testing`): one MSW server that answers the
// requests a screen sends through the real API client, at the network layer, so no test replaces
// `fetch`. Test code only: MSW is a dev dependency and no bundle imports this file.
//
// Each package's vitest.config lists `@criadero/ui/testing/api-server-setup` in `setupFiles`: it
// starts the server before a file's tests, forgets the handlers a test added after it, and fails
// the test when a request reached no handler. A test declares its answers:
//
//   apiServer.use(http.get('/api/board', () => HttpResponse.json(BOARD)));
//
// or, for a table of JSON answers whose calls it inspects, `const calls = answerApi({ '/api/x': (body) => ({ json }) })`.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export { http, HttpResponse } from 'msw';

export const apiServer = setupServer();

/** The requests no handler answered in the running test (the setup fails the test on any). */
export const unhandledRequests: string[] = [];

/** A request's JSON body (undefined when it has none). */
async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  return text ? JSON.parse(text) : undefined;
}

/** What a route answers: JSON with a status (200 unless said). */
export interface RouteAnswer {
  status?: number;
  json: unknown;
}

/** A request the fake API received: its path (without the query) and JSON body. */
export interface ApiCall {
  path: string;
  body: unknown;
}

/**
 * Answers each path (any method) with its route's JSON, given the request's JSON body, and records
 * every call in order. A path without a route is an unhandled request: the test fails.
 */
export function answerApi(routes: Record<string, (body: unknown) => RouteAnswer>): ApiCall[] {
  const calls: ApiCall[] = [];
  apiServer.use(
    ...Object.entries(routes).map(([path, route]) =>
      http.all(path, async ({ request }) => {
        const body = await jsonBody(request);
        calls.push({ path, body });
        const answer = route(body);
        return HttpResponse.json(answer.json as never, { status: answer.status ?? 200 });
      }),
    ),
  );
  return calls;
}
