import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { unhandledRequests } from './test-api-server';

/** A page that asks the API once drawn. */
function Asks({ path }: { path: string }) {
  useEffect(() => {
    const controller = new AbortController();
    fetch(`http://localhost:3000${path}`, { signal: controller.signal }).catch(() => undefined);
    return () => controller.abort();
  }, [path]);
  return <p>asked {path}</p>;
}

describe('the fake API between tests (api-server-setup)', () => {
  // Failing is what it must do: its page asked what no handler answers (the setup's check).
  it.fails('a test whose page asks what no handler answers fails', async () => {
    render(<Asks path="/api/nobody-answers" />);
    await screen.findByText('asked /api/nobody-answers');
    await expect.poll(() => unhandledRequests.length).toBe(1);
  });

  // A failed check used to end the setup before the test's page was taken away: that page then
  // stayed in the next test's document (the next test found two of every button).
  it('the next test starts with no page of the last one', () => {
    expect(document.body.textContent).toBe('');
  });
});
