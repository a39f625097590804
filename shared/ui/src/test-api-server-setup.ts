// vitest `setupFiles` entry of every package with component tests: runs the fake API
// (test-api-server.ts) around each test file and fails a test whose request no handler answered.
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { apiServer, unhandledRequests } from './test-api-server';

// findBy*/waitFor wait up to 4 s for the page to settle: the default 1 s failed correct pages when
// the 2-core CI ran two packages' tests at once. A wait bounds nothing a test asserts about speed.
configure({ asyncUtilTimeout: 4_000 });

beforeAll(() =>
  apiServer.listen({
    onUnhandledRequest(request, print) {
      unhandledRequests.push(`${request.method} ${request.url}`);
      print.error(); // MSW's message naming the request; the request itself fails
    },
  }),
);

afterEach(() => {
  // The test's pages go first, while its handlers still answer: an effect React runs as a page is
  // taken away may still ask (and a page left by a failed check stayed in the next test's document).
  cleanup();
  apiServer.resetHandlers();
  const unanswered = unhandledRequests.splice(0);
  expect(unanswered, 'requests no handler of the fake API answered').toEqual([]);
});

afterAll(() => apiServer.close());
