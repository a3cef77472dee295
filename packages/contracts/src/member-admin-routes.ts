import { z } from 'zod';
import { LOGIN_METHODS, LOGIN_OUTCOMES } from './account.js';
import { BET_STATUSES, betRecordSchema, gameRecallSchema, vendorCodeSchema } from './games.js';
import { AGENT_MEMBER_TYPES } from './member.js';
import { moneySchema } from './money.js';
import { csvDownload, operatorReasonBodySchema, operatorReasonSchema, pageQuerySchema } from './operator.js';
import { route } from './route.js';

const merchantParams = z.object({ merchantCode: z.string().regex(/^[a-z0-9]{2,20}$/) });
const memberParams = merchantParams.extend({ id: z.coerce.number().int().positive() });
const isoTime = z.iso.datetime({ offset: true });
/** An opaque position in a list: pass the `cursor` of a page to get the page after it. */
const cursorSchema = z.string().trim().min(1).max(200);

export { operatorReasonBodySchema, operatorReasonSchema };

export const MEMBER_STATUSES = ['active', 'locked'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
/** `ordinary`: neither agent nor trial; `agent`: one of AGENT_MEMBER_TYPES; `trial`: type 4. */
export const MEMBER_TYPE_FILTERS = ['ordinary', 'agent', 'trial'] as const;
export const MEMBER_SORTS = ['id', 'username', 'createdAt', 'lastLoginAt'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
/** How `q` matches usernames: from the start or anywhere (both indexed: a prefix range, trigrams). */
export const MEMBER_MATCHES = ['prefix', 'contains'] as const;
/** Totals are counted exactly up to this many rows; past it `totalExact` is false ("more than"). */
export const MEMBER_COUNT_BOUND = 10_000;
/** Page numbers reach at most this many rows; further pages are read with the cursor. */
export const MEMBER_OFFSET_CAP = 10_000;
/** Most rows one CSV export holds; `X-Export-Truncated: true` says the filter matched more. */
export const MEMBER_EXPORT_MAX_ROWS = 100_000;

const memberFilterFields = {
  /** Part of the username, any case (the list's first filter; `q` is the indexed search). */
  username: z.string().trim().max(64).optional(),
  /**
   * Username (any case, from its start or, with `match=contains`, anywhere), mobile number (from its
   * start, `+` optional), e-mail (from its start, any case), member id, affiliate code (exact): a
   * member matching any of them.
   */
  q: z.string().trim().min(1).max(100).optional(),
  match: z.enum(MEMBER_MATCHES).default('prefix'),
  status: z.enum(MEMBER_STATUSES).optional(),
  type: z.enum(MEMBER_TYPE_FILTERS).optional(),
  /** Registered at or after (ISO 8601 with offset). */
  registeredFrom: isoTime.optional(),
  /** Registered before (exclusive). */
  registeredTo: isoTime.optional(),
  sort: z.enum(MEMBER_SORTS).default('id'),
  order: z.enum(SORT_ORDERS).default('desc'),
};

function registeredInOrder(
  value: { registeredFrom?: string | undefined; registeredTo?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (
    value.registeredFrom &&
    value.registeredTo &&
    Date.parse(value.registeredFrom) >= Date.parse(value.registeredTo)
  )
    ctx.addIssue({ code: 'custom', path: ['registeredTo'], message: 'Must be after registeredFrom' });
}

/** The filters of the member search, and the CSV export's query. */
export const operatorMemberFilterSchema = z.object(memberFilterFields).superRefine(registeredInOrder);
export type OperatorMemberFilter = z.output<typeof operatorMemberFilterSchema>;

/**
 * The member search: the filters, and either `cursor` (keyset paging, any depth; `pageNo` is then
 * ignored) or `pageNo` (offset paging, up to MEMBER_OFFSET_CAP rows).
 */
export const operatorMemberQuerySchema = z
  .object({ ...pageQuerySchema.shape, cursor: cursorSchema.optional(), ...memberFilterFields })
  .superRefine((value, ctx) => {
    registeredInOrder(value, ctx);
    if (!value.cursor && (value.pageNo - 1) * value.pageSize >= MEMBER_OFFSET_CAP)
      ctx.addIssue({
        code: 'custom',
        path: ['pageNo'],
        message: `Pages reach ${MEMBER_OFFSET_CAP} rows; read further with the cursor`,
      });
  });
export type OperatorMemberQuery = z.output<typeof operatorMemberQuerySchema>;

export const operatorMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  status: z.enum(MEMBER_STATUSES),
  nickname: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  mustChangePassword: z.boolean(),
  /** The code downlines register with (agents only). */
  affiliateCode: z.string().nullable(),
  /** The agent the member registered under, if any. */
  uplineId: z.number().int().nullable(),
});
export type OperatorMember = z.infer<typeof operatorMemberSchema>;

export const operatorMemberPageSchema = z.object({
  list: z.array(operatorMemberSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  /** The next page's cursor; null on the last page. */
  cursor: z.string().nullable(),
  /** Members matching the filters: exact up to MEMBER_COUNT_BOUND, else that bound and `totalExact` false. */
  total: z.number().int(),
  totalExact: z.boolean(),
});
export type OperatorMemberPage = z.infer<typeof operatorMemberPageSchema>;

const lockSchema = z.object({
  at: z.string(),
  /** The operator's username. */
  by: z.string().nullable(),
  reason: z.string(),
});

/** One member, everything the back office shows on the member's page. */
export const operatorMemberDetailSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  /** One of AGENT_MEMBER_TYPES. */
  agent: z.boolean(),
  trial: z.boolean(),
  status: z.enum(MEMBER_STATUSES),
  /** Who locked the member, when and why (null when active). */
  lock: lockSchema.nullable(),
  affiliateCode: z.string().nullable(),
  profile: z.object({
    fullName: z.string().nullable(),
    mobile: z.string().nullable(),
    mobileVerified: z.boolean(),
    email: z.string().nullable(),
    birthday: z.string().nullable(),
    /** The nationality the member gave (the platform keeps no separate country of residence). */
    country: z.string().nullable(),
    address: z.string().nullable(),
    language: z.string().nullable(),
  }),
  registration: z.object({
    at: z.string(),
    ip: z.string().nullable(),
    /** The page (and so the domain) the member registered on. */
    url: z.string().nullable(),
    /** The invitation code given at registration. */
    referralCode: z.string().nullable(),
  }),
  /** Ancestors from the direct upline to the top of the chain (at most 50). */
  upline: z.array(
    z.object({
      id: z.number().int(),
      username: z.string(),
      type: z.number().int(),
      affiliateCode: z.string().nullable(),
    }),
  ),
  /** Every ledger account of the member: wallets (main, play, vendor sub-wallets) and held withdrawals. */
  balances: z.array(
    z.object({
      kind: z.enum(['member', 'pending_withdrawal']),
      /** `main`, `play` or a vendor code; '' for held withdrawals. */
      wallet: z.string(),
      currency: z.string(),
      /** In the merchant currency's decimals; null for an account in another currency. */
      balance: moneySchema.nullable(),
      /** Integer minor units. */
      balanceMinor: z.string(),
    }),
  ),
  twoFactor: z.object({
    enabled: z.boolean(),
    /** `totp` (authenticator app) and `recovery_code` while unused codes remain. */
    methods: z.array(z.enum(['totp', 'recovery_code'])),
    recoveryCodesLeft: z.number().int(),
  }),
  mustChangePassword: z.boolean(),
  hasPaymentPassword: z.boolean(),
  passwordChangedAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type OperatorMemberDetail = z.infer<typeof operatorMemberDetailSchema>;

const listPageSize = z.coerce.number().int().min(1).max(200).default(50);
const timeRange = {
  /** At or after (ISO 8601 with offset). */
  from: isoTime.optional(),
  /** Before (exclusive). */
  to: isoTime.optional(),
};
const rangeInOrder = (
  value: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (value.from && value.to && Date.parse(value.from) >= Date.parse(value.to))
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must be after from' });
};

/** A member's ledger history by account, transaction types and time range (the list's and the export's). */
const memberLedgerFilterFields = {
  /** One account: `main`, `play`, a vendor code, or `pending_withdrawal`; all when absent. */
  wallet: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
  /** Transaction types, comma-separated (deposit, withdrawal_hold, bet, win, adjustment, …). */
  types: z
    .string()
    .max(400)
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(/^[a-z_]{1,32}$/))
        .min(1)
        .max(20),
    )
    .optional(),
  ...timeRange,
};
/** The member ledger's export: the list's filters, no paging. */
export const operatorMemberLedgerFilterSchema = z.object(memberLedgerFilterFields).superRefine(rangeInOrder);
/** The member's ledger entries, newest first (by entry id). */
export const operatorMemberLedgerQuerySchema = z
  .object({
    ...memberLedgerFilterFields,
    /** Entries older than this page's last one: the `cursor` of the previous page. */
    cursor: z
      .string()
      .regex(/^[1-9]\d{0,14}$/, 'A cursor of a previous page')
      .optional(),
    pageSize: listPageSize,
  })
  .superRefine(rangeInOrder);

