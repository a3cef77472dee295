import {
  checkRule,
  type Profile,
  type ProfileField,
  type ProfileUpdate,
  type RegisterRule,
  type RegisterRules,
  type RuleField,
} from '@wps/contracts';

/** Nickname length the server enforces (2–20 characters, any characters). */
export const NICKNAME_RULE: RegisterRule = {
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: 14,
  minLength: 2,
  maxLength: 20,
};

export interface ProfileFieldSpec {
  field: ProfileField;
  type?: 'text' | 'email' | 'date';
  autoComplete?: string;
  /** The merchant's rule for this field, when registration has one. */
  rule?: RuleField;
}

export const PROFILE_GROUPS: { id: 'personal' | 'payee' | 'contact'; fields: ProfileFieldSpec[] }[] = [
  {
    id: 'personal',
    fields: [
      { field: 'nickname', autoComplete: 'nickname' },
      { field: 'fullName', autoComplete: 'name' },
      { field: 'birthday', type: 'date', autoComplete: 'bday' },
      { field: 'nationality', autoComplete: 'country-name' },
      { field: 'occupation', autoComplete: 'organization-title' },
      { field: 'incomeSource' },
      { field: 'address', autoComplete: 'street-address' },
    ],
  },
  { id: 'payee', fields: [{ field: 'payeeName', rule: 'payeeName' }] },
  {
    id: 'contact',
    fields: [
      { field: 'email', type: 'email', autoComplete: 'email', rule: 'email' },
      { field: 'qqNum', rule: 'qqNum' },
      { field: 'telegram' },
      { field: 'zalo' },
      { field: 'whatsapp', rule: 'whatsapp' },
      { field: 'line', rule: 'line' },
      { field: 'facebook', rule: 'facebook' },
      { field: 'wechat', rule: 'wechat' },
    ],
  },
];

export const PROFILE_SPECS = PROFILE_GROUPS.flatMap((group) => group.fields);

export type ProfileValues = Record<ProfileField, string>;

export function profileValues(profile: Profile): ProfileValues {
  return Object.fromEntries(PROFILE_SPECS.map(({ field }) => [field, profile[field] ?? ''])) as ProfileValues;
}

/** Only what changed is sent; an emptied field is sent as '' (which clears it). */
export function profileChanges(profile: Profile, values: ProfileValues): ProfileUpdate {
  const changes: Record<string, string> = {};
  for (const { field } of PROFILE_SPECS) {
    const next = values[field].trim();
    if (next !== (profile[field] ?? '')) changes[field] = next;
  }
  return changes as ProfileUpdate;
}

/** The payee name is set once; afterwards only customer service changes it. */
export function isPayeeLocked(profile: Profile): boolean {
  return Boolean(profile.payeeName);
}

/** The rule a profile field is checked against: the merchant's where it has one, the nickname's own. */
export function profileRule(field: ProfileField, rules: RegisterRules): RegisterRule | undefined {
  if (field === 'nickname') return NICKNAME_RULE;
  const spec = PROFILE_SPECS.find((entry) => entry.field === field);
  return spec?.rule ? rules[spec.rule] : undefined;
}

/** Client-side check of a filled field against its rule (empty clears and is allowed). */
export function profileRuleViolation(rule: RegisterRule | undefined, value: string): boolean {
  if (!rule || !value.trim()) return false;
  return checkRule({ ...rule, required: false }, value.trim()) !== null;
}
