import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { RemoteRoute } from '@criadero/platform';
import { userAtom } from '@criadero/session';
import { usePlatform } from '../remotes/remotes-state';

export interface NavGroupView {
  id: string;
  labelId: string;
  order: number;
  routes: RemoteRoute[];
}

/** Side navigation: every ready remote's groups and routes merged, sorted, creator-only hidden. */
export function buildNavigation(
  modules: { groups: { id: string; labelId: string; order: number }[]; routes: RemoteRoute[] }[],
  isCreator: boolean,
): NavGroupView[] {
  const groups = new Map<string, NavGroupView>();
  for (const module of modules) {
    for (const group of module.groups) {
      if (!groups.has(group.id)) groups.set(group.id, { ...group, routes: [] });
    }
  }
  for (const module of modules) {
    for (const route of module.routes) {
      if (route.creatorOnly && !isCreator) continue;
      groups.get(route.group)?.routes.push(route);
    }
  }
  return [...groups.values()]
    .filter((group) => group.routes.length > 0)
    .map((group) => ({ ...group, routes: group.routes.sort((a, b) => a.order - b.order) }))
    .sort((a, b) => a.order - b.order);
}

export function useNavigation(): NavGroupView[] {
  const platform = usePlatform();
  const user = useAtomValue(userAtom);
  return useMemo(() => {
    const modules = Object.values(platform.remotes).flatMap((r) => (r.status === 'ready' ? [r.module] : []));
    return buildNavigation(modules, Boolean(user?.isCreator));
  }, [platform, user]);
}
