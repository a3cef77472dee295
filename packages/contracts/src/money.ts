import { safeLinkSchema } from './links.js';
import { timeMsSchema } from './times.js';
import { z } from 'zod';
import { localizedSchema } from './localized.js';
import { toMinorUnits } from './money-units.js';

/**
 * Money on the wire: a decimal string in major units with at most the currency's decimals
 * ("1234.5", "1234.50"); never a JSON number. The server converts to integer minor units at the
 * edge (docs/product.md §Money) and answers with exactly the currency's decimals ("1234.50").
 */
export const moneyInputSchema = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,4})?$/, 'Expected a positive decimal amount such as 100 or 100.50');
export const moneySchema = z.string().regex(/^-?\d{1,16}(\.\d{1,4})?$/);
export type Money = z.infer<typeof moneySchema>;

/** A client-chosen id (UUID or similar) that makes a money request safe to retry. */
export const requestIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Expected 8 to 64 letters, digits, _ or -');

const paged = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), pageNum: z.number().int(), totalPages: z.number().int() });

const pageQuery = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** Epoch milliseconds of whole days; a range may span at most 31 days (docs/product.md §Records). */
const dayRange = {
  startTime: timeMsSchema.optional(),
  endTime: timeMsSchema.optional(),
};

// ---------------------------------------------------------------------------------------------
// Settings section `money` (per merchant, operator-owned)

export const moneySettingsSchema = z.object({
  /** Single wallet: games play from the main wallet; otherwise money moves to vendor wallets. */
  singleWallet: z.boolean(),
  /** Transfer-mode wallets offered besides the main one (vendor codes come with the game issue). */
  vendorWallets: z.array(z.object({ code: z.string().regex(/^[A-Z0-9_]{2,20}$/), name: localizedSchema })),
  withdrawal: z.object({
    enabled: z.boolean(),
    minAmount: moneySchema,
    maxAmount: moneySchema,
    dailyCount: z.number().int().min(0).max(100),
    dailyMaxAmount: moneySchema,
    /** Free withdrawals a day; after that the charge applies. */
    freePerDay: z.number().int().min(0).max(100),
    /** Charge in basis points of the amount (100 = 1%) plus a fixed part. */
    chargeBasisPoints: z.number().int().min(0).max(5000),
    chargeFixed: moneySchema,
    /** Above this amount an approval needs a second operator (maker-checker). */
    secondApprovalAbove: moneySchema,
    /** Turnover (total bets) required since the last withdrawal, as a multiple of deposits (1 = 100%). */
    turnoverMultiple: z.number().min(0).max(100),
  }),
  transfer: z.object({
    uplineEnabled: z.boolean(),
    downlineEnabled: z.boolean(),
    minAmount: moneySchema,
    maxAmount: moneySchema,
  }),
  /** Play money a free-play (trial) account starts with. */
  trialBalance: moneySchema,
  /** Manual adjustments above this need a second operator. */
  adjustmentSecondApprovalAbove: moneySchema,
});
export type MoneySettings = z.infer<typeof moneySettingsSchema>;

// ---------------------------------------------------------------------------------------------
// Balance and wallets (docs/product.md §Money)

/**
 * The main wallet in a balance answer: `accountTypeId` 2 (as on the original platform) and code
 * `main`; vendor wallets count from 100 (docs/decisions.md, "Wallets and records").
 */
export const MAIN_WALLET_ACCOUNT_TYPE_ID = 2;
export const MAIN_WALLET_CODE = 'main';
export const FIRST_VENDOR_WALLET_ACCOUNT_TYPE_ID = 100;

