import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { routes } from '@wps/contracts';
import { ledgerAccount } from '../src/modules/ledger/accounts.js';
import { callRoute, type TestServer } from './harness.js';
import { promoKit } from './promotions-support.js';
import { PAYMENT_PASSWORD } from './withdrawals-support.js';

/** What the loyalty tests share, on top of the promotions kit: points given, rewards made, redemptions. */
export function loyaltyKit(server: TestServer) {
  const kit = promoKit(server);

  /** Points credited as the points job posts them (from the promotions account, currency PTS). */
  async function givePoints(memberId: number, points: bigint) {
    await server.services.ledger.move({
      merchantId: await kit.cash.merchantId(),
      currency: 'PTS',
      type: 'points',
      idempotencyKey: `test-points-${randomUUID()}`,
      from: ledgerAccount.promotions,
      to: { kind: 'member', memberId, wallet: 'points' },
      amount: points,
      meta: { kind: 'earn' },
    });
  }

  async function points(memberId: number) {
    return server.services.ledger.balance(await kit.cash.merchantId(), 'PTS', {
      kind: 'member',
      memberId,
      wallet: 'points',
    });
  }

  async function reward(
    body: Partial<{ kind: 'goods' | 'cash'; points: number; stock: number; cash: string | null }> = {},
  ) {
    const created = await callRoute(server, routes.operatorCreatePointReward, {
      token: await kit.adminSession(),
      params: { merchantCode: 'aurora' },
      body: {
        kind: body.kind ?? 'goods',
        name: { EN: body.kind === 'cash' ? 'Cash 10' : 'Team jersey' },
        description: { EN: 'A reward' },
        image: null,
        points: body.points ?? 50,
        cash: body.cash ?? null,
        stock: body.stock ?? 10,
        active: true,
        sort: 10,
        reason: 'test',
      },
    });
    expect(created.body.success, created.text).toBe(true);
    return created.body.value;
  }

  function redeem(
    token: string,
    rewardId: number,
    extra: { quantity?: number; address?: string; paymentPassword?: string; requestId?: string } = {},
  ) {
    return callRoute(server, routes.redeemPointReward, {
      token,
      key: kit.cash.key(),
      body: {
        rewardId,
        quantity: extra.quantity ?? 1,
        ...(extra.address ? { address: extra.address } : {}),
        paymentPassword: extra.paymentPassword ?? PAYMENT_PASSWORD,
        requestId: extra.requestId ?? randomUUID().replace(/-/g, ''),
      },
    });
  }

  async function site() {
    return server.services.merchants.siteByCode('aurora');
  }

  return { ...kit, givePoints, points, reward, redeem, site };
}
