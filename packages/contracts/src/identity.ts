import { z } from 'zod';

/** A text field of the login and registration forms; the server applies the merchant's rules. */
const field = z.string().max(255);
const optionalField = field.optional();

/** ALTCHA challenge (proof of work) the client solves before login and registration (GEETEST3). */
export const humanChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});
export type HumanChallenge = z.infer<typeof humanChallengeSchema>;

/** `GET /wps/captcha`: a PNG image (data URL) of a 4-digit code, bound to `captchaId`. */
export const imageCaptchaSchema = z.object({
  image: z.string(),
  captchaId: z.string(),
});
export type ImageCaptcha = z.infer<typeof imageCaptchaSchema>;

/**
 * Login form (docs/product.md §Identity). For `sms` the mobile number goes in `username` and the SMS
 * code in `password`. `challenge` is the solved ALTCHA payload (base64 JSON); `device` a random id
 * the browser keeps, for the new-device check; `remember` asks for a remember-me token.
 */
export const loginRequestSchema = z.object({
  username: field.trim().min(1),
  password: field.trim().min(1),
  type: z.enum(['username', 'sms']).default('username'),
  countryDialingCode: z
    .string()
    .regex(/^\+[0-9]{1,4}$/)
    .optional(),
  captcha: optionalField,
  captchaId: z.string().max(64).optional(),
  challenge: z.string().max(2000).optional(),
  device: z.string().max(64).optional(),
  remember: z.boolean().optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Login and registration reply (docs/product.md §Identity). */
export const loginValueSchema = z.object({
  token: z.string(),
  id: z.number().int(),
  userName: z.string(),
  firstTimeLogin: z.boolean(),
  /** Older than the merchant's `passwordExpiryDays`; the client forces a change when PWDEXPFORCECHANGE3 is on. */
  passwordExpired: z.boolean(),
  /** Someone else set the password (operator reset, agent-created account): always forces a change. */
  mustChangePassword: z.boolean(),
  /** The login before this one, epoch milliseconds; null on the first. */
  lastLoginAt: z.number().int().nullable(),
  /** Remember-me token (1 day, revocable), only when `remember` was asked. */
  rememberToken: z.string().nullable(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/** Registration by username (docs/product.md §Identity); the merchant's rules apply per field. */
export const registerRequestSchema = z.object({
  username: field,
  password: field,
  confirmPassword: field,
  email: optionalField,
  mobileNum: optionalField,
  payeeName: optionalField,
  qqNum: optionalField,
  line: optionalField,
  whatsapp: optionalField,
  facebook: optionalField,
  wechat: optionalField,
  idNumber: optionalField,
  affiliateCode: optionalField,
  referralCode: optionalField,
  recommenderId: optionalField,
  paymentPassword: optionalField,
  /** SMS code sent to `mobileNum` (required when REGMOBVERF3 is on). */
  verificationCode: optionalField,
  captcha: optionalField,
  captchaId: z.string().max(64).optional(),
  challenge: z.string().max(2000).optional(),
  domain: optionalField,
  countryDialingCode: z.string().max(10).optional(),
  registerUrl: z.string().max(500).optional(),
  registerMethod: z.literal('WEB').default('WEB'),
  login: z.boolean().optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const affiliateQuerySchema = z.object({
  code: z.string().max(255),
  domain: z.string().max(255).optional(),
});