export const walletBalanceSchema = z.object({
  /** The header total: main plus every vendor wallet. */
  sumBalance: moneySchema,
  balance: z.array(
    z.object({
      /** MAIN_WALLET_ACCOUNT_TYPE_ID is the main wallet; vendor wallets follow from 100. */
      accountTypeId: z.number().int(),
      wallet: z.string(),
      name: z.string(),
      availBalance: moneySchema,
    }),
  ),
  currency: z.string(),
  currencySymbol: z.string(),
  currencyPosition: z.enum(['F', 'B']),
  /** Trial accounts hold play money only. */
  playMoney: z.boolean(),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

export const merchantWalletSchema = z.object({ isSingle: z.boolean() });

export const walletTransferRequestSchema = z.object({
  from: z.string().max(20),
  to: z.string().max(20),
  amount: moneyInputSchema,
  requestId: requestIdSchema,
});
export const walletReturnRequestSchema = z.object({ requestId: requestIdSchema });

// ---------------------------------------------------------------------------------------------
// Deposits (docs/product.md §Deposits)

export const DEPOSIT_KINDS = ['gateway', 'manual'] as const;
export const DEPOSIT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED', 'REJECTED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const bankOptionSchema = z.object({ code: z.string().max(20), name: z.string().max(80) });

/** A channel of a payment method, configured per merchant by the operator. */
export const depositChannelSchema = z.object({
  id: z.number().int(),
  name: localizedSchema,
  kind: z.enum(DEPOSIT_KINDS),
  /** Gateway channels: the provider (e.g. `sandbox`) and its channel (`bank_redirect`, `qr`). */
  provider: z.string().max(40).nullable(),
  providerChannel: z.string().max(40).nullable(),
  minAmount: moneySchema,
  maxAmount: moneySchema,
  fixedAmounts: z.array(moneySchema).max(12),
  fixedAmountOnly: z.boolean(),
  /** Fee charged to the member in basis points (customerCharge). */
  feeBasisPoints: z.number().int().min(0).max(5000),
  banks: z.array(bankOptionSchema).max(100),
  /** Manual transfer: where the member sends the money. */
  receivingAccount: z
    .object({
      bankName: z.string().max(80),
      accountName: z.string().max(80),
      accountNumber: z.string().max(40),
    })
    .nullable(),
  displayOrder: z.number().int(),
  enabled: z.boolean(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

export const depositMethodSchema = z.object({
  code: z.string().regex(/^[A-Z0-9_]{2,30}$/),
  name: localizedSchema,
  icon: safeLinkSchema(300).nullable(),
  recommended: z.boolean(),
  displayOrder: z.number().int(),
  enabled: z.boolean(),
  channels: z.array(depositChannelSchema),
});
export type DepositMethod = z.infer<typeof depositMethodSchema>;

/** Operator input: methods with their channels; ids of existing channels are kept. */
export const depositMethodsInputSchema = z.array(
  depositMethodSchema.extend({
    channels: z.array(depositChannelSchema.extend({ id: z.number().int().optional() })),
  }),
);

/** What the member sees: enabled methods and channels in display order, names in their language. */
export const memberDepositChannelSchema = depositChannelSchema
  .omit({ name: true, enabled: true, provider: true, providerChannel: true })
  .extend({ name: z.string() });
export const memberDepositMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  recommended: z.boolean(),
  channels: z.array(memberDepositChannelSchema),
});

export const depositSettingsSchema = z.object({
  allowDeposit: z.boolean(),
  totalDepositSuccessCount: z.number().int(),
});

export const gatewayDepositRequestSchema = z.object({
  channelId: z.number().int().positive(),
  amount: moneyInputSchema,
  bankCode: z.string().max(20).optional(),
  requestId: requestIdSchema,
});
export const gatewayDepositValueSchema = z.object({
  orderNo: z.string(),
  payUrl: z.string(),
  qrContent: z.string().nullable(),
  expiresAt: z.number().int(),
});

/** A 2 MB image as a base64 data URL, with room for its prefix. */
const PROOF_IMAGE_MAX_CHARS = 2_800_000;
/** Request bodies that may carry a proof image (the image and the form's other fields). */
/** The largest proof picture (deposit and withdrawal receipts), decoded. */
export const PROOF_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROOF_BODY_LIMIT_BYTES = 3 * 1024 * 1024;

/** A proof image: PNG, JPEG or WebP as a data URL, up to 2 MB. */
export const proofImageSchema = z
  .string()
  .max(PROOF_IMAGE_MAX_CHARS)
  .regex(/^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/);

export const manualDepositRequestSchema = z.object({
  channelId: z.number().int().positive(),
  amount: moneyInputSchema,
  /** The transfer reference or remark the member used at their bank. */
  reference: z.string().trim().min(1).max(64),
  payerName: z.string().trim().min(1).max(80),
  proofImage: proofImageSchema.optional(),
  requestId: requestIdSchema,
});

export const depositRecordSchema = z.object({
  orderNo: z.string(),
  method: z.string(),
  channel: z.string(),
  kind: z.enum(DEPOSIT_KINDS),
  amount: moneySchema,
  fee: moneySchema,
  status: z.enum(DEPOSIT_STATUSES),
  createdAt: z.number().int(),
  completedAt: z.number().int().nullable(),
  /** Gateway orders still payable. */
  payUrl: z.string().nullable(),
  reference: z.string().nullable(),
  remark: z.string().nullable(),
});
export type DepositRecord = z.infer<typeof depositRecordSchema>;

export const depositRecordQuerySchema = z.object({
  ...pageQuery,
  ...dayRange,
  status: z.enum(DEPOSIT_STATUSES).optional(),
});
export const depositRecordsSchema = paged(depositRecordSchema);
export const orderNoSchema = z.object({ orderNo: z.string().trim().min(1).max(64) });

// ---------------------------------------------------------------------------------------------
// Withdrawals (docs/product.md §Withdrawals)

export const PAYOUT_ACCOUNT_KINDS = ['bank', 'ewallet'] as const;
export const WITHDRAWAL_STATUSES = [
  'PENDING',
  'AWAITING_SECOND_APPROVAL',
  'PAID',
  'REJECTED',
  'RECEIVED',
  'NOT_RECEIVED',
  'AUTO_RECEIVED',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const payoutAccountSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYOUT_ACCOUNT_KINDS),
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Only the last 4 digits are shown. */
  accountNumberMasked: z.string(),
  isDefault: z.boolean(),
});
export const withdrawAccountInfoSchema = z.object({
  accounts: z.array(payoutAccountSchema),
  payeeName: z.string().nullable(),
  banks: z.array(bankOptionSchema),
  ewallets: z.array(bankOptionSchema),
});

/**
 * The country whose banks and e-wallets are meant (ISO 3166 alpha-2); left out, the merchant's: the
 * country of its currency (PHP → PH).
 */
const payoutCountrySchema = z.string().regex(/^[A-Z]{2}$/, 'Two capital letters (ISO 3166)');
export const withdrawAccountInfoQuerySchema = z.object({ country: payoutCountrySchema.optional() });

export const bindPayoutAccountRequestSchema = z.object({
  kind: z.enum(PAYOUT_ACCOUNT_KINDS),
  country: payoutCountrySchema.optional(),
  bankCode: z.string().trim().min(1).max(20),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{6,30}$/, 'Expected 6 to 30 digits'),
  /** Must equal the member's payee name (set from it when the member has none yet). */
  accountName: z.string().trim().min(1).max(80),
  paymentPassword: z.string().min(1).max(255),
});

