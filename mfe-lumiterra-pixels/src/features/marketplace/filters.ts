import type { MarketSearchRequest } from '@criadero/api-contracts/lumiterra-pixels';

/** The search form as the user edits it ('' = any). */
export interface MarketForm {
  type: string;
  quality: string;
  minLevel: string;
  maxLevel: string;
  tradable: '' | 'yes' | 'no';
  name: string;
}

export const EMPTY_FORM: MarketForm = { type: '', quality: '', minLevel: '', maxLevel: '', tradable: '', name: '' };

/** The request body for a form: only the filters the user set. */
export function toSearchRequest(form: MarketForm, requestId: string): MarketSearchRequest {
  const body: MarketSearchRequest = { requestId };
  if (form.type) body.type = Number(form.type) as NonNullable<MarketSearchRequest['type']>;
  if (form.quality) body.quality = Number(form.quality);
  if (form.minLevel) body.minLevel = Number(form.minLevel);
  if (form.maxLevel) body.maxLevel = Number(form.maxLevel);
  if (form.tradable) body.tradable = form.tradable === 'yes';
  if (form.name.trim()) body.name = form.name.trim();
  return body;
}

/** Min above max is refused by the service; the form says so before spending a credit. */
export const levelsInOrder = (form: MarketForm) => !form.minLevel || !form.maxLevel || Number(form.minLevel) <= Number(form.maxLevel);
