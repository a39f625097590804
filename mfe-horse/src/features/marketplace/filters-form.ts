// The marketplace filter form as text fields (what the inputs hold) and its translation to the
// API's filters, with the checks the server would otherwise refuse.
import { MAX_LEVEL, MIN_LEVEL, RARITIES, type Rarity } from '@criadero/horse-leveling';
import type { HorseFilters } from './api';

export interface FilterForm {
  rarities: Rarity[];
  gender: '' | 'Male' | 'Female';
  levelMin: string;
  levelMax: string;
  powerMin: string;
  sprintMin: string;
  speedMin: string;
  priceMin: string;
  priceMax: string;
}

export const EMPTY_FORM: FilterForm = {
  rarities: [],
  gender: '',
  levelMin: '',
  levelMax: '',
  powerMin: '',
  sprintMin: '',
  speedMin: '',
  priceMin: '',
  priceMax: '',
};

export type FormIssue = 'level' | 'levelOrder' | 'stat' | 'price' | 'priceOrder';

/** '' → undefined (no bound); a number → it; anything else → NaN (refused). */
function bound(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : Number.NaN;
}

const range = (min: number | undefined, max: number | undefined) =>
  min === undefined && max === undefined ? undefined : { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };

/** The API filters of a form, or the problems that keep it from being searched. */
export function toFilters(form: FilterForm): { filters: HorseFilters; issues: FormIssue[] } {
  const issues: FormIssue[] = [];
  const levelMin = bound(form.levelMin);
  const levelMax = bound(form.levelMax);
  const isLevel = (n: number | undefined) => n === undefined || (Number.isInteger(n) && n >= MIN_LEVEL && n <= MAX_LEVEL);
  if (!isLevel(levelMin) || !isLevel(levelMax)) issues.push('level');
  else if (levelMin !== undefined && levelMax !== undefined && levelMin > levelMax) issues.push('levelOrder');

  const stats = [bound(form.powerMin), bound(form.sprintMin), bound(form.speedMin)];
  if (stats.some((n) => n !== undefined && !(n >= 0 && n <= 1000))) issues.push('stat');

  const priceMin = bound(form.priceMin);
  const priceMax = bound(form.priceMax);
  const isPrice = (n: number | undefined) => n === undefined || (n >= 0 && n <= 1_000_000);
  if (!isPrice(priceMin) || !isPrice(priceMax)) issues.push('price');
  else if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) issues.push('priceOrder');

  const [power, sprint, speed] = stats;
  const filters: HorseFilters = {};
  // no rarity ticked, or all of them, both mean any rarity
  if (form.rarities.length > 0 && form.rarities.length < RARITIES.length) filters.rarities = RARITIES.filter((r) => form.rarities.includes(r));
  if (form.gender) filters.gender = form.gender;
  const level = range(levelMin, levelMax);
  if (level) filters.level = level;
  if (power !== undefined) filters.power = { min: power };
  if (sprint !== undefined) filters.sprint = { min: sprint };
  if (speed !== undefined) filters.speed = { min: speed };
  const priceUsd = range(priceMin, priceMax);
  if (priceUsd) filters.priceUsd = priceUsd;
  return { filters, issues };
}