export const operatorLedgerEntrySchema = z.object({
  entryId: z.number().int(),
  transactionId: z.number().int(),
  type: z.string(),
  /** The type of the transaction a reversal reverses. */
  reversedType: z.string().nullable(),
  kind: z.enum(['member', 'pending_withdrawal']),
  wallet: z.string(),
  currency: z.string(),
  /** Signed: negative took money from the account. */
  amount: moneySchema,
  balanceAfter: moneySchema,
  createdAt: z.string(),
  /** What the posting names: order number, vendor transaction, operator, … */
  meta: z.record(z.string(), z.unknown()),
});
export const operatorLedgerPageSchema = z.object({
  list: z.array(operatorLedgerEntrySchema),
  cursor: z.string().nullable(),
});

/** A live session of a member; `id` is the short opaque id (never the token or its hash). */
export const operatorMemberSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

export const operatorLoginQuerySchema = z
  .object({ ...timeRange, cursor: cursorSchema.optional(), pageSize: listPageSize })
  .superRefine(rangeInOrder);
export const operatorLoginEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  ip: z.string().nullable(),
  country: z.string().nullable(),
  userAgent: z.string().nullable(),
  method: z.enum(LOGIN_METHODS),
  outcome: z.enum(LOGIN_OUTCOMES),
});

