import { z } from 'zod';

/** Every `/wps` reply: `{ success, value, message, errorCode? }`. */
export interface Envelope<T> {
  success: boolean;
  value: T;
  message: string;
  errorCode?: string;
}

export function envelopeOf<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    value,
    message: z.string(),
    errorCode: z.string().optional(),
  });
}

/** Per-field validation problem: a stable code plus an English fallback message. */
export const fieldErrorSchema = z.object({ code: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  value: z.union([
    z.null(),
    z.object({ fields: z.record(z.string(), fieldErrorSchema) }),
    z.record(z.string(), z.unknown()),
  ]),
  message: z.string(),
  errorCode: z.string(),
});