export const withdrawSettingsSchema = z.object({
  enabled: z.boolean(),
  minimumAmount: moneySchema,
  maximumAmount: moneySchema,
  dailyCountLeft: z.number().int(),
  dailyAmountLeft: moneySchema,
  freeLeftToday: z.number().int(),
  chargeBasisPoints: z.number().int(),
  chargeFixed: moneySchema,
  turnover: z.object({ required: moneySchema, completed: moneySchema, remaining: moneySchema }),
  hasPaymentPassword: z.boolean(),
});

export const withdrawChargeQuerySchema = z.object({ amount: moneyInputSchema });
export const withdrawChargeSchema = z.object({
  amount: moneySchema,
  charge: moneySchema,
  receive: moneySchema,
});

export const withdrawRequestSchema = z.object({
  check: z.literal('v2').default('v2'),
  accountId: z.number().int().positive(),
  amount: moneyInputSchema,
  paymentPassword: z.string().min(1).max(255),
  requestId: requestIdSchema,
});

export const withdrawalRecordSchema = z.object({
  orderNo: z.string(),
  amount: moneySchema,
  charge: moneySchema,
  receive: moneySchema,
  status: z.enum(WITHDRAWAL_STATUSES),
  account: z.string(),
  createdAt: z.number().int(),
  paidAt: z.number().int().nullable(),
  /** PAID only: when it counts as received if the member does not answer. */
  autoReceiveAt: z.number().int().nullable(),
  remark: z.string().nullable(),
});
export const withdrawalRecordQuerySchema = depositRecordQuerySchema.extend({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
});
export const withdrawalRecordsSchema = paged(withdrawalRecordSchema);

