import { ORDER_LIST_DIRECTIONS, ORDER_LIST_SORTS } from '@wps/contracts';
import type { SortingState } from '@tanstack/react-table';

/*
 * The filters, sort and page of an order list (deposits, withdrawals, adjustments) as they live in the
 * URL, and the API query made of them. Filters the API would refuse are left out of the query and
 * reported, so the list keeps answering while the operator fixes a field.
 */

export type OrderSort = (typeof ORDER_LIST_SORTS)[number];
export type OrderDirection = (typeof ORDER_LIST_DIRECTIONS)[number];

/** URL search parameters of an order list. */
export const ORDER_PARAMS = [
  'status',
  'kind',
  'memberId',
  'from',
  'to',
  'minAmount',
  'maxAmount',
  'sort',
  'order',
  'page',
] as const;

export interface OrderListState {
  status: string | undefined;
  kind: string | undefined;
  /** As typed (a member id). */
  memberId: string;
  /** `datetime-local` values, the operator's local time. */
  from: string;
  to: string;
  /** As typed, in major units. */
  minAmount: string;
  maxAmount: string;
  sort: OrderSort;
  order: OrderDirection;
  pageNo: number;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Reads the list's state from the URL; unknown statuses, kinds and sorts are ignored. */
export function readOrderList(
  params: URLSearchParams,
  allowed: { statuses: readonly string[]; kinds?: readonly string[] },
): OrderListState {
  const page = Number(params.get('page') ?? '1');
  return {
    status: oneOf(params.get('status'), allowed.statuses),
    kind: allowed.kinds ? oneOf(params.get('kind'), allowed.kinds) : undefined,
    memberId: params.get('memberId')?.trim() ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    minAmount: params.get('minAmount')?.trim() ?? '',
    maxAmount: params.get('maxAmount')?.trim() ?? '',
    sort: oneOf(params.get('sort'), ORDER_LIST_SORTS) ?? 'createdAt',
    order: oneOf(params.get('order'), ORDER_LIST_DIRECTIONS) ?? 'desc',
    pageNo: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** Why a filter was left out of the query. */
export type FilterProblem = 'memberId' | 'amountFormat' | 'amountDecimals' | 'amountOrder' | 'timeOrder';

export interface OrderQuery {
  status?: string;
  kind?: string;
  memberId?: number;
  from?: string;
  to?: string;
  minAmount?: string;
  maxAmount?: string;
  sort: OrderSort;
  order: OrderDirection;
}

/** A `datetime-local` value (local time) as ISO 8601 in UTC; undefined when it is not a time. */
export function localToIso(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return undefined;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

/** A typed bound in major units: its sign, whole and fraction digits; null when it is no amount. */
function readBound(
  text: string,
  signed: boolean,
): { negative: boolean; whole: string; fraction: string } | null {
  const match = (signed ? /^(-?)(\d{1,13})(?:\.(\d{1,4}))?$/ : /^()(\d{1,13})(?:\.(\d{1,4}))?$/).exec(text);
  if (!match) return null;
  return { negative: match[1] === '-', whole: match[2]!, fraction: match[3] ?? '' };
}

/** Compares two bounds exactly (no floating point). */
function compareBounds(
  a: { negative: boolean; whole: string; fraction: string },
  b: { negative: boolean; whole: string; fraction: string },
): number {
  const scaled = (value: typeof a) => {
    const minor = BigInt(value.whole + value.fraction.padEnd(4, '0'));
    return value.negative ? -minor : minor;
  };
  const difference = scaled(a) - scaled(b);
  return difference === 0n ? 0 : difference > 0n ? 1 : -1;
}

/**
 * The API query of a list state: valid filters only, and the problem of each filter left out.
 * `decimals` is the currency's (null while unknown: up to 4 are sent); `signed` allows negative
 * amounts (adjustments).
 */
export function orderListQuery(
  state: OrderListState,
  options: { decimals: number | null; signed: boolean },
): {
  query: OrderQuery;
  problems: Partial<Record<'memberId' | 'minAmount' | 'maxAmount' | 'to', FilterProblem>>;
} {
  const problems: Partial<Record<'memberId' | 'minAmount' | 'maxAmount' | 'to', FilterProblem>> = {};
  const query: OrderQuery = { sort: state.sort, order: state.order };
  if (state.status) query.status = state.status;
  if (state.kind) query.kind = state.kind;
  if (state.memberId) {
    if (/^\d{1,15}$/.test(state.memberId) && Number(state.memberId) > 0)
      query.memberId = Number(state.memberId);
    else problems.memberId = 'memberId';
  }
  const from = localToIso(state.from);
  const to = localToIso(state.to);
  if (from) query.from = from;
  if (to) {
    if (from && Date.parse(from) >= Date.parse(to)) problems.to = 'timeOrder';
    else query.to = to;
  }
  const bounds: Partial<Record<'minAmount' | 'maxAmount', ReturnType<typeof readBound>>> = {};
  for (const key of ['minAmount', 'maxAmount'] as const) {
    const text = state[key];
    if (!text) continue;
    const bound = readBound(text, options.signed);
    if (!bound) problems[key] = 'amountFormat';
    else if (options.decimals !== null && bound.fraction.length > options.decimals)
      problems[key] = 'amountDecimals';
    else bounds[key] = bound;
  }
  if (bounds.minAmount && bounds.maxAmount && compareBounds(bounds.minAmount, bounds.maxAmount) > 0) {
    problems.maxAmount = 'amountOrder';
    delete bounds.maxAmount;
  }
  if (bounds.minAmount) query.minAmount = state.minAmount;
  if (bounds.maxAmount) query.maxAmount = state.maxAmount;
  return { query, problems };
}

/**
 * Folds a `stage` parameter (links from the dashboard: `?stage=second`) into the status it stands
 * for, unless a status is given; the URL then keeps the status only.
 */
export function resolveStage(params: URLSearchParams, stages: Record<string, string>): URLSearchParams {
  const stage = params.get('stage');
  if (stage === null) return params;
  const next = new URLSearchParams(params);
  next.delete('stage');
  const status = Object.hasOwn(stages, stage) ? stages[stage] : undefined;
  if (status && !next.get('status')) next.set('status', status);
  return next;
}

/**
 * The URL after some changes: empty values are removed, and any change other than the page (or the
 * sort) goes back to the first page.
 */
export function nextParams(
  current: URLSearchParams,
  changes: Record<string, string | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** The table's sorting state of a list state. */
export function sortingOf(state: Pick<OrderListState, 'sort' | 'order'>): SortingState {
  return [{ id: state.sort, desc: state.order === 'desc' }];
}

/** The URL changes for a new table sorting (only sortable columns count; the default is left out). */
export function sortChanges(sorting: SortingState): Record<string, string | undefined> {
  const first = sorting[0];
  const sort = first ? oneOf(first.id, ORDER_LIST_SORTS) : undefined;
  if (!first || !sort) return { sort: undefined, order: undefined };
  const order: OrderDirection = first.desc ? 'desc' : 'asc';
  return {
    sort: sort === 'createdAt' ? undefined : sort,
    order: order === 'desc' ? undefined : order,
  };
}

/** Whether any filter (not the sort or page) is set. */
export function hasFilters(state: OrderListState): boolean {
  return Boolean(
    state.status ||
    state.kind ||
    state.memberId ||
    state.from ||
    state.to ||
    state.minAmount ||
    state.maxAmount,
  );
}
