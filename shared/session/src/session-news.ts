// Tabs of the site tell each other that the session changed (a sign-in, a sign-out, the wallet
// moving to another account), so every open tab follows. Tiny and eager: a visitor's tab must hear
// a sign-in made in another tab.
export type SessionNews = { type: 'signed-in' } | { type: 'signed-out' };

const CHANNEL = 'criadero.session';

/** Tells the other tabs of this site that the session changed. */
export function announceSession(news: SessionNews): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(news);
  channel.close();
}

/** Hears the other tabs' session news; returns the unsubscribe. */
export function onSessionNews(listener: (news: SessionNews) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<SessionNews>) => listener(event.data);
  return () => channel.close();
}
