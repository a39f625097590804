import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from '@criadero/router';
import { FormattedMessage } from 'react-intl';
import type { NavRoute } from '@criadero/remote-contract';
import { useAtomValue } from 'jotai';
import { userAtom } from '@criadero/session';
import { navOf, useEnsureRemote, usePlatform, type RemoteStatus } from '../remotes/remotes-state';
import { ownerOf } from '../remotes/registry';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { RemoteUnavailable } from '../remotes/RemoteUnavailable';
import { NotFound } from '../pages/NotFound';
import { Home } from '../pages/Home';
import { LoginRequired } from '../pages/LoginRequired';
import { CreatorOnly } from '../pages/CreatorOnly';
import { Loading } from '../pages/Loading';
import { EMBED_PREFIX } from './embed-path';

/**
 * One route of a remote. The login and creator gates need only the nav; the remote's code is
 * loaded here, on the first visit to one of its routes, and its page rendered once it is ready.
 */
function RoutePage({ route, remoteName }: { route: NavRoute; remoteName: string }) {
  const user = useAtomValue(userAtom);
  const remote = usePlatform().remotes[remoteName];
  const ensure = useEnsureRemote();
  const gated = (route.requiresLogin && !user) || (route.creatorOnly && !user?.isCreator);
  useEffect(() => {
    if (!gated) ensure(remoteName);
  }, [gated, ensure, remoteName]);
  if (route.requiresLogin && !user) return <LoginRequired route={route} />;
  if (route.creatorOnly && !user?.isCreator) return <CreatorOnly />;
  if (!remote) return <NotFound />;
  if (remote.status === 'failed') return <RemoteUnavailable remote={remote.entry} />;
  if (remote.status !== 'ready') return <Loading />;
  const Page = remote.module.routes.find((r) => r.path === route.path)?.Component;
  if (!Page) return <NotFound />; // the nav names a path this build of the remote lacks
  return (
    // keyed by path: an error on one page must not stick to the next page at this position
    <RemoteBoundary key={route.path} remote={remote.entry}>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}

/** A path no loaded remote claims: still loading, owned by a dead remote, or truly unknown. */
function Unresolved() {
  const { pathname } = useLocation();
  const platform = usePlatform();
  if (platform.registry === 'loading') return <Loading />;
  if (platform.registry === 'failed') return <p role="alert"><FormattedMessage id="shell.registry.failed" /></p>;
  const owner = ownerOf(pathname, Object.values(platform.remotes).map((r) => r.entry));
  const state = owner ? platform.remotes[owner.name] : undefined;
  if (state?.status === 'loading') return <Loading />;
  if (state?.status === 'failed') return <RemoteUnavailable remote={state.entry} />;
  return <NotFound />;
}


export function AppRoutes() {
  const platform = usePlatform();
  // every route the registry's navs (or a loaded route table) declare, loaded or not
  const pages = Object.values(platform.remotes).flatMap((remote: RemoteStatus) => (navOf(remote)?.routes ?? []).map((route) => ({ route, remoteName: remote.entry.name })));
  return (
    <Routes>
      <Route path="/" element={<Home />} />
      {pages.map(({ route, remoteName }) => (
        <Route key={route.path} path={route.path} element={<RoutePage route={route} remoteName={remoteName} />} />
      ))}
      {pages
        .filter(({ route }) => !route.requiresLogin)
        .map(({ route, remoteName }) => (
          <Route key={`embed${route.path}`} path={`${EMBED_PREFIX}${route.path}`} element={<RoutePage route={route} remoteName={remoteName} />} />
        ))}
      <Route path="*" element={<Unresolved />} />
    </Routes>
  );
}
