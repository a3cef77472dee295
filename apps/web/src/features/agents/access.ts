import { AGENT_MEMBER_TYPES, TRIAL_MEMBER_TYPE } from '@wps/contracts';

/**
 * Who sees the agent centre (docs/product.md §Agent centre): agents (types 1, 2, 41, 42) use it; a
 * trial account (type 4) sees the entry (the brand rule's agent types) but is refused with
 * `in_need_true_account`; every other member never sees it.
 */
export function isAgentType(type: number | null | undefined): boolean {
  return type !== null && type !== undefined && (AGENT_MEMBER_TYPES as readonly number[]).includes(type);
}

export function seesAgentCentre(type: number | null | undefined): boolean {
  return isAgentType(type) || type === TRIAL_MEMBER_TYPE;
}
