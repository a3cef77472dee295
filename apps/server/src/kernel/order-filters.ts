import { toMinorUnits, type CurrencySettings } from '@wps/contracts';
import { validationError } from '../platform/errors.js';

/*
 * The filters and order of the operator's order lists and exports (deposits, withdrawals,
 * adjustments), from the query as the contracts parse it to what the stores take: times as instants,
 * amounts in minor units of the merchant's currency.
 */

export interface OrderListQuery {
  memberId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  minAmount?: string | undefined;
  maxAmount?: string | undefined;
  sort: 'createdAt' | 'amount';
  order: 'asc' | 'desc';
}

export interface OrderListFilter {
  memberId?: number | undefined;
  /** Made at or after. */
  from?: Date | undefined;
  /** Made before. */
  before?: Date | undefined;
  /** Inclusive bounds, minor units. */
  minAmount?: bigint | undefined;
  maxAmount?: bigint | undefined;
}

export interface OrderListSort {
  by: 'createdAt' | 'amount';
  order: 'asc' | 'desc';
}

function amountOf(text: string | undefined, field: string, currency: CurrencySettings): bigint | undefined {
  if (text === undefined) return undefined;
  const minor = toMinorUnits(text, currency.decimals);
  if (minor === null)
    throw validationError({
      [field]: {
        code: 'field.invalid_format',
        message: `Expected an amount with at most ${currency.decimals} decimals`,
      },
    });
  return minor;
}

/** The store's filter and sort of a list query; an amount with more decimals than the currency is refused. */
export function orderListOf(
  query: OrderListQuery,
  currency: CurrencySettings,
): { filter: OrderListFilter; sort: OrderListSort } {
  return {
    filter: {
      memberId: query.memberId,
      from: query.from ? new Date(query.from) : undefined,
      before: query.to ? new Date(query.to) : undefined,
      minAmount: amountOf(query.minAmount, 'minAmount', currency),
      maxAmount: amountOf(query.maxAmount, 'maxAmount', currency),
    },
    sort: { by: query.sort, order: query.order },
  };
}
