import { Component, Suspense, type ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, retryFailedPages } from '@criadero/remote-contract';
import { renderTool } from '@criadero/ui/testing';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <button type="button" onClick={() => { retryFailedPages(); this.setState({ failed: false }); }}>retry</button>
    ) : (
      this.props.children
    );
  }
}

describe('lazyPage', () => {
  it('keeps a failed page failed (no import loop) until retryFailedPages, then loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let serverUp = false;
    const load = vi.fn(async () => {
      if (!serverUp) throw new Error('chunk 998 failed');
      return { default: () => <h1>page</h1> };
    });
    const Page = lazyPage(load);
    renderTool(<Boundary><Suspense fallback="loading"><Page /></Suspense></Boundary>);
    const retry = await screen.findByRole('button', { name: 'retry' });
    const callsWhileDown = load.mock.calls.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load.mock.calls.length).toBe(callsWhileDown); // no import loop while the server is down
    expect(callsWhileDown).toBe(1);

    serverUp = true;
    await act(async () => retry.click());
    expect(await screen.findByRole('heading', { name: 'page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
