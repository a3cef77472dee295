import { z } from 'zod';
import { LANGUAGES } from './languages.js';
import { countryDialingCodeSchema } from './messaging.js';

/**
 * Account calls of a member beyond login and username registration: mobile registration, free
 * play, the second login step, remember-me, passwords, payment password, two-factor, profile,
 * avatar, language and login history.
 */

const text = z.string().max(255);
const optionalText = text.optional();
const challenge = z.string().max(2000).optional();
const code = z.string().trim().min(1).max(255);

/** Registration by mobile number (MOBILENUMREG3); password only with MOBILENUMPASSREG3. */
export const registerMobileRequestSchema = z.object({
  mobileNum: z.string().trim().max(32),
  countryDialingCode: countryDialingCodeSchema,
  /** The SMS code from `/wps/verification/sms/register` (required when REGMOBVERF3 is on). */
  verificationCode: optionalText,
  password: optionalText,
  confirmPassword: optionalText,
  email: optionalText,
  payeeName: optionalText,
  qqNum: optionalText,
  line: optionalText,
  whatsapp: optionalText,
  facebook: optionalText,
  wechat: optionalText,
  idNumber: optionalText,
  affiliateCode: optionalText,
  referralCode: optionalText,
  recommenderId: optionalText,
  paymentPassword: optionalText,
  captcha: optionalText,
  captchaId: z.string().max(64).optional(),
  challenge,
  domain: optionalText,
  registerUrl: z.string().max(500).optional(),
  registerMethod: z.literal('WEB').default('WEB'),
  login: z.boolean().optional(),
});
export type RegisterMobileRequest = z.input<typeof registerMobileRequestSchema>;

/** Free play (FREEPLAY3): a trial account (type 4) with play money only. */
export const freePlayRequestSchema = z.object({
  challenge,
  os: z.string().max(40).optional(),
  platform: z.literal('W').default('W'),
});

/** Ways to pass the extra login check (two-factor or a new address or device). */
export const LOGIN_CHECK_METHODS = ['totp', 'recovery', 'sms', 'email', 'bankName'] as const;
export type LoginCheckMethod = (typeof LOGIN_CHECK_METHODS)[number];

/**
 * Value of the `login.verification.required` refusal: the password was right, but the member must
 * pass one more check before a session is created. `ticket` is valid 10 minutes.
 */
export const loginCheckSchema = z.object({
  ticket: z.string(),
  reason: z.enum(['twoFactor', 'newDevice']),
  methods: z.array(z.enum(LOGIN_CHECK_METHODS)).min(1),
  /** Masked destinations, e.g. `+63 ••• ••• 4567` and `a•••@example.com`. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
});
export type LoginCheck = z.infer<typeof loginCheckSchema>;

export const loginCheckVerifyRequestSchema = z.object({
  ticket: z.string().min(1).max(128),
  method: z.enum(LOGIN_CHECK_METHODS),
  code,
});

export const loginCheckSendRequestSchema = z.object({
  ticket: z.string().min(1).max(128),
  method: z.enum(['sms', 'email']),
});

/** Remember-me: the username and a revocable token kept 1 day instead of the password. */
export const rememberedLoginRequestSchema = z.object({
  username: text.trim().min(1),
  rememberToken: z.string().min(1).max(128),
  device: z.string().max(64).optional(),
});
export const rememberForgetRequestSchema = z.object({ rememberToken: z.string().min(1).max(128) });

/**
 * Change password (docs/product.md §Security centre): `oldPassword` is required when the account
 * has a password.
 */
export const changePasswordRequestSchema = z.object({
  oldPassword: optionalText,
  newPassword: text,
  confirmNewPassword: text,
});

/** Forgot password by e-mail (CHNGPASSVERIF3): a reset link is mailed when both match. */
export const forgotPasswordEmailRequestSchema = z.object({
  username: text.trim().min(1),
  email: text.trim().min(1),
  challenge,
  /** Where the reset link points (the site's own origin); the server checks the domain. */
  resetUrl: z.string().max(500).optional(),
});

/** Sets a new password with the token of the mailed reset link. */
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(128),
  newPassword: text,
  confirmNewPassword: text,
});

