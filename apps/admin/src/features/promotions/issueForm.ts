import { issueBonusBodySchema } from '@wps/contracts';

/** The issue dialog's fields as typed. */
export interface IssueInput {
  activityId: string;
  username: string;
  amount: string;
  reason: string;
}

const FIELDS = ['activityId', 'username', 'amount'] as const;
type IssueField = (typeof FIELDS)[number];

/**
 * The fields `issueBonusBodySchema` refuses (activityId, username, amount), in that order; an amount
 * of zero is refused too (a reward of nothing). The reason is the dialog's own check.
 */
export function issueFields(input: IssueInput): IssueField[] {
  const parsed = issueBonusBodySchema.safeParse(input);
  const fields = parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0] ?? '_'));
  if (/^\d/.test(input.amount.trim()) && !/[1-9]/.test(input.amount)) fields.push('amount');
  return FIELDS.filter((field) => fields.includes(field));
}

/**
 * The field and rule (under `promotions.issue.rule`) of a field the server refused: an unknown
 * member is said as such; null for a path the dialog has no field for.
 */
export function issueServerRule(path: string, code: string): { field: IssueField; rule: string } | null {
  const field = FIELDS.find((entry) => entry === path.split('.')[0]);
  if (!field) return null;
  if (field === 'username' && code === 'field.not_found') return { field, rule: 'unknownMember' };
  return { field, rule: field };
}
