import { z } from 'zod';
import { AGENT_MEMBER_TYPES } from './member.js';
import { pageQuerySchema } from './operator.js';
import { route } from './route.js';

const merchantParams = z.object({ merchantCode: z.string().regex(/^[a-z0-9]{2,20}$/) });

export const operatorMemberQuerySchema = pageQuerySchema.extend({
  /** Part of the username, any case. */
  username: z.string().trim().max(64).optional(),
});

export const operatorMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  nickname: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  mustChangePassword: z.boolean(),
  /** The code downlines register with (agents only). */
  affiliateCode: z.string().nullable(),
});
export type OperatorMember = z.infer<typeof operatorMemberSchema>;

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

/** Operator calls on member accounts (back-office screens come later). */
export const memberAdminRoutes = {
  operatorMemberList: route({
    id: 'operatorMemberList',
    method: 'GET',
    path: '/wps/admin/merchants/:merchantCode/members',
    summary: "The merchant's members, newest first, optionally filtered by username",
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    params: merchantParams,
    query: operatorMemberQuerySchema,
    value: z.object({
      list: z.array(operatorMemberSchema),
      pageNum: z.number().int(),
      totalPages: z.number().int(),
    }),
  }),
  operatorMemberPasswordReset: route({
    id: 'operatorMemberPasswordReset',
    method: 'POST',
    path: '/wps/admin/merchants/:merchantCode/members/:id/password',
    summary:
      'Sets a temporary password the member must change at the next login; ends their sessions (audited)',
    module: null,
    auth: 'operator',
    minRole: 'editor',
    open: true,
    params: merchantParams.extend({ id: z.coerce.number().int().positive() }),
    value: z.object({ temporaryPassword: z.string() }),
  }),
  operatorMemberRole: route({
    id: 'operatorMemberRole',
    method: 'PUT',
    path: '/wps/admin/merchants/:merchantCode/members/:id/role',
    summary:
      'Makes a member an agent (type 1, 2, 41 or 42 with a unique affiliate code) or an ordinary member (type 0); audited',
    module: null,
    auth: 'operator',
    minRole: 'editor',
    open: true,
    params: merchantParams.extend({ id: z.coerce.number().int().positive() }),
    body: operatorMemberRoleSchema,
    value: operatorMemberSchema,
  }),
} as const;
