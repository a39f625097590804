import { Suspense } from 'react';
import { Route, Routes, useLocation } from '@criadero/router';
import { FormattedMessage } from 'react-intl';
import type { RemoteRoute } from '@criadero/platform';
import { useAtomValue } from 'jotai';
import { userAtom } from '@criadero/session';
import { usePlatform, type RemoteStatus } from '../remotes/remotes-state';
import { ownerOf } from '../remotes/registry';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { RemoteUnavailable } from '../remotes/RemoteUnavailable';
import { NotFound } from '../pages/NotFound';
import { Home } from '../pages/Home';
import { LoginRequired } from '../pages/LoginRequired';
import { CreatorOnly } from '../pages/CreatorOnly';
import { Loading } from '../pages/Loading';
import { EMBED_PREFIX } from './embed-path';

function RoutePage({ route, remote }: { route: RemoteRoute; remote: RemoteStatus }) {
  const user = useAtomValue(userAtom);
  if (route.requiresLogin && !user) return <LoginRequired />;
  if (route.creatorOnly && !user?.isCreator) return <CreatorOnly />;
  const Page = route.Component;
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
  const ready = Object.values(platform.remotes).filter((r): r is Extract<RemoteStatus, { status: 'ready' }> => r.status === 'ready');
  const pages = ready.flatMap((remote) => remote.module.routes.map((route) => ({ route, remote })));
  return (
    <Routes>
      <Route path="/" element={<Home />} />
      {pages.map(({ route, remote }) => (
        <Route key={route.path} path={route.path} element={<RoutePage route={route} remote={remote} />} />
      ))}
      {pages
        .filter(({ route }) => !route.requiresLogin)
        .map(({ route, remote }) => (
          <Route key={`embed${route.path}`} path={`${EMBED_PREFIX}${route.path}`} element={<RoutePage route={route} remote={remote} />} />
        ))}
      <Route path="*" element={<Unresolved />} />
    </Routes>
  );
}