/**
 * docs/product.md §Withdrawals: received, not received (with a proof image), or all received. `orderNo` names
 * the order for the first two; all received answers every paid order of the member.
 */
export const withdrawalReceiptRequestSchema = z.object({
  orderNo: z.string().trim().min(1).max(64).optional(),
  result: z.enum(['received', 'not_received', 'all_received']),
  proofImage: proofImageSchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// Transfers between members (docs/product.md §Transfers)

export const transferUplineRequestSchema = z.object({
  amount: moneyInputSchema,
  paymentPassword: z.string().min(1).max(255),
  remark: z.string().trim().max(140).optional(),
  requestId: requestIdSchema,
});
export const transferDownlineRequestSchema = transferUplineRequestSchema.extend({
  downlineUsername: z.string().trim().min(1).max(64),
});
export const transferValueSchema = z.object({ orderNo: z.string(), balance: moneySchema });
export const transferEnabledSchema = z.object({ upline: z.boolean(), downline: z.boolean() });

// ---------------------------------------------------------------------------------------------
// Account records (docs/product.md §Records)

export const TRANSACTION_CODE_TYPES = [
  'deposit',
  'withdraw',
  'betting',
  'winning',
  'dividend',
  'betting_rebate',
  'agent_rebate',
  'hour_wage',
  'daily_wage',
  'referral_rebate',
  'share_bonus',
  'other',
] as const;

export const memberTransactionQuerySchema = z.object({
  codeTypes: z.enum(TRANSACTION_CODE_TYPES).optional(),
  ...dayRange,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const memberTransactionSchema = z.object({
  txId: z.string(),
  txTypeId: z.number().int(),
  txTypeName: z.enum(TRANSACTION_CODE_TYPES),
  remark: z.string().nullable(),
  txTimeInTimestamp: z.number().int(),
  orderNo: z.string().nullable(),
  customerName: z.string(),
  /** Negative = money out. */
  amount: moneySchema,
  currentAvailBalance: moneySchema,
});
export const memberTransactionsSchema = z.object({
  list: z.array(memberTransactionSchema),
  totalPages: z.number().int(),
  pageNum: z.number().int(),
});

export const bonusRecordSchema = z.object({
  txId: z.string(),
  type: z.string(),
  name: z.string(),
  amount: moneySchema,
  createdAt: z.number().int(),
  remark: z.string().nullable(),
});
export const bonusRecordsSchema = paged(bonusRecordSchema);
export const bonusQuerySchema = z.object({ ...pageQuery, ...dayRange });

// ---------------------------------------------------------------------------------------------
// Operator

/** How the operator's order lists (deposits, withdrawals, adjustments) may be sorted. */
export const ORDER_LIST_SORTS = ['createdAt', 'amount'] as const;
export const ORDER_LIST_DIRECTIONS = ['asc', 'desc'] as const;
/** Most rows one CSV export of orders holds; `X-Export-Truncated: true` says the filters matched more. */
export const ORDER_EXPORT_MAX_ROWS = 50_000;

const orderTime = z.iso.datetime({ offset: true });
/** A signed amount in major units (adjustments: negative debits the member). */
const signedAmountInputSchema = z
  .string()
  .trim()
  .regex(/^-?\d{1,13}(\.\d{1,4})?$/, 'Expected a decimal amount such as -100 or 100.50');

/**
 * Filters and order shared by the operator's order lists and their CSV exports: one member, the time
 * the order was made ([from, to), ISO 8601 with offset), the amount (inclusive bounds, in major units
 * with at most the currency's decimals), sorted by time or amount (ties: newest id first or last).
 */
function orderListFields<A extends z.ZodType<string>>(amount: A) {
  return {
    /** One member's orders. */
    memberId: z.coerce.number().int().positive().optional(),
    from: orderTime.optional(),
    to: orderTime.optional(),
    minAmount: amount.optional(),
    maxAmount: amount.optional(),
    sort: z.enum(ORDER_LIST_SORTS).default('createdAt'),
    order: z.enum(ORDER_LIST_DIRECTIONS).default('desc'),
  };
}

function rangesInOrder(
  value: { from?: string | undefined; to?: string | undefined; minAmount?: string; maxAmount?: string },
  ctx: z.RefinementCtx,
) {
  if (value.from && value.to && Date.parse(value.from) >= Date.parse(value.to))
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must be after from' });
  const min = value.minAmount === undefined ? null : toMinorUnits(value.minAmount, 4);
  const max = value.maxAmount === undefined ? null : toMinorUnits(value.maxAmount, 4);
  if (min !== null && max !== null && min > max)
    ctx.addIssue({ code: 'custom', path: ['maxAmount'], message: 'Must not be below minAmount' });
}

/** A page of an operator list: `total` rows match; `updatedAt` (ms) is the latest change to any of the merchant's orders of the list's kind (null when there are none), a cheap version for polling. */
const operatorPage = <T extends z.ZodType>(item: T) =>
  paged(item).extend({ total: z.number().int(), updatedAt: z.number().int().nullable() });

const depositFilterFields = {
  status: z.enum(DEPOSIT_STATUSES).optional(),
  kind: z.enum(DEPOSIT_KINDS).optional(),
  ...orderListFields(moneyInputSchema),
};
/** The operator's deposit list: filters, sort and page. */
export const operatorDepositQuerySchema = z
  .object({ ...pageQuery, ...depositFilterFields })
  .superRefine(rangesInOrder);
/** The deposit export's filters and sort (every matching row, up to ORDER_EXPORT_MAX_ROWS). */
export const operatorDepositExportQuerySchema = z.object(depositFilterFields).superRefine(rangesInOrder);
export const operatorDepositSchema = depositRecordSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  payerName: z.string().nullable(),
  hasProof: z.boolean(),
  /** The operator who approved or rejected a manual transfer. */
  decidedBy: z.string().nullable(),
});
export const operatorDepositPageSchema = operatorPage(operatorDepositSchema);
export const operatorDecisionSchema = z.object({ remark: z.string().trim().max(200).optional() });

const withdrawalFilterFields = {
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  ...orderListFields(moneyInputSchema),
};
/** The operator's withdrawal list: filters, sort and page. */
export const operatorWithdrawalQuerySchema = z
  .object({ ...pageQuery, ...withdrawalFilterFields })
  .superRefine(rangesInOrder);
export const operatorWithdrawalExportQuerySchema = z
  .object(withdrawalFilterFields)
  .superRefine(rangesInOrder);

/** What may make an operator look twice at a withdrawal still awaiting a decision. */
export const withdrawalRiskSchema = z.object({
  /** No withdrawal of this member was paid out before. */
  firstWithdrawal: z.boolean(),
  /** When the payout account was bound (ms). */
  payoutAccountAddedAt: z.number().int(),
  /** The payout account was bound within the last 24 hours, or no paid withdrawal used it before. */
  payoutAccountNew: z.boolean(),
  /** When the member's login password was last set (ms): a change, a reset, or the registration. */
  passwordChangedAt: z.number().int().nullable(),
  /** The password was set within the last 24 hours. */
  passwordChangedRecently: z.boolean(),
  /** The turnover since the member's last paid withdrawal, as their withdrawal settings show it. */
  turnover: z.object({
    required: moneySchema,
    completed: moneySchema,
    remaining: moneySchema,
    met: z.boolean(),
  }),
});

/** Maker-checker state of a withdrawal (docs/product.md §Approvals). */
export const withdrawalApprovalSchema = z.object({
  /** The amount is above `money.withdrawal.secondApprovalAbove`: two different operators must approve. */
  needsSecondApprover: z.boolean(),
  threshold: moneySchema,
  firstApprovedBy: z.string().nullable(),
  /** When the first approval was given (ms); null when none, or given before this was kept. */
  firstApprovedAt: z.number().int().nullable(),
  /** Approved once, waiting for a second, different operator. */
  awaitingSecondApprover: z.boolean(),
});

export const operatorWithdrawalSchema = withdrawalRecordSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  firstApprovedBy: z.string().nullable(),
  /** The member answered "not received" with a proof image (operatorWithdrawalProof). */
  hasProof: z.boolean(),
  /** The operator who paid it out or rejected it (`system` for a request refused by the daily limit). */
  decidedBy: z.string().nullable(),
  approval: withdrawalApprovalSchema,
  /** Risk hints while the order awaits a decision (PENDING, AWAITING_SECOND_APPROVAL); null after. */
  risk: withdrawalRiskSchema.nullable(),
});
export const operatorWithdrawalPageSchema = operatorPage(operatorWithdrawalSchema);

