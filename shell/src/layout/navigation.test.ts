import { describe, expect, it } from 'vitest';
import type { RemoteRoute } from '@criadero/remote-contract';
import { buildNavigation } from './navigation';

const Page = () => null;
const route = (path: string, group: string, order: number, extra: Partial<RemoteRoute> = {}): RemoteRoute => ({
  path, group, order, titleId: `${path}.t`, purposeId: `${path}.p`, Component: Page, ...extra,
});

describe('side navigation', () => {
  const billing = {
    groups: [{ id: 'dashboard', labelId: 'billing.dashboard', order: 30 }],
    routes: [route('/dashboard/profile', 'dashboard', 1), route('/dashboard/creator-panel', 'dashboard', 3, { creatorOnly: true })],
  };
  const craftworld = {
    groups: [{ id: 'dashboard', labelId: 'craftworld.dashboard', order: 30 }, { id: 'craftworld', labelId: 'cw', order: 70 }],
    routes: [route('/dashboard/craftworld', 'dashboard', 2), route('/craft-world-tools/factory-guide', 'craftworld', 1)],
  };
  const apeiron = { groups: [{ id: 'apeiron', labelId: 'ap', order: 10 }], routes: [route('/apeiron-tools/x', 'apeiron', 1)] };

  it('merges groups contributed by several remotes and orders groups and entries', () => {
    const nav = buildNavigation([billing, craftworld, apeiron], false);
    expect(nav.map((g) => g.id)).toEqual(['apeiron', 'dashboard', 'craftworld']);
    expect(nav[1]!.routes.map((r) => r.path)).toEqual(['/dashboard/profile', '/dashboard/craftworld']);
    expect(nav[1]!.labelId).toBe('billing.dashboard');
  });

  it("shows 'Panel de Creador' only to creators", () => {
    const forCreator = buildNavigation([billing], true);
    expect(forCreator[0]!.routes.map((r) => r.path)).toContain('/dashboard/creator-panel');
    expect(buildNavigation([billing], false)[0]!.routes.map((r) => r.path)).not.toContain('/dashboard/creator-panel');
  });

  it('drops groups left without routes', () => {
    expect(buildNavigation([{ groups: [{ id: 'empty', labelId: 'e', order: 1 }], routes: [] }], false)).toEqual([]);
  });
});
