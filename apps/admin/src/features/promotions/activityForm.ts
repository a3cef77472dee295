import type { AUDIENCE_KINDS, BANNER_THEMES } from '@wps/contracts';
import {
  activityInputSchema,
  GAME_CATEGORIES,
  type ActivityInput,
  type ActivityKind,
  type ActivityRepeat,
  type GameCategory,
  type Language,
  type OperatorActivity,
} from '@wps/contracts';
import { localizedForm, localizedValue, type LocalizedForm } from '../../shared/localized';

/*
 * The activity form (create and edit): what an edit starts from, and the body sent, checked with the
 * very schema the server uses (`activityInputSchema`). Numbers are typed as text: a percentage with
 * up to 2 decimals goes out as basis points, money stays decimal text, times are the browser's local
 * time read into epoch milliseconds.
 */

export type AudienceKind = (typeof AUDIENCE_KINDS)[number];
export type BannerTheme = (typeof BANNER_THEMES)[number];
export type MessagingChannel = 'zalo' | 'whatsapp';
export const MESSAGING_CHANNELS: readonly MessagingChannel[] = ['zalo', 'whatsapp'];
export const WAGERING_BASES = ['bonus', 'bonus_deposit'] as const;
export type WageringBasis = (typeof WAGERING_BASES)[number];

/** Kinds that pay a percentage of a deposit or of a net loss (the others pay the fixed reward). */
export const PERCENT_KINDS: readonly ActivityKind[] = [
  'first_deposit',
  'deposit_match',
  'reload',
  'loss_rebate',
];

