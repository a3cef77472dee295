import { AGENT_MEMBER_TYPES } from '@wps/contracts';

/** The i18n key naming a member type: ordinary, trial (4) or agent (1, 2, 41, 42). */
export function memberTypeKey(type: number): string {
  if (type === 4) return 'members.type.trial';
  if ((AGENT_MEMBER_TYPES as readonly number[]).includes(type)) return 'members.type.agent';
  return 'members.type.ordinary';
}