/** Forgot password by phone (PWRESETSMS3): mobile number, SMS code and the new password. */
export const forgotPasswordPhoneRequestSchema = z.object({
  mobileNum: z.string().trim().max(32),
  countryDialingCode: countryDialingCodeSchema,
  verificationCode: code,
  newPassword: text,
  confirmNewPassword: optionalText,
});

/** After a password reset the client logs in with this username and the new password. */
export const passwordResetValueSchema = z.object({ username: z.string() });

/** Payment (funds) password: set once, then changed with the old one or reset with the login password. */
export const paymentPasswordSetRequestSchema = z.object({
  paymentPassword: text,
  confirmPaymentPassword: text,
});
export const paymentPasswordChangeRequestSchema = z.object({
  oldPaymentPassword: text,
  paymentPassword: text,
  confirmPaymentPassword: text,
});
export const paymentPasswordResetRequestSchema = z.object({
  password: text,
  paymentPassword: text,
  confirmPaymentPassword: text,
});

/** The security centre's summary of the member's protections. */
export const securityOverviewSchema = z.object({
  hasPassword: z.boolean(),
  hasPaymentPassword: z.boolean(),
  twoFactorEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  passwordChangedAt: z.number().int(),
  /** Previous successful login, epoch milliseconds. */
  lastLoginAt: z.number().int().nullable(),
  lastLoginIp: z.string().nullable(),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

/** Authenticator enrolment: the secret (base32) and its otpauth:// URL for the QR code. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const twoFactorCodeRequestSchema = z.object({ code });
export const twoFactorDisableRequestSchema = z.object({ password: text, code });
/** Shown once; each works once in place of an authenticator code. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const LOGIN_METHODS = ['password', 'sms', 'remember', 'freeplay', 'register', 'reset'] as const;
export const LOGIN_OUTCOMES = ['success', 'failed', 'locked', 'verification'] as const;

export const loginHistoryEntrySchema = z.object({
  at: z.number().int(),
  ip: z.string().nullable(),
  country: z.string().nullable(),
  userAgent: z.string().nullable(),
  method: z.enum(LOGIN_METHODS),
  outcome: z.enum(LOGIN_OUTCOMES),
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntrySchema>;

export const loginHistorySchema = z.object({
  list: z.array(loginHistoryEntrySchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
});

/** Profile fields the member edits in the security centre (docs/product.md §Security centre). */
export const PROFILE_FIELDS = [
  'nickname',
  'fullName',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'incomeSource',
  'email',
  'payeeName',
  'qqNum',
  'telegram',
  'zalo',
  'whatsapp',
  'line',
  'facebook',
  'wechat',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

const profileValue = z.string().trim().max(120);
export const profileSchema = z.object({
  ...(Object.fromEntries(PROFILE_FIELDS.map((field) => [field, z.string().nullable()])) as Record<
    ProfileField,
    z.ZodNullable<z.ZodString>
  >),
  account: z.string(),
  mobile: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  language: z.enum(LANGUAGES).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * Only the fields sent change; an empty string clears a field (payee name: set once, then fixed).
 * Changing the e-mail (where password resets go) needs `currentPassword` when the account has one.
 */
export const profileUpdateSchema = z
  .object({
    ...(Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profileValue.optional()])) as Record<
      ProfileField,
      z.ZodOptional<typeof profileValue>
    >),
    currentPassword: text.optional(),
  })
  .refine((update) => PROFILE_FIELDS.some((field) => update[field] !== undefined), 'Send at least one field');
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const languageUpdateSchema = z.object({ language: z.enum(LANGUAGES) });

/** `MCSFE_getPlayerAvatar`: a preset ("0"–"11", STATIC) or an uploaded image (CUSTOM, data URL). */
export const AVATAR_PRESETS = 12;
export const avatarSchema = z.object({
  avatar: z.string(),
  avatarType: z.enum(['STATIC', 'CUSTOM']),
  /** The uploaded picture as a data URL, CUSTOM only. */
  image: z.string().nullable(),
});
export type Avatar = z.infer<typeof avatarSchema>;

/** Up to 200 KB of PNG, JPEG or WebP as a data URL, or a preset number. */
export const AVATAR_MAX_BYTES = 200 * 1024;
export const avatarUploadSchema = z.union([
  z.object({ avatar: z.string().regex(/^(?:[0-9]|1[01])$/) }),
  z.object({
    image: z
      .string()
      .max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 40)
      .regex(/^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/),
  }),
]);
