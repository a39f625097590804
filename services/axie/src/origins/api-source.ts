import type { OriginsConfig } from './config';
import type { LeaderboardEntry, OriginsCard, OriginsItem, OriginsSeason, OriginsSource, PlayerTeam, TeamFighter } from './types';

export class OriginsApiError extends Error {
  override name = 'OriginsApiError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The gateway's list envelope (`_items` + `_metadata`), as in the docs examples. */
interface Page<T> {
  _items?: T[];
  _metadata?: { total?: number; hasNext?: boolean };
}

interface RawItem {
  id: string;
  class: string;
  craftable: boolean;
  potentialPoint?: number;
  item: { name: string; rarity: string; description: string; imageUrl?: string };
  season: { id: number; name: string };
}

interface RawBattlePlayer {
  userID: string;
  team?: { name?: string; fighters?: (Omit<TeamFighter, 'axieId'> & { axieID: number })[] };
}
interface RawBattle {
  gameData?: { players?: RawBattlePlayer[]; startedAt?: number };
}

const PAGE = 100;

/**
 * The Sky Mavis Origins API (`X-API-Key`): seasons, the live leaderboard, battle logs (a
 * player's team), the full rune/charm catalogues and the card list. Answers are cached for
 * `cacheMs`. Only the current season's leaderboard is published by the API.
 */
export class OriginsApiSource implements OriginsSource {
  readonly info;
  private readonly cache = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    private readonly config: OriginsConfig & { apiKey: string },
    private readonly fetchFn: typeof fetch = fetch,
  ) {
    this.info = { kind: 'api' as const, catalogueComplete: true, asOf: 'live' };
  }

  private async get<T>(path: string): Promise<T> {
    let response: Response;
    try {
      response = await this.fetchFn(new URL(path, this.config.baseUrl), {
        headers: { accept: 'application/json', 'x-api-key': this.config.apiKey },
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      throw new OriginsApiError(`network: ${(error as Error).message}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new OriginsApiError(`HTTP ${response.status} for ${path}`, response.status);
    }
    try {
      return (await response.json()) as T;
    } catch {
      throw new OriginsApiError(`not JSON: ${path}`, response.status);
    }
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < this.config.cacheMs) return hit.value as Promise<T>;
    const value = load();
    this.cache.set(key, { at: Date.now(), value });
    value.catch(() => this.cache.delete(key)); // failures are not cached
    return value;
  }

  /** Every page of a list endpoint, up to `max` items. */
  private async all<T>(path: string, max: number): Promise<{ items: T[]; total: number | undefined }> {
    const items: T[] = [];
    let total: number | undefined;
    for (let offset = 0; items.length < max; offset += PAGE) {
      const sep = path.includes('?') ? '&' : '?';
      const page = await this.get<Page<T>>(`${path}${sep}offset=${offset}&limit=${PAGE}`);
      items.push(...(page._items ?? []));
      total = page._metadata?.total ?? total;
      if (!page._metadata?.hasNext || !(page._items ?? []).length) break;
    }
    return { items: items.slice(0, max), total };
  }

  seasons(): Promise<OriginsSeason[]> {
    return this.cached('seasons', async () => {
      const page = await this.get<Page<{ id?: number; name: string; startedAt?: number; endedAt?: number }>>('/origins/v2/seasons');
      return (page._items ?? [])
        .filter((s): s is typeof s & { id: number } => typeof s.id === 'number')
        .map((s) => ({ id: s.id, name: s.name, startedAt: s.startedAt ?? null, endedAt: s.endedAt ?? null }))
        .sort((a, b) => b.id - a.id);
    });
  }

  async leaderboard(seasonId: number): Promise<LeaderboardEntry[] | null> {
    const current = (await this.seasons())[0];
    if (!current || current.id !== seasonId) return null;
    return this.cached(`leaderboard`, async () => {
      const { items } = await this.all<{ userID: string; name: string; rank: string; tier: number; topRank: number; vstar: number }>(
        '/origins/v2/leaderboards',
        this.config.maxLeaderboard,
      );
      return items.map((e) => ({ userId: e.userID, name: e.name, rank: e.rank, tier: e.tier, topRank: e.topRank, vstar: e.vstar }));
    });
  }

  team(userId: string): Promise<PlayerTeam | null> {
    return this.cached(`team:${userId}`, async () => {
      // the docs spell this path "origin" (no s)
      const page = await this.get<Page<RawBattle>>(`/origin/v2/community/users/${encodeURIComponent(userId)}/battle-logs?limit=1&page=1`);
      const battle = page._items?.[0];
      const player = battle?.gameData?.players?.find((p) => p.userID === userId);
      if (!battle || !player?.team?.fighters?.length) return null;
      return {
        userId,
        teamName: player.team.name ?? '',
        battleAt: battle.gameData?.startedAt ?? null,
        fighters: player.team.fighters.map(({ axieID, ...f }) => ({
          axieId: axieID,
          axieType: f.axieType,
          name: f.name,
          genes: f.genes,
          position: f.position,
          charms: f.charms ?? {},
          runes: f.runes ?? [],
        })),
      };
    });
  }

  items(kind: OriginsItem['kind']): Promise<{ items: OriginsItem[]; total: number }> {
    return this.cached(`items:${kind}`, async () => {
      const { items, total } = await this.all<RawItem>(`/origins/v2/community/${kind === 'rune' ? 'runes' : 'charms'}`, 10_000);
      return {
        total: total ?? items.length,
        items: items.map((raw) => ({
          id: raw.id,
          kind,
          name: raw.item.name,
          class: raw.class,
          rarity: raw.item.rarity,
          description: raw.item.description,
          seasonId: raw.season.id,
          season: raw.season.name,
          craftable: raw.craftable,
          potentialPoint: raw.potentialPoint ?? null,
          imageUrl: raw.item.imageUrl || null,
        })),
      };
    });
  }

  cards(): Promise<OriginsCard[]> {
    return this.cached('cards', async () => (await this.all<OriginsCard>('/origins/v2/community/cards', 5000)).items);
  }
}
