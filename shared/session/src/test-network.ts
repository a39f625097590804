// vitest `setupFiles` entry: the API client's tests send real requests through `fetch` to this
// MSW server (the components' fake API is @criadero/ui/testing's apiServer; session cannot depend
// on the UI kit). A request no handler answers fails the test.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const network = setupServer();

beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
afterEach(() => network.resetHandlers());
afterAll(() => network.close());
