import { pointRewardInputSchema } from '@wps/contracts';
import type { z } from 'zod';
import { localizedForm, localizedValue, type LocalizedForm } from '../../shared/localized';
import type { PointReward } from './loyaltyApi';
import { decimalsIn, wholeOf } from './numbers';

/*
 * The points mall's reward form (create and edit): what an edit starts from, and the body sent,
 * checked with the very schema the server uses (`pointRewardInputSchema`) and what it leaves open
 * (a cash reward's amount, the currency's decimals, an https image).
 */

export type RewardKind = PointReward['kind'];
export type PointRewardBody = z.output<typeof pointRewardInputSchema>;

/** The reward form's values: text as typed, every language present. */
export interface RewardForm {
  kind: RewardKind;
  name: LocalizedForm;
  description: LocalizedForm;
  /** An https address, or '' for none. */
  image: string;
  points: string;
  /** Money credited by a cash reward; not sent for goods. */
  cash: string;
  stock: string;
  active: boolean;
  sort: string;
  reason: string;
}

export function rewardFormOf(reward: PointReward | null): RewardForm {
  return {
    kind: reward?.kind ?? 'goods',
    name: localizedForm(reward?.name),
    description: localizedForm(reward?.description),
    image: reward?.image ?? '',
    points: reward ? String(reward.points) : '',
    cash: reward?.cash ?? '',
    stock: reward ? String(reward.stock) : '',
    active: reward?.active ?? true,
    sort: String(reward?.sort ?? 100),
    reason: '',
  };
}

/** The form as `pointRewardInputSchema` takes it (still to be checked by it). */
export function rewardInput(form: RewardForm): unknown {
  const image = form.image.trim();
  return {
    kind: form.kind,
    name: localizedValue(form.name),
    description: localizedValue(form.description),
    image: image === '' ? null : image,
    points: wholeOf(form.points) ?? Number.NaN,
    // Goods credit no money: their amount is never sent (a cash one is required below).
    cash: form.kind === 'cash' ? form.cash.trim() || null : null,
    stock: wholeOf(form.stock) ?? Number.NaN,
    active: form.active,
    sort: wholeOf(form.sort) ?? Number.NaN,
    reason: form.reason,
  };
}

/**
 * The form field behind a body path (a zod issue's or the server's `validation.failed` field):
 * "name.CN" stays, "name" is "name.EN"; else the head.
 */
export function rewardFieldOf(path: string): string {
  const [head = '_', second] = path.split('.');
  if (head === 'name' || head === 'description') return `${head}.${second ?? 'EN'}`;
  return head;
}

/** The rule shown under a field: its i18n key under `loyalty.mall.rule` ("name.CN" is "name"). */
export function rewardRuleOf(field: string): string {
  return field.split('.')[0] ?? '_';
}

export type RewardCheck =
  { ok: true; body: PointRewardBody } | { ok: false; fields: string[]; rules: Record<string, string> };

/**
 * Checks the form with the contract's schema, and what it leaves open: a cash reward credits an
 * amount above zero with no more decimals than the currency has (`decimals`, null while unknown),
 * an image is an https address. Answers the body, or the refused form fields.
 */
export function checkRewardForm(form: RewardForm, decimals: number | null): RewardCheck {
  const parsed = pointRewardInputSchema.safeParse(rewardInput(form));
  const fields: string[] = [];
  const rules: Record<string, string> = {};
  const add = (field: string, rule?: string) => {
    if (fields.includes(field)) return;
    fields.push(field);
    if (rule) rules[field] = rule;
  };
  if (!parsed.success)
    for (const issue of parsed.error.issues) add(rewardFieldOf(issue.path.map(String).join('.')));
  if (form.kind === 'cash') {
    const cash = form.cash.trim();
    const written = decimalsIn(cash);
    if (cash === '') add('cash', 'cashRequired');
    else if (written !== null && /^0*(\.0*)?$/.test(cash)) add('cash', 'cashRequired');
    else if (written !== null && decimals !== null && written > decimals) add('cash', 'cashDecimals');
  }
  const image = form.image.trim();
  if (image !== '' && !/^https:\/\//i.test(image)) add('image');
  if (!parsed.success || fields.length > 0) return { ok: false, fields, rules };
  return { ok: true, body: parsed.data };
}
