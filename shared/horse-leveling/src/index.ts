export {
  RARITIES,
  MIN_LEVEL,
  MAX_LEVEL,
  MAX_LEVEL_SPAN,
  LEVELING_DATA_AS_OF,
  
  
  levelCap,
  
  
  type Rarity,
  
  
} from './tables';
export {
  calculateLeveling,
  levelingIssues,
  LevelingInputError,
  INITIAL_LEVEL_RANGE,
  TARGET_LEVEL_RANGE,
  
  type LevelingIssue,
  type LevelingResult,
  
} from './leveling';
