/**
 * Query keys of the agent centre. Every agent query starts with `['agents', token]`; an action that
 * changes contracts or the team invalidates `AGENTS_KEY`, so the menus, the pages and the contract
 * popup reload together. Kept apart from the calls so the always-loaded provider stays small.
 */
export const AGENTS_KEY = ['agents'] as const;

export function consolidatedKey(token: string | null) {
  return [...AGENTS_KEY, token, 'consolidated'] as const;
}
