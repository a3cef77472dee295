import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { routes, type ActivityInput } from '@wps/contracts';
import { ledgerAccount } from '../src/modules/ledger/accounts.js';
import { agentKit, uniqueName } from './agents-support.js';
import { callRoute, type TestServer } from './harness.js';
import { CURRENCY, VENDOR, walletCall } from './vendor-wallet-support.js';
import { money, OPERATOR_CHANGED_PASSWORD } from './withdrawals-support.js';

/*
 * What the promotion tests share: activities made by an operator through the API, members with a
 * payment password, deposits posted as the payment flow posts them, rounds played through the signed
 * seamless wallet protocol, and the ledger's promotion postings read back.
 */

type ActivityBody = Omit<ActivityInput, 'reason'> & { reason: string };

export function promoKit(server: TestServer) {
  const agents = agentKit(server);
  const cash = money(server);

  const hour = 3_600_000;
  function activity(patch: Partial<ActivityBody> = {}): ActivityBody {
    const now = server.clock.now().getTime();
    return {
      kind: 'first_deposit',
      title: { EN: 'First deposit 100%', CN: '首存100%' },
      summary: { EN: 'Double your first deposit' },
      rules: { EN: 'One bonus per member.\nTurnover 10 times the bonus.' },
      banner: { theme: 'gold', image: null },
      languages: [],
      audience: { kind: 'all', ranks: [], labels: [], newWithinDays: null, agents: [] },
      startsAt: now - hour,
      endsAt: now + 30 * 24 * hour,
      showFrom: null,
      repeat: 'once',
      reward: { percentBasisPoints: 10_000, fixed: '0', max: '1000', threshold: '100' },
      wagering: { multiple: 10, basis: 'bonus', weights: { LIVE: 10 }, maxBet: null, expiryHours: null },
      budget: null,
      review: false,
      messagingChannel: null,
      sort: 10,
      reason: 'test',
      ...patch,
    };
  }

  /** Creates and publishes an activity; answers it as the operator sees it. */
  async function publish(patch: Partial<ActivityBody> = {}) {
    const token = await agents.adminSession();
    const created = await callRoute(server, routes.operatorCreateActivity, {
      token,
      params: { merchantCode: 'aurora' },
      body: activity(patch),
    });
    expect(created.body.success, created.text).toBe(true);
    const published = await callRoute(server, routes.operatorSetActivityState, {
      token,
      params: { merchantCode: 'aurora', activityId: created.body.value.id },
      body: { state: 'published', reason: 'launch' },
    });
    expect(published.body.success, published.text).toBe(true);
    return published.body.value;
  }

  async function member(prefix = 'pm') {
    return cash.member(uniqueName(prefix));
  }

  async function mine(token: string) {
    const res = await callRoute(server, routes.myPromotions, { token });
    expect(res.body.success, res.text).toBe(true);
    return res.body.value;
  }

  async function statusOf(token: string, activityId: number) {
    return (await mine(token)).activities.find((entry) => entry.activityId === activityId);
  }

  function claim(token: string, activityId: number, extra: { device?: string; requestId?: string } = {}) {
    return callRoute(server, routes.claimPromotion, {
      token,
      body: {
        activityId,
        requestId: extra.requestId ?? randomUUID().replace(/-/g, ''),
        ...(extra.device ? { device: extra.device } : {}),
      },
    });
  }

  async function progress(token: string) {
    const res = await callRoute(server, routes.bonusProgress, { token });
    expect(res.body.success, res.text).toBe(true);
    return res.body.value;
  }

  /** Ledger postings of promotions (`promo:<id>` and `promo-reclaim:<id>`), oldest first. */
  async function postings() {
    const result = (await server.database.db.execute(
      sql`select idempotency_key from ledger_transactions where idempotency_key like 'promo%' order by id`,
    )) as unknown as { rows: { idempotency_key: string }[] };
    return result.rows.map((row) => row.idempotency_key);
  }

  /** A finished round in a game of `category` through the signed wallet protocol (amounts in major units). */
  async function roundIn(
    member: { id: number },
    category: 'LIVE' | 'RNG' | 'SPORTS',
    bet: string,
    win: string,
  ) {
    const session = await server.services.vendorWallet.openSession({
      merchantId: await cash.merchantId(),
      memberId: member.id,
      currency: CURRENCY,
      vendorCode: VENDOR,
      gameCode: 'aurora-gems',
      gameNodeId: null,
      category,
      keepOthers: true,
    });
    const round = `r-${randomUUID()}`;
    const betTx = `b-${randomUUID()}`;
    const base = { playerId: session.playerId, currency: CURRENCY, roundId: round, gameId: 'aurora-gems' };
    const debit = await walletCall(server, 'debit', {
      ...base,
      transactionId: betTx,
      amount: bet,
      sessionId: session.sessionId,
    });
    expect(debit.answer.status, debit.text).toBe('OK');
    const credit = await walletCall(server, 'credit', {
      ...base,
      transactionId: `c-${randomUUID()}`,
      amount: win,
      betTransactionId: betTx,
      roundFinished: true,
    });
    expect(credit.answer.status, credit.text).toBe('OK');
  }

  /**
   * A deposit as the payment flow posts it (ledger type `deposit`), stamped with the server's clock:
   * the ledger stamps the database's own time, which in production is the same clock but here is
   * not (the tests pin and move the server's).
   */
  async function deposit(memberId: number, amount: bigint) {
    const posted = await server.services.ledger.move({
      merchantId: await cash.merchantId(),
      currency: CURRENCY,
      type: 'deposit',
      idempotencyKey: `test-deposit-${randomUUID()}`,
      from: ledgerAccount.clearing,
      to: ledgerAccount.main(memberId),
      amount,
    });
    const at = server.clock.now().toISOString();
    const id = posted.answer.transactionId;
    await server.database.db.transaction(async (tx) => {
      // Past the ledger's append-only guards, as the dashboard tests move postings.
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update ledger_transactions set created_at = ${at}::timestamptz where id = ${id}`);
      await tx.execute(
        sql`update ledger_entries set created_at = ${at}::timestamptz where transaction_id = ${id}`,
      );
    });
  }

  let operators = 0;
  /** Another operator of a role, signed in with its first password changed. */
  async function operator(role: 'viewer' | 'editor' | 'admin') {
    const username = `promo${++operators}${role}`;
    const created = await callRoute(server, routes.operatorCreate, {
      token: await agents.adminSession(),
      body: { username, password: 'Promo-first-pass-1', role },
    });
    expect(created.body.success, created.text).toBe(true);
    const login = await callRoute(server, routes.operatorLogin, {
      body: { username, password: 'Promo-first-pass-1' },
    });
    const token = login.body.value.token;
    await callRoute(server, routes.operatorChangePassword, {
      token,
      body: { oldPassword: 'Promo-first-pass-1', newPassword: OPERATOR_CHANGED_PASSWORD },
    });
    return token;
  }

  return {
    ...agents,
    deposit,
    roundIn,
    operator,
    cash,
    activity,
    publish,
    member,
    mine,
    statusOf,
    claim,
    progress,
    postings,
  };
}

/** A PNG of about `bytes` bytes (a real signature, padded). */
export function pngOf(bytes: number): string {
  const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return `data:image/png;base64,${Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length), 1)]).toString('base64')}`;
}
export const JPEG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]).toString('base64')}`;
/** A GIF labelled as a PNG: refused by its bytes. */
export const GIF_AS_PNG = `data:image/png;base64,${Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64')}`;
/** A WebP: a picture the deposit proofs take, but applications do not. */
export const WEBP = `data:image/webp;base64,${Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]).toString('base64')}`;
