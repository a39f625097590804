import { Component, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import type { RemoteModule } from '@criadero/remote-contract';
import { craftWorldModalAtom, creditsModalOpenAtom, premiumModalOpenAtom, userAtom } from '@criadero/session';
import { useEnsureRemote, usePlatform } from './remotes-state';

/** A root mount that fails renders nothing: the page around it is not its to break. */
class Silent extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.warn(`[criadero] ${this.props.name} root mount failed:`, error.message);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Remotes with root mounts (billing: the plan, credits and Craft World modals, the retry of
 * pending payments) are not loaded for a visitor who needs none of it: they load once someone
 * logs in (payments exist only for accounts) or the page asks for one of the modals (the atoms
 * stay set, so the modal opens as soon as its remote is there). The site and the script embed
 * both ask this.
 */
export function useRootMountsWanted(): boolean {
  const user = useAtomValue(userAtom);
  const premiumOpen = useAtomValue(premiumModalOpenAtom);
  const creditsOpen = useAtomValue(creditsModalOpenAtom);
  const craftWorldOpen = useAtomValue(craftWorldModalAtom) !== null;
  const wanted = Boolean(user) || premiumOpen || creditsOpen || craftWorldOpen;
  // once wanted, for good: a modal that closes, or a player who signs out, keeps its mounts (a
  // closing modal still returns the focus; a payment being retried finishes)
  const [wantedOnce, setWantedOnce] = useState(wanted);
  if (wanted && !wantedOnce) setWantedOnce(true);
  return wanted || wantedOnce;
}

/** Loads the remotes with root mounts once they are wanted; says whether they are. */
function useRootMountRemotes(): boolean {
  const platform = usePlatform();
  const ensure = useEnsureRemote();
  const wanted = useRootMountsWanted();
  useEffect(() => {
    if (!wanted) return;
    for (const remote of Object.values(platform.remotes)) if (remote.entry.nav?.rootMounts) ensure(remote.entry.name);
  }, [wanted, platform, ensure]);
  return wanted;
}

/**
 * Every ready remote's `rootMounts`, once, inside the shell's providers, when they are wanted: a
 * remote is also ready because a visitor opened one of its pages, and its mounts' code (the axie
 * remote's live alerts) would then load beside the page, on its first paint's network, for nothing.
 */
export function RootMounts() {
  const platform = usePlatform();
  const wanted = useRootMountRemotes();
  if (!wanted) return null;
  const ready = Object.values(platform.remotes).flatMap((remote) => (remote.status === 'ready' ? [{ name: remote.entry.name, module: remote.module }] : []));
  return <RootMountList remotes={ready} />;
}

/** The root mounts of these remotes, each behind its own error boundary. */
export function RootMountList({ remotes }: { remotes: Array<{ name: string; module: RemoteModule }> }) {
  const mounts: Array<{ key: string; name: string; Mount: ComponentType }> = [];
  for (const { name, module } of remotes) {
    (module.rootMounts ?? []).forEach((Mount, index) => mounts.push({ key: `${name}:${index}`, name, Mount }));
  }
  return (
    <>
      {mounts.map(({ key, name, Mount }) => (
        <Silent key={key} name={name}>
          <Suspense fallback={null}>
            <Mount />
          </Suspense>
        </Silent>
      ))}
    </>
  );
}
