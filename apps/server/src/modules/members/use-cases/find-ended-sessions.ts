import type { MemberDeps } from '../deps.js';
import { sessionVerdict } from '../rules.js';
import * as store from '../store.js';
import { tokenHash } from '../views.js';

/**
 * Which of these tokens no longer name a live session of the merchant (revoked, past their end, idle
 * too long): one query for all, and no session is touched, so an open live channel never keeps an
 * idle session alive (docs/product.md §Live channel).
 */
export async function findEndedSessions(
  deps: MemberDeps,
  merchantId: number,
  tokens: readonly string[],
): Promise<Set<string>> {
  if (tokens.length === 0) return new Set();
  const hashes = new Map(tokens.map((token) => [tokenHash(token), token]));
  const rows = await store.findSessions(deps.db, [...hashes.keys()]);
  const now = deps.clock.now();
  const live = new Set(
    rows
      .filter(
        (row) =>
          sessionVerdict(row.session, row.memberMerchantId, merchantId, now, deps.sessions) !== 'ended',
      )
      .map((row) => row.tokenHash),
  );
  return new Set([...hashes].filter(([hash]) => !live.has(hash)).map(([, token]) => token));
}
