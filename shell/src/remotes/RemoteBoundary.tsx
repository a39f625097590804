import { Component, type ReactNode } from 'react';
import type { RemoteRegistryEntry } from '@criadero/remote-contract';
import { RemoteUnavailable } from './RemoteUnavailable';

interface State {
  error: Error | null;
}

/** Catches a remote page that fails to load or render, so the shell and the other tools live on. */
export class RemoteBoundary extends Component<{ remote: RemoteRegistryEntry; children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.warn(`[criadero] ${this.props.remote.name} failed:`, error.message);
  }

  override render() {
    if (this.state.error) {
      return <RemoteUnavailable remote={this.props.remote} onRetried={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
