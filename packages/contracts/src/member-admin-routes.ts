import { z } from 'zod';
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
});
export type OperatorMember = z.infer<typeof operatorMemberSchema>;

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
} as const;
