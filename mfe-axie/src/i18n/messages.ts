import type { LocalizedMessages } from '@criadero/remote-contract';
import { breedingMessages, breedingSameInAllLocales } from '../features/breeding/messages';
import { marketAlertsMessages, marketAlertsSameInAllLocales } from '../features/market-alerts/messages';
import { axieToolsMessages, axieToolsSameInAllLocales } from './all-messages';

/** The remote's shared strings (navigation, route titles), per locale (es is the source). */
const remoteMessages: LocalizedMessages = {
  es: {
    'axie.nav.group.axie': 'Axie Infinity',
    'axie.nav.group.axieLandBattles': 'Axie Land Battles',
    'axie.breeding.title': 'Calculadora de Breeding',
    'axie.breeding.purpose': 'Evalúa parejas de Axies: probabilidad de cada parte en la cría, análisis genético y proyección de costes.',
    'axie.originsLeaderboard.title': 'Clasificación de Origins',
    'axie.originsLeaderboard.purpose': 'Jugadores mejor clasificados de Axie Origins por temporada, con sus equipos.',
    'axie.runesCharms.title': 'Runas y Amuletos',
    'axie.runesCharms.purpose': 'Catálogo de runas y amuletos de Origins con filtros por clase, rareza y temporada.',
    'axie.salesHistory.title': 'Historial de Ventas',
    'axie.salesHistory.purpose': 'Ventas recientes de Axies con gráfico de precios, mediana y precio por parte.',
    'axie.breedingTree.title': 'Árbol de Breeding',
    'axie.breedingTree.purpose': 'Ancestros y descendencia de un Axie durante varias generaciones.',
    'axie.poison.title': 'Calculadora de Veneno',
    'axie.poison.purpose': 'Acumulaciones de veneno, daño por turno y total durante un combate.',
    'axie.showroom.title': 'Showroom de Axies',
    'axie.showroom.purpose': 'Una página para compartir uno o varios Axies con sus partes, estadísticas y cartas.',
    'axie.landCards.title': 'Cartas',
    'axie.landCards.purpose': 'Explorador de cartas con filtros por clase, parte, energía, ataque y texto.',
  },
  en: {
    'axie.nav.group.axie': 'Axie Infinity',
    'axie.nav.group.axieLandBattles': 'Axie Land Battles',
    'axie.breeding.title': 'Breeding Calculator',
    'axie.breeding.purpose': 'Evaluate Axie pairs: the chance of each part in the offspring, genetic analysis and cost projections.',
    'axie.originsLeaderboard.title': 'Origins Leaderboard',
    'axie.originsLeaderboard.purpose': 'Top Axie Origins players per season, with their teams.',
    'axie.runesCharms.title': 'Runes and Charms',
    'axie.runesCharms.purpose': 'Catalogue of Origins runes and charms, filtered by class, rarity and season.',
    'axie.salesHistory.title': 'Sales History',
    'axie.salesHistory.purpose': 'Recent Axie sales with a price chart, median and price per part.',
    'axie.breedingTree.title': 'Breeding Tree',
    'axie.breedingTree.purpose': 'Ancestry and offspring of an Axie over several generations.',
    'axie.poison.title': 'Poison Calculator',
    'axie.poison.purpose': 'Poison stacks, damage per turn and totals over a fight.',
    'axie.showroom.title': 'Axie Showroom',
    'axie.showroom.purpose': 'A shareable page for one or several Axies with their parts, stats and cards.',
    'axie.landCards.title': 'Cards',
    'axie.landCards.purpose': 'Card browser with filters by class, part, energy, attack and text.',
  },
  pt: {
    'axie.nav.group.axie': 'Axie Infinity',
    'axie.nav.group.axieLandBattles': 'Axie Land Battles',
    'axie.breeding.title': 'Calculadora de Breeding',
    'axie.breeding.purpose': 'Avalie pares de Axies: a chance de cada parte no filhote, análise genética e projeção de custos.',
    'axie.originsLeaderboard.title': 'Classificação do Origins',
    'axie.originsLeaderboard.purpose': 'Melhores jogadores de Axie Origins por temporada, com suas equipes.',
    'axie.runesCharms.title': 'Runas e Amuletos',
    'axie.runesCharms.purpose': 'Catálogo de runas e amuletos do Origins com filtros por classe, raridade e temporada.',
    'axie.salesHistory.title': 'Histórico de Vendas',
    'axie.salesHistory.purpose': 'Vendas recentes de Axies com gráfico de preços, mediana e preço por parte.',
    'axie.breedingTree.title': 'Árvore de Breeding',
    'axie.breedingTree.purpose': 'Ancestrais e descendentes de um Axie ao longo de várias gerações.',
    'axie.poison.title': 'Calculadora de Veneno',
    'axie.poison.purpose': 'Acúmulos de veneno, dano por turno e total durante uma luta.',
    'axie.showroom.title': 'Vitrine de Axies',
    'axie.showroom.purpose': 'Uma página para compartilhar um ou vários Axies com suas partes, atributos e cartas.',
    'axie.landCards.title': 'Cartas',
    'axie.landCards.purpose': 'Navegador de cartas com filtros por classe, parte, energia, ataque e texto.',
  },
};

/** Every string this remote renders: the remote's own plus each feature's catalogue (features keep theirs apart to avoid edit conflicts). */
export const messages: LocalizedMessages = {
  es: { ...remoteMessages.es, ...breedingMessages.es, ...axieToolsMessages.es, ...marketAlertsMessages.es },
  en: { ...remoteMessages.en, ...breedingMessages.en, ...axieToolsMessages.en, ...marketAlertsMessages.en },
  pt: { ...remoteMessages.pt, ...breedingMessages.pt, ...axieToolsMessages.pt, ...marketAlertsMessages.pt },
};

/** Ids whose text is legitimately the same in another locale (names of games, shared words). */
export const sameInAllLocales = new Set<string>(['axie.breeding.title', 'axie.landCards.title', 'axie.nav.group.axie', 'axie.nav.group.axieLandBattles', 'axie.poison.title', ...breedingSameInAllLocales, ...axieToolsSameInAllLocales, ...marketAlertsSameInAllLocales]);
