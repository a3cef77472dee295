import { issueBonusBodySchema, routes } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { textFor } from '../../shared/localized';
import { FormField } from '../../shared/ui/FormField';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import { useMoney } from '../../shared/useMoney';
import { issueFields, issueServerRule } from './issueForm';
import { promotionErrorText, type PromotionActivity, type PromotionBonus } from './promotionsApi';

type Field = 'activityId' | 'username' | 'amount';

/**
 * An editor issues a reward of an activity (published or closed: a draft pays nothing) to one
 * member, by username: it waits in the member's reward centre. Checked with the contract's schema,
 * sent with the reason; the server's refusal (an unknown member, an activity out of budget) shows in
 * place, on its field when it names one.
 */
export function IssueDialog({
  merchant,
  activities,
  onDone,
  onClose,
}: {
  merchant: string;
  activities: readonly PromotionActivity[];
  onDone: (bonus: PromotionBonus) => Promise<void> | void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [activityId, setActivityId] = useState('');
  const [username, setUsername] = useState('');
  const [amount, setAmount] = useState('');
  /** The rule (under `promotions.issue.rule`) each refused field breaks. */
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const choices = activities.filter((activity) => activity.state !== 'draft');
  const chosen = choices.find((activity) => String(activity.id) === activityId);
  const money = useMoney(chosen?.currency);
  const fixed = (field: Field) =>
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)));
  const problem = (field: Field) => {
    const rule = problems[field];
    return rule ? t(`promotions.issue.rule.${rule}`) : undefined;
  };

  const issue = async (reason: string) => {
    const input = { activityId, username, amount, reason };
    const found = issueFields(input);
    setProblems(Object.fromEntries(found.map((field) => [field, field])));
    if (found.length > 0) throw new Error(t('promotions.form.fix'));
    try {
      const bonus = await callApi(routes.operatorIssueBonus, {
        params: { merchantCode: merchant },
        body: issueBonusBodySchema.parse(input),
      });
      await onDone(bonus);
    } catch (error) {
      const fields = isApiError(error) ? (error.fields ?? {}) : {};
      const marked: Partial<Record<Field, string>> = {};
      for (const [path, entry] of Object.entries(fields)) {
        const rule = issueServerRule(path, entry.code);
        if (rule) marked[rule.field] = rule.rule;
      }
      setProblems(marked);
      throw new Error(
        Object.keys(marked).length > 0
          ? t('promotions.form.fix')
          : promotionErrorText(error, { 'promotion.activity.state': 'promotions.issue.draft' }),
        { cause: error },
      );
    }
  };

  return (
    <ReasonDialog
      open
      title={t('promotions.issue.title')}
      confirmLabel={t('promotions.issue.confirm')}
      onClose={onClose}
      onConfirm={issue}
    >
      <p className="muted promo-flat">{t('promotions.issue.explain')}</p>
      <FormField label={t('promotions.activity')} error={problem('activityId')}>
        {(control) => (
          <select
            className="input"
            value={activityId}
            onChange={(event) => {
              setActivityId(event.target.value);
              fixed('activityId');
            }}
            {...control}
          >
            <option value="">{t('promotions.form.choose')}</option>
            {choices.map((activity) => (
              <option key={activity.id} value={String(activity.id)}>
                {textFor(activity.title, i18n.language)} (#{activity.id}) ·{' '}
                {t(`promotions.state.${activity.state}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('promotions.username')} error={problem('username')}>
        {(control) => (
          <input
            className="input"
            autoComplete="off"
            maxLength={40}
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              fixed('username');
            }}
            {...control}
          />
        )}
      </FormField>
      <FormField
        label={t('promotions.amount')}
        hint={chosen ? t('promotions.issue.amountHint', { amount: money(chosen.reward.fixed) }) : undefined}
        error={problem('amount')}
      >
        {(control) => (
          <input
            className="input num"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              fixed('amount');
            }}
            {...control}
          />
        )}
      </FormField>
    </ReasonDialog>
  );
}
