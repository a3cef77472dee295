import { z } from 'zod';
import { pageQuerySchema } from './operator.js';

/** Country dialing code as `+` and 1 to 4 digits (docs/product.md §Identity). */
export const countryDialingCodeSchema = z.string().regex(/^\+[0-9]{1,4}$/, 'Expected + and digits');

/** SMS code for login by phone (VERIFICATION3). `challenge` is the solved ALTCHA payload. */
export const smsCodeLoginRequestSchema = z.object({
  mobileNum: z.string().trim().max(32),
  /** `reset` for forgot-password-by-phone (PWRESETSMS3); the number must belong to an account. */
  purpose: z.enum(['login', 'reset']).default('login'),
  countryDialingCode: countryDialingCodeSchema,
  challenge: z.string().max(2000).optional(),
});

/** SMS code for registration (REGMOBVERF3): the number is `mobileNo` on this form. */
export const smsCodeRegisterRequestSchema = z.object({
  mobileNo: z.string().trim().max(32),
  countryDialingCode: countryDialingCodeSchema,
  challenge: z.string().max(2000).optional(),
});

/**
 * The client counts down expiredMinutes × 60 seconds before allowing another request
 * (docs/product.md §States).
 */
export const smsCodeValueSchema = z.object({ expiredMinutes: z.number().int() });

export const MESSAGE_CHANNELS = ['sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const outboxQuerySchema = pageQuerySchema.extend({
  channel: z.enum(MESSAGE_CHANNELS).optional(),
});
/** The outbox's export: the list's filter, no paging. */
export const outboxFilterSchema = outboxQuerySchema.omit({ pageNo: true, pageSize: true });

/** A message kept by the development outbox (no SMS gateway or SMTP server configured). */
export const outboxEntrySchema = z.object({
  id: z.number().int(),
  channel: z.enum(MESSAGE_CHANNELS),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const outboxListSchema = z.object({
  list: z.array(outboxEntrySchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
});
