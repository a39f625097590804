import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { usePlatform } from './remotes-state';

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

/** Every ready remote's `rootMounts`, once, inside the shell's providers. */
export function RootMounts() {
  const platform = usePlatform();
  const mounts: Array<{ key: string; name: string; Mount: ComponentType }> = [];
  for (const remote of Object.values(platform.remotes)) {
    if (remote.status !== 'ready') continue;
    (remote.module.rootMounts ?? []).forEach((Mount, index) => mounts.push({ key: `${remote.entry.name}:${index}`, name: remote.entry.name, Mount }));
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
