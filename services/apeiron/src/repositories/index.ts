import type { Store } from '@criadero/service-kit/store';
import type { Guild, Player, War } from '@criadero/api-contracts/apeiron';
import { PlanetsRepository } from './planets-repository';
import { plainSection, type SectionRepository } from './section-repository';
import { SourcesRepository } from './sources-repository';

export interface ApeironRepositories {
  planets: PlanetsRepository;
  players: SectionRepository<Player>;
  guilds: SectionRepository<Guild>;
  wars: SectionRepository<War>;
  sources: SourcesRepository;
}

export async function createRepositories(store: Store): Promise<ApeironRepositories> {
  const repositories = {
    planets: new PlanetsRepository(store),
    players: plainSection<Player>(store, 'apeiron_players'),
    guilds: plainSection<Guild>(store, 'apeiron_guilds'),
    wars: plainSection<War>(store, 'apeiron_wars'),
    sources: new SourcesRepository(store),
  };
  await repositories.planets.ensureIndexes();
  return repositories;
}
