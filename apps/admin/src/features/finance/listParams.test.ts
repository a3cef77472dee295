import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  localToIso,
  nextParams,
  orderListQuery,
  readOrderList,
  resolveStage,
  sortChanges,
  sortingOf,
} from './listParams';

const STATUSES = ['PENDING', 'PAID'] as const;
const read = (search: string) =>
  readOrderList(new URLSearchParams(search), { statuses: STATUSES, kinds: ['manual'] });

describe('order list state in the URL', () => {
  it('reads defaults and ignores unknown values', () => {
    const state = read('status=NOPE&kind=other&sort=size&order=up&page=-3');
    expect(state).toMatchObject({
      status: undefined,
      kind: undefined,
      sort: 'createdAt',
      order: 'desc',
      pageNo: 1,
    });
    expect(hasFilters(state)).toBe(false);
  });

  it('reads known values', () => {
    const state = read('status=PAID&kind=manual&memberId=12&sort=amount&order=asc&page=3&minAmount=10');
    expect(state).toMatchObject({
      status: 'PAID',
      kind: 'manual',
      memberId: '12',
      sort: 'amount',
      order: 'asc',
      pageNo: 3,
    });
    expect(hasFilters(state)).toBe(true);
  });

  it('resets the page on a filter change but not on a page change', () => {
    const current = new URLSearchParams('status=PAID&page=4');
    expect(nextParams(current, { memberId: '7' }).toString()).toBe('status=PAID&memberId=7');
    expect(nextParams(current, { page: '5' }).toString()).toBe('status=PAID&page=5');
    expect(nextParams(current, { status: '' }).toString()).toBe('');
  });

  it('reads a stage as the status it stands for', () => {
    const stages = { second: 'AWAITING_SECOND_APPROVAL' };
    expect(resolveStage(new URLSearchParams('stage=second&page=2'), stages).toString()).toBe(
      'page=2&status=AWAITING_SECOND_APPROVAL',
    );
    expect(resolveStage(new URLSearchParams('stage=second&status=PAID'), stages).toString()).toBe(
      'status=PAID',
    );
    expect(resolveStage(new URLSearchParams('stage=other'), stages).toString()).toBe('');
    const same = new URLSearchParams('status=PAID');
    expect(resolveStage(same, stages)).toBe(same);
  });

  it('turns table sorting into URL changes and back', () => {
    expect(sortChanges([{ id: 'amount', desc: false }])).toEqual({ sort: 'amount', order: 'asc' });
    expect(sortChanges([{ id: 'createdAt', desc: true }])).toEqual({ sort: undefined, order: undefined });
    expect(sortChanges([{ id: 'username', desc: true }])).toEqual({ sort: undefined, order: undefined });
    expect(sortingOf({ sort: 'amount', order: 'desc' })).toEqual([{ id: 'amount', desc: true }]);
  });
});

describe('the API query of a list state', () => {
  it('sends valid filters', () => {
    const { query, problems } = orderListQuery(
      read('memberId=5&minAmount=10.5&maxAmount=20&status=PENDING'),
      {
        decimals: 2,
        signed: false,
      },
    );
    expect(problems).toEqual({});
    expect(query).toEqual({
      status: 'PENDING',
      memberId: 5,
      minAmount: '10.5',
      maxAmount: '20',
      sort: 'createdAt',
      order: 'desc',
    });
  });

  it('leaves out and reports what the API would refuse', () => {
    const { query, problems } = orderListQuery(read('memberId=abc&minAmount=1.234&maxAmount=-5'), {
      decimals: 2,
      signed: false,
    });
    expect(problems).toEqual({
      memberId: 'memberId',
      minAmount: 'amountDecimals',
      maxAmount: 'amountFormat',
    });
    expect(query).toEqual({ sort: 'createdAt', order: 'desc' });
  });

  it('compares amounts exactly, signed ones too', () => {
    expect(
      orderListQuery(read('minAmount=100.01&maxAmount=100.1'), { decimals: 2, signed: false }).problems,
    ).toEqual({});
    expect(
      orderListQuery(read('minAmount=100.10&maxAmount=100.01'), { decimals: 2, signed: false }).problems,
    ).toEqual({
      maxAmount: 'amountOrder',
    });
    const signed = orderListQuery(read('minAmount=-50&maxAmount=-10'), { decimals: 2, signed: true });
    expect(signed.problems).toEqual({});
    expect(signed.query).toMatchObject({ minAmount: '-50', maxAmount: '-10' });
    expect(
      orderListQuery(read('minAmount=-10&maxAmount=-50'), { decimals: 2, signed: true }).problems,
    ).toEqual({
      maxAmount: 'amountOrder',
    });
  });

  it('accepts up to 4 decimals while the currency is unknown', () => {
    expect(orderListQuery(read('minAmount=1.2345'), { decimals: null, signed: false }).problems).toEqual({});
  });

  it('sends times as UTC and refuses an end before the start', () => {
    const from = '2025-01-02T10:00';
    const ok = orderListQuery(read(`from=${from}&to=2025-01-03T10:00`), { decimals: 2, signed: false });
    expect(ok.query.from).toBe(new Date(from).toISOString());
    expect(ok.query.to).toBe(new Date('2025-01-03T10:00').toISOString());
    const bad = orderListQuery(read(`from=${from}&to=${from}`), { decimals: 2, signed: false });
    expect(bad.problems).toEqual({ to: 'timeOrder' });
    expect(bad.query.to).toBeUndefined();
    expect(localToIso('yesterday')).toBeUndefined();
  });
});
