import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { NavRoute } from '@criadero/remote-contract';
import { userAtom } from '@criadero/session';
import { navOf, usePlatform } from '../remotes/remotes-state';

export interface NavGroupView {
  id: string;
  labelId: string;
  order: number;
  routes: NavRoute[];
}

/** Side navigation: every remote's groups and routes merged, sorted, creator-only hidden. */
export function buildNavigation(
  modules: { groups: { id: string; labelId: string; order: number }[]; routes: NavRoute[] }[],
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
    // from the registry's nav manifests: no remote needs to be loaded to draw the menu
    const modules = Object.values(platform.remotes).flatMap((r) => navOf(r) ?? []);
    return buildNavigation(modules, Boolean(user?.isCreator));
  }, [platform, user]);
}
