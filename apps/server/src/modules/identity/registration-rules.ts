import { checkRule, isModuleEnabled, RULE_FIELDS, type RegisterRules, type RuleField } from '@wps/contracts';
import { type FieldErrors } from '../../platform/errors.js';
import { type SiteContext } from '../../platform/context.js';

const REQUIRED = { code: 'rule.required', message: 'This field is required' } as const;

export interface RuleCheckOptions {
  /** Fields required on this form whatever their rule says (username and password by username). */
  alwaysRequired: readonly RuleField[];
  /** Fields this form does not take from the rule set (the mobile form has no username). */
  skip: readonly RuleField[];
  captchaOn: boolean;
}

/**
 * Per-field rule check of a registration form (spec.md §5): a disabled field must be empty unless
 * the form always requires it; an enabled one must match its pattern and length, and be present
 * when required. Messages name the pattern (`pattern.<id>`), which the client translates.
 */
export function checkRuleFields(
  rules: RegisterRules,
  values: Partial<Record<RuleField, string | undefined>>,
  options: RuleCheckOptions,
): FieldErrors {
  const fields: FieldErrors = {};
  for (const field of RULE_FIELDS) {
    if (options.skip.includes(field)) continue;
    if (field === 'captcha' && !options.captchaOn) continue;
    const rule = rules[field];
    const value = values[field] ?? '';
    const always = options.alwaysRequired.includes(field);
    if (!rule.enabled) {
      if (always && value === '') fields[field] = REQUIRED;
      else if (!always && value !== '')
        fields[field] = { code: 'rule.disabled', message: 'This field is not accepted' };
      continue;
    }
    const violation = checkRule(always ? { ...rule, required: true } : rule, value);
    if (violation === 'required') fields[field] = REQUIRED;
    else if (violation) fields[field] = { code: `rule.${violation}`, message: `pattern.${rule.patternId}` };
  }
  return fields;
}

/** The confirmation must repeat the password (spec.md §5 "inconsistent"). */
export function checkConfirmation(
  fields: FieldErrors,
  password: string | undefined,
  confirmation: string | undefined,
  field = 'confirmPassword',
): void {
  if (!fields.password && (confirmation ?? '') !== (password ?? ''))
    fields[field] = { code: 'rule.inconsistent', message: 'The two passwords differ' };
}

/** Without DIRECTREG3 a new member must come through an agent's invitation code. */
export function checkInvitation(site: SiteContext, fields: FieldErrors, affiliateCode: string | undefined) {
  if (!fields.affiliateCode && !affiliateCode && !isModuleEnabled(site.settings.modules, 'DIRECTREG3'))
    fields.affiliateCode = { code: 'rule.required', message: 'An invitation code is required' };
}