export const operatorEndSessionsSchema = operatorReasonBodySchema.extend({
  /** One session (its short id); every session of the member when absent. */
  sessionId: z
    .string()
    .regex(/^[0-9a-f]{12}$/)
    .optional(),
});

const memberRoundFilterFields = {
  vendor: vendorCodeSchema.optional(),
  status: z.enum(BET_STATUSES).optional(),
  ...timeRange,
};
/** The member rounds' export: the list's filters, no paging. */
export const operatorRoundFilterSchema = z.object(memberRoundFilterFields).superRefine(rangeInOrder);
export const operatorRoundQuerySchema = z
  .object({
    ...memberRoundFilterFields,
    cursor: cursorSchema.optional(),
    pageSize: listPageSize,
  })
  .superRefine(rangeInOrder);

/** Ordinary member accounts are type 0; agents one of AGENT_MEMBER_TYPES. */
export const ORDINARY_MEMBER_TYPE = 0;

/**
 * An operator makes a member an agent (with the affiliate code downlines register with) or an
 * ordinary member again (the code is removed; existing downlines keep their upline).
 */
export const operatorMemberRoleSchema = z
  .object({
    type: z.union([z.literal(ORDINARY_MEMBER_TYPE), ...AGENT_MEMBER_TYPES.map((type) => z.literal(type))]),
    affiliateCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{4,20}$/, '4 to 20 letters or digits')
      .nullable()
      .default(null),
    reason: operatorReasonSchema,
  })
  .superRefine((value, ctx) => {
    if (value.type !== ORDINARY_MEMBER_TYPE && !value.affiliateCode)
      ctx.addIssue({ code: 'custom', path: ['affiliateCode'], message: 'An agent needs an affiliate code' });
    if (value.type === ORDINARY_MEMBER_TYPE && value.affiliateCode)
      ctx.addIssue({
        code: 'custom',
        path: ['affiliateCode'],
        message: 'Only agents have an affiliate code',
      });
  });
