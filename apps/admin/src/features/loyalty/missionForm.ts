import { missionInputSchema, type MissionMetric } from '@wps/contracts';
import type { z } from 'zod';
import { localizedForm, localizedValue, type LocalizedForm } from '../../shared/localized';
import type { Mission } from './loyaltyApi';
import { decimalsIn, isZeroAmount, wholeOf } from './numbers';

/*
 * The missions' form (create and edit): what an edit starts from, and the body sent, checked with the
 * very schema the server uses (`missionInputSchema`) and what the server checks besides it: a target
 * above zero (a whole count for rounds, an amount with the currency's decimals for money), and some
 * reward (money, points or both). Text maths only, no floating point.
 */

export type MissionPeriod = Mission['period'];
export type MissionBody = z.output<typeof missionInputSchema>;

/** The mission form's values: text as typed, every language present. */
export interface MissionForm {
  title: LocalizedForm;
  period: MissionPeriod;
  metric: MissionMetric;
  /** Money for valid_bet and deposit ("1000.50"), a whole count for rounds ("20"). */
  target: string;
  /** Money paid on a claim; empty is none. */
  rewardMoney: string;
  /** Points paid on a claim; empty is none. */
  rewardPoints: string;
  active: boolean;
  sort: string;
  reason: string;
}

/** Whether a mission's target is money (valid bets, deposits) rather than a count (rounds). */
export const isMoneyMetric = (metric: MissionMetric): boolean => metric !== 'rounds';

export function missionFormOf(mission: Mission | null): MissionForm {
  return {
    title: localizedForm(mission?.title),
    period: mission?.period ?? 'daily',
    metric: mission?.metric ?? 'valid_bet',
    target: mission?.target ?? '',
    rewardMoney: mission && !isZeroAmount(mission.rewardMoney) ? mission.rewardMoney : '',
    rewardPoints: mission && mission.rewardPoints > 0 ? String(mission.rewardPoints) : '',
    active: mission?.active ?? true,
    sort: String(mission?.sort ?? 100),
    reason: '',
  };
}

/** The form as `missionInputSchema` takes it (still to be checked by it): an empty reward is none. */
export function missionInput(form: MissionForm): unknown {
  return {
    title: localizedValue(form.title),
    period: form.period,
    metric: form.metric,
    target: form.target.trim(),
    rewardMoney: form.rewardMoney.trim() || '0',
    rewardPoints: wholeOf(form.rewardPoints) ?? 0,
    active: form.active,
    sort: wholeOf(form.sort) ?? Number.NaN,
    reason: form.reason,
  };
}

/**
 * The form field behind a body path (a zod issue's or the server's `validation.failed` field):
 * "title.CN" stays, "title" is "title.EN"; else the head.
 */
export function missionFieldOf(path: string): string {
  const [head = '_', second] = path.split('.');
  if (head === 'title') return `title.${second ?? 'EN'}`;
  return head;
}

/**
 * The rule shown under a field: its i18n key under `loyalty.missions.rule` ("title.CN" is "title";
 * the target's depends on the metric: "targetRounds" or "targetMoney").
 */
export function missionRuleOf(field: string, metric: MissionMetric): string {
  const head = field.split('.')[0] ?? '_';
  if (head === 'target') return isMoneyMetric(metric) ? 'targetMoney' : 'targetRounds';
  return head;
}

/**
 * The rule for a field the server refused (`validation.failed`: its path and code): a reward
 * required is "noReward", an amount with too many decimals "moneyDecimals" (when the currency's
 * decimals are known to say so); else the field's own rule.
 */
export function missionServerRule(
  path: string,
  code: string | undefined,
  metric: MissionMetric,
  decimalsKnown: boolean,
): string {
  const field = missionFieldOf(path);
  if (field === 'rewardMoney' && code === 'field.required') return 'noReward';
  if (
    (field === 'rewardMoney' || (field === 'target' && isMoneyMetric(metric))) &&
    code === 'field.invalid_format' &&
    decimalsKnown
  )
    return 'moneyDecimals';
  return missionRuleOf(field, metric);
}

export type MissionCheck =
  { ok: true; body: MissionBody } | { ok: false; fields: string[]; rules: Record<string, string> };

/**
 * Checks the form with the contract's schema, and what the server checks besides it: the target is a
 * whole count above zero for rounds, an amount above zero with no more decimals than the currency has
 * (`decimals`, null while unknown) for money; the reward money has those decimals too; a mission pays
 * money, points or both (refused on `rewardMoney`, as the server does). Answers the body, or the
 * refused form fields with a rule of their own for some (`rules`, else `missionRuleOf`).
 */
export function checkMissionForm(form: MissionForm, decimals: number | null): MissionCheck {
  const parsed = missionInputSchema.safeParse(missionInput(form));
  const fields: string[] = [];
  const rules: Record<string, string> = {};
  const add = (field: string, rule?: string) => {
    if (fields.includes(field)) return;
    fields.push(field);
    if (rule) rules[field] = rule;
  };
  if (!parsed.success)
    for (const issue of parsed.error.issues) add(missionFieldOf(issue.path.map(String).join('.')));

  const target = form.target.trim();
  if (form.metric === 'rounds') {
    if (!/^\d{1,13}$/.test(target) || isZeroAmount(target)) add('target');
  } else {
    const written = decimalsIn(target);
    if (written === null || isZeroAmount(target)) add('target');
    else if (decimals !== null && written > decimals) add('target', 'moneyDecimals');
  }

  const money = form.rewardMoney.trim();
  const points = form.rewardPoints.trim();
  const moneyDecimals = decimalsIn(money);
  if (money !== '' && moneyDecimals !== null && decimals !== null && moneyDecimals > decimals)
    add('rewardMoney', 'moneyDecimals');
  const noMoney = money === '' || isZeroAmount(money);
  const noPoints = points === '' || wholeOf(points) === 0;
  if (noMoney && noPoints) add('rewardMoney', 'noReward');

  if (!parsed.success || fields.length > 0) return { ok: false, fields, rules };
  return { ok: true, body: parsed.data };
}
