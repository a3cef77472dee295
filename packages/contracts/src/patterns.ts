import { z } from 'zod';

/**
 * The validation pattern catalogue (docs/product.md §Validation). A registration rule names a patternId; its
 * message is the i18n key `pattern.<patternId>` with {min} and {max} substituted (one number when equal). `*`
 * as an accepted pattern matches anything.
 */
export const PATTERNS = {
  0: { name: 'any', regex: '*' },
  1: { name: 'lettersOnly', regex: '^[A-Za-z]+$' },
  2: { name: 'letterThenAlphanumeric', regex: '^[A-Za-z][A-Za-z0-9]*$' },
  3: { name: 'alphanumeric', regex: '^[A-Za-z0-9]+$' },
  4: { name: 'lettersAndDigits', regex: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$' },
  5: { name: 'digitsOnly', regex: '^[0-9]+$' },
  6: { name: 'alphanumericWithCapital', regex: '^(?=.*[A-Z])[A-Za-z0-9]+$' },
  7: { name: 'englishLettersAndSpaces', regex: '^[A-Za-z ]+$' },
  8: { name: 'noSpaces', regex: '^\\S+$' },
  9: { name: 'chineseDigitsPunctuation', regex: '^[\\u4e00-\\u9fa50-9\\u3000-\\u303f\\uff00-\\uffef.,·]+$' },
  10: { name: 'email', regex: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
  11: { name: 'date', regex: '^(\\d{4}-\\d{2}-\\d{2}|\\d{2}-\\d{2}-\\d{4})$' },
  12: { name: 'koreanOnly', regex: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f ]+$' },
  13: { name: 'thaiOnly', regex: '^[\\u0e00-\\u0e7f ]+$' },
  14: { name: 'other', regex: '*' },
} as const;

export type PatternId = keyof typeof PATTERNS;
export const PATTERN_IDS = Object.keys(PATTERNS).map(Number) as PatternId[];

/** The fields a merchant can set rules for (docs/product.md §Validation). */
export const RULE_FIELDS = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'affiliateCode',
  'recommenderId',
  'captcha',
] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

export const registerRuleSchema = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    acceptedPattern: z.string().min(1).max(500),
    patternId: z.number().int().min(0).max(99),
    minLength: z.number().int().min(0).max(255),
    maxLength: z.number().int().min(1).max(255),
  })
  .refine((rule) => rule.minLength <= rule.maxLength, {
    message: 'minLength must not exceed maxLength',
    path: ['minLength'],
  })
  .refine((rule) => isValidPattern(rule.acceptedPattern), {
    message: 'acceptedPattern is not a valid regular expression',
    path: ['acceptedPattern'],
  });
export type RegisterRule = z.infer<typeof registerRuleSchema>;

export const registerRulesSchema = z.object(
  Object.fromEntries(RULE_FIELDS.map((field) => [field, registerRuleSchema])) as Record<
    RuleField,
    typeof registerRuleSchema
  >,
);
export type RegisterRules = z.infer<typeof registerRulesSchema>;

/** Rules for the two registration forms: by username and by mobile number. */
export const registerSettingsSchema = z.object({
  username: registerRulesSchema,
  mobile: registerRulesSchema,
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

export function isValidPattern(pattern: string): boolean {
  if (pattern === '*') return true;
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

export function patternMatches(pattern: string, value: string): boolean {
  if (pattern === '*') return true;
  return new RegExp(pattern, 'u').test(value);
}

export type RuleViolation = 'required' | 'pattern' | 'length';

/** Checks a value against its rule; the same function runs in the browser and on the server. */
export function checkRule(rule: RegisterRule, raw: string | undefined | null): RuleViolation | null {
  if (!rule.enabled) return null;
  const value = raw ?? '';
  if (value === '') return rule.required ? 'required' : null;
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) return 'length';
  if (!patternMatches(rule.acceptedPattern, value)) return 'pattern';
  return null;
}