export const adjustmentRequestSchema = z.object({
  memberId: z.number().int().positive(),
  /** Signed: positive credits the member, negative debits. */
  amount: z
    .string()
    .trim()
    .regex(/^-?\d{1,13}(\.\d{1,4})?$/),
  reason: z.string().trim().min(3).max(200),
  requestId: requestIdSchema,
});
export const adjustmentSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  amount: moneySchema,
  reason: z.string(),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  createdBy: z.string(),
  decidedBy: z.string().nullable(),
  createdAt: z.number().int(),
});
export const ADJUSTMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
const adjustmentFilterFields = {
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
  ...orderListFields(signedAmountInputSchema),
};
/** The operator's adjustment list: filters (the amount signed), sort and page. */
export const operatorAdjustmentQuerySchema = z
  .object({ ...pageQuery, ...adjustmentFilterFields })
  .superRefine(rangesInOrder);
export const operatorAdjustmentExportQuerySchema = z
  .object(adjustmentFilterFields)
  .superRefine(rangesInOrder);
export const operatorAdjustmentPageSchema = operatorPage(adjustmentSchema);

export const memberBalanceAdminSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  wallets: z.array(z.object({ wallet: z.string(), balance: moneySchema })),
  pendingWithdrawals: moneySchema,
});

/**
 * What reconciliation checks: balance (an account's balance against the sum of its entries), unbalanced
 * (a transaction whose entries do not sum to zero), floor (an account that may not go negative is
 * below zero), running (an entry's balance after against the running total of its account).
 */
