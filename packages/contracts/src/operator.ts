import { z } from 'zod';

export const OPERATOR_ROLES = ['admin', 'editor', 'viewer'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const operatorLoginSchema = z.object({
  username: z.string().trim().min(1).max(60),
  password: z.string().min(1).max(200),
});
export const operatorSessionSchema = z.object({
  token: z.string(),
  operator: z.object({
    id: z.number().int(),
    username: z.string(),
    role: z.enum(OPERATOR_ROLES),
    mustChangePassword: z.boolean(),
  }),
});
export const operatorPasswordChangeSchema = z.object({
  oldPassword: z.string().min(1).max(200),
  newPassword: z.string().min(12).max(200),
});
export const operatorCreateSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9._-]{2,39}$/),
  password: z.string().min(12).max(200),
  role: z.enum(OPERATOR_ROLES),
});
/** Why an operator acts (on a member, an order, another operator); kept in the action's audit entry. */
export const operatorReasonSchema = z.string().trim().min(1).max(500);
export const operatorReasonBodySchema = z.object({ reason: operatorReasonSchema });

/**
 * An admin changes another operator's role or switches the account off (or on again); the reason
 * lands in the audit log. An operator cannot change their own account, and the last active admin
 * cannot be demoted or disabled.
 */
export const operatorUpdateSchema = z
  .object({
    role: z.enum(OPERATOR_ROLES).optional(),
    disabled: z.boolean().optional(),
    reason: operatorReasonSchema,
  })
  .refine((body) => body.role !== undefined || body.disabled !== undefined, {
    message: 'Say what changes: role, disabled or both',
    path: ['role'],
  });
export const operatorIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const operatorTemporaryPasswordSchema = z.object({ temporaryPassword: z.string() });

export const operatorRecordSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  disabled: z.boolean(),
  createdAt: z.string(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  operatorId: z.number().int().nullable(),
  operatorName: z.string().nullable(),
  merchantCode: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const pageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * The audit log's filters: merchant, operator (by name), action and target (each by its beginning,
 * so `member.` finds every member action and `member:42` one member), and a time range [from, to).
 */
export const auditQuerySchema = pageQuerySchema.extend({
  merchantCode: z.string().max(20).optional(),
  operator: z.string().trim().min(1).max(60).optional(),
  action: z.string().trim().min(1).max(80).optional(),
  target: z.string().trim().min(1).max(120).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
/** The audit log's export: the list's filters, no paging. */
export const auditFilterSchema = auditQuerySchema.omit({ pageNo: true, pageSize: true });
export type AuditFilter = z.output<typeof auditFilterSchema>;

/**
 * Most rows one CSV export of a back-office list holds (audit, outbox, jobs, games); the header
 * `X-Export-Truncated: true` says the filters matched more.
 */
export const LIST_EXPORT_MAX_ROWS = 50_000;
/** What every export descriptor answers with. */
export const csvDownload = (fileName: string) => ({ contentType: 'text/csv; charset=utf-8', fileName });
