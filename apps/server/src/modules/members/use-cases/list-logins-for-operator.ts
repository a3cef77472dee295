import type { operatorLoginQuerySchema } from '@wps/contracts';
import type { z } from 'zod';
import type { MemberDeps } from '../deps.js';
import { CURSOR_TIME, keyOfCursor, keysetPage } from '../../../kernel/paging.js';
import { AppError } from '../../../platform/errors.js';
import * as operatorStore from '../operator-store.js';
import * as store from '../store.js';

type LoginQuery = z.output<typeof operatorLoginQuerySchema>;
type Method = 'password' | 'sms' | 'remember' | 'freeplay' | 'register' | 'reset';
type Outcome = 'success' | 'failed' | 'locked' | 'verification';

/** A member's login attempts for the operator, newest first, by cursor (all that are kept). */
export async function listLoginsForOperator(
  deps: MemberDeps,
  merchantId: number,
  memberId: number,
  query: LoginQuery,
) {
  const member = await store.findMemberById(deps.db, memberId);
  if (!member || member.merchantId !== merchantId) throw new AppError('not.found');
  let after: { at: string; id: number } | undefined;
  if (query.cursor) {
    const [at, id] = keyOfCursor(query.cursor, [CURSOR_TIME, 'number']);
    after = { at: String(at), id: Number(id) };
  }
  const rows = await operatorStore.loginHistoryWindow(deps.db, memberId, {
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    after,
    limit: query.pageSize + 1,
  });
  const page = keysetPage(rows, query.pageSize, (row) => [row.atKey, row.id]);
  return {
    list: page.list.map((row) => ({
      id: row.id,
      at: row.at,
      ip: row.ip,
      country: row.country,
      userAgent: row.userAgent,
      method: row.method as Method,
      outcome: row.outcome as Outcome,
    })),
    cursor: page.cursor,
  };
}