export const RECONCILIATION_KINDS = ['balance', 'unbalanced', 'floor', 'running'] as const;

export const reconciliationReportSchema = z.object({
  checkedAt: z.number().int(),
  clean: z.boolean(),
  accountsChecked: z.number().int(),
  transactionsChecked: z.number().int(),
  entriesChecked: z.number().int(),
  /** How many differences of each kind exist; `differences` lists at most 100 of each kind. */
  counts: z.record(z.enum(RECONCILIATION_KINDS), z.number().int()),
  differences: z.array(
    z.object({
      kind: z.enum(RECONCILIATION_KINDS),
      /** The account or transaction concerned, in words. */
      subject: z.string(),
      detail: z.string(),
      accountId: z.number().int().nullable(),
      transactionId: z.number().int().nullable(),
      entryId: z.number().int().nullable(),
      /** What is stored and what it should be, in minor units of the account's currency. */
      recorded: z.string(),
      expected: z.string(),
    }),
  ),
});

/**
 * A merchant's daily reconciliation (docs/product.md §Jobs): the ledger check of the merchant's
 * accounts and transactions run after its local day `day` ended (its local midnight in `timeZone`).
 */
export const dailyReconciliationSchema = reconciliationReportSchema.extend({
  /** The merchant's local date, `YYYY-MM-DD`. */
  day: z.string(),
  timeZone: z.string(),
});
export type DailyReconciliation = z.infer<typeof dailyReconciliationSchema>;
