import type { TFunction } from 'i18next';
import { PATTERN_IDS } from '@wps/contracts';

/**
 * The validation message for a registration rule (docs/product.md §Validation): one number when
 * min equals max.
 */
export function patternMessage(t: TFunction, patternId: number, min: number, max: number): string {
  const id = (PATTERN_IDS as number[]).includes(patternId) ? patternId : 14;
  return t(min === max ? `pattern.${id}.exact` : `pattern.${id}`, { min, max });
}
