import { UkNation } from '@cards/contracts';

export type { UkNation };
/**
 * The UK's bank-holiday regions: England and Wales share one calendar; Scotland and Northern
 * Ireland each have their own (2 January, St Andrew's Day; St Patrick's Day, the Twelfth).
 */
export const UK_NATIONS: readonly UkNation[] = UkNation.options;

/** Postcode areas delivered in Scotland (TD is the Borders, except two districts on the English side). */
const SCOTTISH_AREAS = new Set(['AB', 'DD', 'DG', 'EH', 'FK', 'G', 'HS', 'IV', 'KA', 'KW', 'KY', 'ML', 'PA', 'PH', 'TD', 'ZE']);
const ENGLISH_TD_DISTRICTS = new Set(['TD12', 'TD15']);

/**
 * The nation a UK postcode is in, for its bank holidays; `null` when the postcode is missing or
 * not a UK one (then every nation's holidays count, the cautious choice).
 */
export function nationOfPostcode(postcode: string | null | undefined): UkNation | null {
  const outward = /^([A-Z]{1,2})(\d[A-Z\d]?)\s*\d[A-Z]{2}$/.exec((postcode ?? '').trim().toUpperCase());
  if (!outward) return null;
  const [, area, district] = outward as unknown as [string, string, string];
  if (area === 'BT') return 'northern-ireland';
  if (SCOTTISH_AREAS.has(area) && !ENGLISH_TD_DISTRICTS.has(`${area}${district}`)) return 'scotland';
  return 'england-wales';
}
