import { defineMessages } from 'react-intl';

// Ids held in data are declared here so the catalogue check (formatjs) sees them.

export { CLASS_NAMES } from '../../../components/class-names';

export const GROUP_NAMES = defineMessages({
  classes: { id: 'axie.breeding.part.classes' },
  bodyShape: { id: 'axie.breeding.part.bodyShape' },
  primaryColor: { id: 'axie.breeding.part.primaryColor' },
  eyes: { id: 'axie.breeding.part.eyes' },
  ears: { id: 'axie.breeding.part.ears' },
  mouth: { id: 'axie.breeding.part.mouth' },
  horn: { id: 'axie.breeding.part.horn' },
  back: { id: 'axie.breeding.part.back' },
  tail: { id: 'axie.breeding.part.tail' },
  class: { id: 'axie.breeding.part.class' },
});

export const FEATURE_NAMES = defineMessages({
  treeGenetics: { id: 'axie.breeding.feature.treeGenetics' },
  customTreeColumns: { id: 'axie.breeding.feature.customTreeColumns' },
  geneAnalysis: { id: 'axie.breeding.feature.geneAnalysis' },
  combinationFilters: { id: 'axie.breeding.feature.combinationFilters' },
  advancedFilter: { id: 'axie.breeding.feature.advancedFilter' },
  referenceFilter: { id: 'axie.breeding.feature.referenceFilter' },
});

export const MODEL_NAMES = defineMessages({
  'spec-table': { id: 'axie.breeding.model.specTable' },
  'adjacent-swap': { id: 'axie.breeding.model.adjacentSwap' },
});
export const MODEL_DESCRIPTIONS = defineMessages({
  'spec-table': { id: 'axie.breeding.model.specTable.desc' },
  'adjacent-swap': { id: 'axie.breeding.model.adjacentSwap.desc' },
});

export const AUCTION_NAMES = defineMessages({
  Sale: { id: 'axie.breeding.auction.sale' },
  NotForSale: { id: 'axie.breeding.auction.notForSale' },
  All: { id: 'axie.breeding.auction.all' },
});

export const OPERATION_NAMES = defineMessages({
  desde: { id: 'axie.breeding.combination.op.desde' },
  hasta: { id: 'axie.breeding.combination.op.hasta' },
  sea: { id: 'axie.breeding.combination.op.sea' },
  'no-sea': { id: 'axie.breeding.combination.op.noSea' },
});

export const CATEGORY_NAMES = defineMessages({
  onlyD: { id: 'axie.breeding.category.onlyD' },
  onlyR1: { id: 'axie.breeding.category.onlyR1' },
  onlyR2: { id: 'axie.breeding.category.onlyR2' },
  onlyDR1: { id: 'axie.breeding.category.onlyDR1' },
  onlyDR2: { id: 'axie.breeding.category.onlyDR2' },
  onlyR1R2: { id: 'axie.breeding.category.onlyR1R2' },
  allDR1R2: { id: 'axie.breeding.category.allDR1R2' },
  noneOfThem: { id: 'axie.breeding.category.noneOfThem' },
});

export const BLOCK_NAMES = defineMessages({
  self: { id: 'axie.breeding.block.self' },
  'parent-child': { id: 'axie.breeding.block.parentChild' },
  siblings: { id: 'axie.breeding.block.siblings' },
  'breed-limit': { id: 'axie.breeding.block.breedLimit' },
  egg: { id: 'axie.breeding.block.egg' },
});

export const SORT_NAMES = defineMessages({
  loaded: { id: 'axie.breeding.grid.sort.loaded' },
  price: { id: 'axie.breeding.grid.sort.price' },
  breedCount: { id: 'axie.breeding.grid.sort.breedCount' },
  purity: { id: 'axie.breeding.grid.sort.purity' },
  id: { id: 'axie.breeding.grid.sort.id' },
});

export const METRIC_NAMES = defineMessages({
  allD: { id: 'axie.breeding.eval.metric.allD' },
  custom: { id: 'axie.breeding.eval.metric.custom' },
  cost: { id: 'axie.breeding.eval.metric.cost' },
  profit: { id: 'axie.breeding.eval.metric.profit' },
});

export const VARIANT_NAMES = defineMessages({
  mystic: { id: 'axie.breeding.parents.mystic' },
  japan: { id: 'axie.breeding.parents.japan' },
  summer: { id: 'axie.breeding.parents.summer' },
  nightmare: { id: 'axie.breeding.parents.nightmare' },
});

export const STAT_NAMES = defineMessages({
  hp: { id: 'axie.breeding.parents.hp' },
  speed: { id: 'axie.breeding.parents.speed' },
  skill: { id: 'axie.breeding.parents.skill' },
  morale: { id: 'axie.breeding.parents.morale' },
});