/** The activity form's values: text as typed, every language present. */
export interface ActivityForm {
  kind: ActivityKind;
  /** messaging_id only: '' until chosen. */
  messagingChannel: '' | MessagingChannel;
  title: LocalizedForm;
  summary: LocalizedForm;
  rules: LocalizedForm;
  bannerTheme: BannerTheme;
  bannerImage: string;
  /** Languages whose members see it; none for all. */
  languages: Language[];
  audienceKind: AudienceKind;
  /** VIP rank levels, separated by commas or spaces. */
  ranks: string;
  /** Member labels, separated by commas. */
  labels: string;
  newWithinDays: string;
  /** Agent usernames, separated by commas or spaces. */
  agents: string;
  /** `datetime-local` values, the browser's time zone. */
  startsAt: string;
  endsAt: string;
  showFrom: string;
  repeat: ActivityRepeat;
  /** Percent with up to 2 decimals ("12.5" is 1250 basis points). */
  percent: string;
  fixed: string;
  max: string;
  threshold: string;
  /** Turnover multiple with up to 2 decimals. */
  multiple: string;
  basis: WageringBasis;
  /** Percent (0–100) by category; '' counts 100 % (left out of the body). */
  weights: Record<GameCategory, string>;
  maxBet: string;
  expiryHours: string;
  budget: string;
  review: boolean;
  sort: string;
  reason: string;
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** Epoch milliseconds as a `datetime-local` input shows them (the browser's time zone); '' for none. */
export function toLocalInput(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '';
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the browser's time zone) as epoch ms; null when empty, NaN when unreadable. */
export function fromLocalInput(text: string): number | null {
  if (!text.trim()) return null;
  const date = new Date(text.trim());
  return Number.isNaN(date.getTime()) ? Number.NaN : date.getTime();
}

/** A percentage as typed ("12.5", "0.05", "100") in basis points (1250, 5, 10000); NaN when not one. */
export function percentToBasisPoints(text: string): number {
  const match = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Basis points as a percentage to show or edit: 1250 is "12.5", 10000 is "100", 5 is "0.05". */
export function basisPointsToPercent(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = pad(Math.abs(basisPoints % 100)).replace(/0$/, '');
  return fraction === '' || fraction === '0' ? String(whole) : `${whole}.${fraction}`;
}

/** The words of a list typed with commas or spaces. */
export function listOf(text: string, separators: RegExp = /[\s,]+/): string[] {
  return text
    .split(separators)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** A whole number as typed: null when empty, NaN when not digits. */
function intOf(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  return /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function activityFormOf(activity: OperatorActivity | null): ActivityForm {
  const weights = activity?.wagering.weights ?? {};
  return {
    kind: activity?.kind ?? 'deposit_match',
    messagingChannel: activity?.messagingChannel ?? '',
    title: localizedForm(activity?.title),
    summary: localizedForm(activity?.summary),
    rules: localizedForm(activity?.rules),
    bannerTheme: activity?.banner.theme ?? 'ruby',
    bannerImage: activity?.banner.image ?? '',
    languages: activity ? [...activity.languages] : [],
    audienceKind: activity?.audience.kind ?? 'all',
    ranks: activity?.audience.ranks.join(', ') ?? '',
    labels: activity?.audience.labels.join(', ') ?? '',
    newWithinDays: activity?.audience.newWithinDays ? String(activity.audience.newWithinDays) : '',
    agents: activity?.audience.agents.join(', ') ?? '',
    startsAt: toLocalInput(activity?.startsAt),
    endsAt: toLocalInput(activity?.endsAt),
    showFrom: toLocalInput(activity?.showFrom),
    repeat: activity?.repeat ?? 'once',
    percent: activity ? basisPointsToPercent(activity.reward.percentBasisPoints) : '',
    fixed: activity?.reward.fixed ?? '',
    max: activity?.reward.max ?? '',
    threshold: activity?.reward.threshold ?? '',
    multiple: activity ? String(activity.wagering.multiple) : '',
    basis: activity?.wagering.basis ?? 'bonus',
    weights: Object.fromEntries(
      GAME_CATEGORIES.map((category) => [
        category,
        weights[category] === undefined ? '' : String(weights[category]),
      ]),
    ) as Record<GameCategory, string>,
    maxBet: activity?.wagering.maxBet ?? '',
    expiryHours: activity?.wagering.expiryHours ? String(activity.wagering.expiryHours) : '',
    budget: activity?.budget ?? '',
    review: activity?.review ?? false,
    sort: String(activity?.sort ?? 100),
    reason: '',
  };
}

/** The form as `activityInputSchema` takes it (still to be checked by it). */
export function activityInput(form: ActivityForm): unknown {
  const audience = form.audienceKind;
  const multiple = form.multiple.trim();
  const weights: Partial<Record<GameCategory, number>> = {};
  for (const category of GAME_CATEGORIES) {
    const text = form.weights[category].trim();
    if (text !== '') weights[category] = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  }
  const startsAt = fromLocalInput(form.startsAt);
  const endsAt = fromLocalInput(form.endsAt);
  return {
    kind: form.kind,
    title: localizedValue(form.title),
    summary: localizedValue(form.summary),
    rules: localizedValue(form.rules),
    banner: { theme: form.bannerTheme, image: orNull(form.bannerImage) },
    languages: [...form.languages],
    audience: {
      kind: audience,
      ranks:
        audience === 'vip'
          ? listOf(form.ranks).map((rank) => (/^\d{1,2}$/.test(rank) ? Number(rank) : Number.NaN))
          : [],
      labels: audience === 'labels' ? listOf(form.labels, /,+/) : [],
      newWithinDays: audience === 'new_members' ? intOf(form.newWithinDays) : null,
      agents: audience === 'team' ? listOf(form.agents) : [],
    },
    // Required: an empty time is not a time (null would read as 1970).
    startsAt: startsAt ?? Number.NaN,
    endsAt: endsAt ?? Number.NaN,
    showFrom: fromLocalInput(form.showFrom),
    repeat: form.repeat,
    reward: {
      percentBasisPoints: form.percent.trim() === '' ? 0 : percentToBasisPoints(form.percent),
      fixed: form.fixed.trim() === '' ? '0' : form.fixed.trim(),
      max: orNull(form.max),
      threshold: form.threshold.trim() === '' ? '0' : form.threshold.trim(),
    },
    wagering: {
      multiple: multiple === '' ? 0 : /^\d{1,3}(\.\d{1,2})?$/.test(multiple) ? Number(multiple) : Number.NaN,
      basis: form.basis,
      weights,
      maxBet: orNull(form.maxBet),
      expiryHours: intOf(form.expiryHours),
    },
    budget: orNull(form.budget),
    review: form.review,
    messagingChannel: form.kind === 'messaging_id' && form.messagingChannel ? form.messagingChannel : null,
    sort: intOf(form.sort) ?? Number.NaN,
    reason: form.reason,
  };
}

const NESTED: Record<string, string> = {
  'banner.theme': 'bannerTheme',
  'banner.image': 'bannerImage',
  'audience.kind': 'audienceKind',
  'audience.ranks': 'ranks',
  'audience.labels': 'labels',
  'audience.newWithinDays': 'newWithinDays',
  'audience.agents': 'agents',
  'reward.percentBasisPoints': 'percent',
  'reward.fixed': 'fixed',
  'reward.max': 'max',
  'reward.threshold': 'threshold',
  'wagering.multiple': 'multiple',
  'wagering.basis': 'basis',
  'wagering.maxBet': 'maxBet',
  'wagering.expiryHours': 'expiryHours',
};

/**
 * The form field behind a body path (a zod issue's or the server's `validation.failed` field):
 * "reward.percentBasisPoints" is "percent", "title.CN" stays, "wagering.weights.LIVE" is
 * "weights.LIVE", "audience.ranks.2" is "ranks".
 */
export function formFieldOf(path: string): string {
  const parts = path.split('.');
  const [head = '_', second] = parts;
  if (head === 'title' || head === 'summary' || head === 'rules') return `${head}.${second ?? 'EN'}`;
  if (head === 'wagering' && second === 'weights') return parts[2] ? `weights.${parts[2]}` : 'weights';
  return NESTED[`${head}.${second ?? ''}`] ?? head;
}

/** The rule shown under a field: its i18n key under `promotions.form.rule` ("title.CN" is "title"). */
export function ruleOf(field: string): string {
  return field.split('.')[0]!;
}

export type ActivityCheck =
  | { ok: true; body: ActivityInput }
  | {
      ok: false;
      fields: string[];
      /** A rule of its own for some fields (under `promotions.form.rule`), else `ruleOf(field)`. */
      rules: Record<string, string>;
    };

const isZero = (amount: string) => !/[1-9]/.test(amount);

/**
 * What the server checks beyond the schema (promotions `columnsOf`), by form field and rule: a
 * fixed-reward kind pays an amount, a percentage kind a percentage or an amount, a first-deposit
 * reward comes once and only deposit rewards repeat per deposit.
 */
export function termProblems(form: ActivityForm): Record<string, string> {
  const problems: Record<string, string> = {};
  const fixed = form.fixed.trim() || '0';
  const percentKind = PERCENT_KINDS.includes(form.kind);
  if (!percentKind && form.kind !== 'turnover_reward' && isZero(fixed)) problems.fixed = 'fixedRequired';
  if (percentKind && isZero(form.percent.trim() || '0') && isZero(fixed))
    problems.percent = 'percentRequired';
  if (form.kind === 'first_deposit' && form.repeat !== 'once') problems.repeat = 'repeatFirstDeposit';
  if (form.repeat === 'per_deposit' && form.kind !== 'deposit_match' && form.kind !== 'reload')
    problems.repeat = 'repeatPerDeposit';
  return problems;
}

/** The rule of a field the server refused, by its body path and the refusal's code. */
export function serverRuleOf(path: string, code: string | undefined): string {
  if (path === 'reward.fixed' && code === 'field.required') return 'fixedRequired';
  if (path === 'reward.percentBasisPoints' && code === 'field.required') return 'percentRequired';
  if (path === 'budget' && code === 'field.too_small') return 'budgetBelowSpent';
  return ruleOf(formFieldOf(path));
}

/**
 * Checks the form with the contract's schema, and what the schema leaves to the form: an audience
 * limited to VIP ranks, labels, new members or a team names at least one of them, and the server's
 * own terms (`termProblems`). Answers the body, or the refused form fields.
 */
export function checkActivityForm(form: ActivityForm): ActivityCheck {
  const parsed = activityInputSchema.safeParse(activityInput(form));
  const fields: string[] = [];
  const add = (field: string) => {
    if (!fields.includes(field)) fields.push(field);
  };
  if (!parsed.success)
    for (const issue of parsed.error.issues) add(formFieldOf(issue.path.map(String).join('.')));
  // The schema's cross-field rules run only once every field reads: say them at once too.
  const startsAt = fromLocalInput(form.startsAt);
  const endsAt = fromLocalInput(form.endsAt);
  const showFrom = fromLocalInput(form.showFrom);
  if (startsAt !== null && endsAt !== null && !(endsAt > startsAt)) add('endsAt');
  if (startsAt !== null && showFrom !== null && !(showFrom <= startsAt)) add('showFrom');
  if (form.kind === 'messaging_id' && !form.messagingChannel) add('messagingChannel');
  if (form.audienceKind === 'vip' && listOf(form.ranks).length === 0) add('ranks');
  if (form.audienceKind === 'labels' && listOf(form.labels, /,+/).length === 0) add('labels');
  if (form.audienceKind === 'new_members' && form.newWithinDays.trim() === '') add('newWithinDays');
  if (form.audienceKind === 'team' && listOf(form.agents).length === 0) add('agents');
  // A field the schema refused keeps the schema's rule (its format); a readable one gets the term's.
  const rules: Record<string, string> = {};
  for (const [field, rule] of Object.entries(termProblems(form)))
    if (!fields.includes(field)) {
      fields.push(field);
      rules[field] = rule;
    }
  if (!parsed.success || fields.length > 0) return { ok: false, fields, rules };
  return { ok: true, body: parsed.data };
}
