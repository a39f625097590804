// The pages' CSP lets the page reach a sign-in kit's services only when the platform configures it.
import { describe, expect, it } from 'vitest';
import { pageCsp } from '../../src/site/content-security-policy';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('page CSP and the wallet kits', () => {
  it('reaches no wallet service when none is configured', () => {
    const csp = pageCsp({ remotes: [] });
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'frame-src')).toBe('');
  });

  it('opens Ronin RPC for Waypoint and the relay, APIs and verify frame for WalletConnect', () => {
    const waypoint = pageCsp({ remotes: [] }, { wallets: { waypoint: true, walletConnect: false } });
    expect(directive(waypoint, 'connect-src')).toContain('https://api.roninchain.com');
    expect(directive(waypoint, 'connect-src')).not.toContain('walletconnect');
    const both = pageCsp({ remotes: [] }, { wallets: { waypoint: true, walletConnect: true } });
    expect(directive(both, 'connect-src')).toContain('wss://relay.walletconnect.org');
    expect(directive(both, 'connect-src')).toContain('https://api.web3modal.org');
    expect(directive(both, 'frame-src')).toBe("frame-src 'self' https://verify.walletconnect.org https://verify.walletconnect.com");
  });
});
