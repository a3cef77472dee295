import { z } from 'zod';

/** Member types (docs/product.md §Roles): agents get the agent centre; type 4 is a trial account. */
export const AGENT_MEMBER_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_MEMBER_TYPE = 4;

/** `GET /wps/member/info` (docs/product.md §Entities). */
export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  toUpline: z.boolean(),
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.number().int() }).nullable(),
  memberLabel: z.array(z.string()),
  /** Registration time, epoch milliseconds. */
  regDate: z.number().int(),
  merchantCode: z.string(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** One signed-in session of the member; `id` is opaque (never the token or its hash). */
export const memberSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

export const memberSessionParamsSchema = z.object({ id: z.string().min(1).max(64) });