export type OperatorMemberRoleInput = z.output<typeof operatorMemberRoleSchema>;

/**
 * Operator calls on member accounts: the back office's Members area. Reads need a viewer, actions an
 * editor; every action takes a reason and writes an audit entry (target `member:<id>`).
 */
export const memberAdminRoutes = {
  operatorMemberList: route({
    id: 'operatorMemberList',
    method: 'GET',
    path: '/wps/admin/merchants/:merchantCode/members',
    summary:
      "The merchant's members by username, mobile, e-mail, id or affiliate code, status, type and registration time, sorted, paged by cursor or page number, with a total exact up to 10,000",
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    params: merchantParams,
    query: operatorMemberQuerySchema,
    value: operatorMemberPageSchema,
  }),
  operatorMemberExport: route({
    id: 'operatorMemberExport',
    method: 'GET',
    path: '/wps/admin/merchants/:merchantCode/members/export',
    summary:
      'The members the filters match as CSV (UTF-8), in the list order, at most 100,000 rows (X-Export-Truncated: true when more matched)',
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    download: { contentType: 'text/csv; charset=utf-8', fileName: 'members.csv' },
    params: merchantParams,
    query: operatorMemberFilterSchema,
    value: z.string(),
  }),
  operatorMemberDetail: route({
    id: 'operatorMemberDetail',
    method: 'GET',
    path: '/wps/admin/merchants/:merchantCode/members/:id',
    summary:
      "A member's profile, status and lock, type, upline chain, balances of every account, two-factor state and last login",
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    params: memberParams,
    value: operatorMemberDetailSchema,
  }),
  operatorMemberLedger: route({
    id: 'operatorMemberLedger',
    method: 'GET',
    path: '/wps/admin/merchants/:merchantCode/members/:id/ledger',
    summary:
      "The member's ledger entries (every account or one), newest first, by time range and transaction type, paged by cursor",
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    params: memberParams,
    query: operatorMemberLedgerQuerySchema,
    value: operatorLedgerPageSchema,
  }),
  operatorMemberLedgerExport: route({
    id: 'operatorMemberLedgerExport',
    method: 'GET',
    path: '/wps/admin/merchants/:merchantCode/members/:id/ledger/export',
    summary:
      "The member's ledger entries the filters match as CSV (UTF-8), newest first, at most 50,000 rows (X-Export-Truncated: true when more matched)",
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    download: csvDownload('member-ledger.csv'),
    params: memberParams,
    query: operatorMemberLedgerFilterSchema,
    value: z.string(),
  }),
  operatorMemberSessions: route({
    id: 'operatorMemberSessions',
    method: 'GET',
    path: '/wps/admin/merchants/:merchantCode/members/:id/sessions',
    summary: "The member's live sessions, newest first",
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    params: memberParams,
    value: z.object({ list: z.array(operatorMemberSessionSchema) }),
  }),
  operatorMemberSessionsEnd: route({
    id: 'operatorMemberSessionsEnd',
    method: 'POST',
    path: '/wps/admin/merchants/:merchantCode/members/:id/sessions/end',
    summary:
      "Ends one of the member's sessions, or all of them with their remember-me tokens and game sessions (audited)",
    module: null,
    auth: 'operator',
    minRole: 'editor',
    open: true,
    params: memberParams,
    body: operatorEndSessionsSchema,
    value: z.object({ ended: z.number().int() }),
  }),
  operatorMemberLogins: route({
    id: 'operatorMemberLogins',
    method: 'GET',
    path: '/wps/admin/merchants/:merchantCode/members/:id/logins',
    summary: "The member's login attempts (address, country, device, method, result), newest first",
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    params: memberParams,
    query: operatorLoginQuerySchema,
    value: z.object({ list: z.array(operatorLoginEntrySchema), cursor: z.string().nullable() }),
  }),
  operatorMemberLock: route({
    id: 'operatorMemberLock',
    method: 'POST',
    path: '/wps/admin/merchants/:merchantCode/members/:id/lock',
    summary:
      'Locks a member: login and every call of their sessions answer account.disabled; sessions, remember-me tokens and game sessions end (audited)',
    module: null,
    auth: 'operator',
    minRole: 'editor',
    open: true,
    params: memberParams,
    body: operatorReasonBodySchema,
    value: operatorMemberSchema,
  }),
  operatorMemberUnlock: route({
    id: 'operatorMemberUnlock',
    method: 'POST',
    path: '/wps/admin/merchants/:merchantCode/members/:id/unlock',
    summary: 'Unlocks a member: they may log in again (audited)',
    module: null,
    auth: 'operator',
    minRole: 'editor',
    open: true,
    params: memberParams,
    body: operatorReasonBodySchema,
    value: operatorMemberSchema,
  }),
  operatorMemberRounds: route({
    id: 'operatorMemberRounds',
    method: 'GET',
    path: '/wps/admin/merchants/:merchantCode/members/:id/rounds',
    summary:
      "The member's game rounds (vendor, game, round, bet, win, status, time), newest first, by cursor",
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    params: memberParams,
    query: operatorRoundQuerySchema,
    value: z.object({ list: z.array(betRecordSchema), cursor: z.string().nullable() }),
  }),
  operatorMemberRoundExport: route({
    id: 'operatorMemberRoundExport',
    method: 'GET',
    path: '/wps/admin/merchants/:merchantCode/members/:id/rounds/export',
    summary:
      "The member's game rounds the filters match as CSV (UTF-8), newest first, at most 50,000 rows (X-Export-Truncated: true when more matched)",
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    download: csvDownload('member-rounds.csv'),
    params: memberParams,
    query: operatorRoundFilterSchema,
    value: z.string(),
  }),
  operatorMemberRoundRecall: route({
    id: 'operatorMemberRoundRecall',
    method: 'GET',
    path: '/wps/admin/merchants/:merchantCode/members/:id/rounds/:vendorCode/:roundId',
    summary: "One round of the member's: bet, outcome and the balance after it (the member's recall)",
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    params: memberParams.extend({ vendorCode: vendorCodeSchema, roundId: z.string().min(1).max(100) }),
    value: gameRecallSchema,
  }),
  operatorMemberPasswordReset: route({
    id: 'operatorMemberPasswordReset',
    method: 'POST',
    path: '/wps/admin/merchants/:merchantCode/members/:id/password',
    summary:
      'Sets a temporary password the member must change at the next login; ends their sessions (audited, with a reason)',
    module: null,
    auth: 'operator',
    minRole: 'editor',
    open: true,
    params: memberParams,
    body: operatorReasonBodySchema,
    value: z.object({ temporaryPassword: z.string() }),
  }),
  operatorMemberRole: route({
    id: 'operatorMemberRole',
    method: 'PUT',
    path: '/wps/admin/merchants/:merchantCode/members/:id/role',
    summary:
      'Makes a member an agent (type 1, 2, 41 or 42 with a unique affiliate code) or an ordinary member (type 0); audited, with a reason',
    module: null,
    auth: 'operator',
    minRole: 'editor',
    open: true,
    params: memberParams,
    body: operatorMemberRoleSchema,
    value: operatorMemberSchema,
  }),
} as const;
