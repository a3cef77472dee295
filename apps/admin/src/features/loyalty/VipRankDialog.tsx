import { GAME_CATEGORIES, type GameCategory } from '@wps/contracts';
import { useEffect, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/ui/FormDialog';
import {
  FieldGroup,
  Fieldset,
  InputField,
  LocalizedFieldset,
  type LocalizedField,
} from '../../shared/ui/formFields';
import { problemOf, useFormSubmit } from '../../shared/ui/formState';
import { percentOfBasisPoints } from './numbers';
import {
  checkRank,
  MAX_CASHBACK_BASIS_POINTS,
  MAX_POINTS_PER_HUNDRED,
  RANK_MONEY,
  rankRuleOf,
  type VipRankForm,
} from './vipForm';

const FORM_ID = 'loyalty-rank-form';
const LOCALIZED: readonly LocalizedField[] = [
  { name: 'benefits', label: 'loyalty.vip.form.benefitsIn', max: 1000, rows: 4 },
];

/**
 * One VIP rank in a dialog: its label name, the deposits and valid bets that reach and keep it, its
 * rewards, cashback (a percentage per game category, sent as basis points) and points per 100.00 of
 * valid bets per category, and its benefits text per language. An admin applies the changes to the
 * rules being edited (checked with `vipRankInputSchema` first; saved with the whole rules and a
 * reason); other roles read it. `problems`: fields of this rank refused when the rules were checked
 * or sent, marked on open with their rule.
 */
export function VipRankDialog({
  rank,
  editable,
  decimals,
  currency,
  problems,
  onApply,
  onClose,
}: {
  rank: VipRankForm;
  editable: boolean;
  /** The currency's decimals; null while unknown. */
  decimals: number | null;
  currency: string;
  problems: { fields: string[]; rules: Record<string, string> };
  onApply: (rank: VipRankForm) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<VipRankForm>({ defaultValues: rank });
  const ruleText = (field: string, rule?: string) =>
    t(`loyalty.vip.rule.${rule ?? rankRuleOf(field)}`, {
      defaultValue: t('loyalty.vip.rule.other'),
      decimals: decimals ?? 4,
    });

  // The fields refused before the dialog opened (the rules' check, or the server) are marked once.
  const [opened] = useState(problems);
  const { setError } = form;
  useEffect(() => {
    for (const field of opened.fields)
      setError(field as FieldPath<VipRankForm>, {
        message: t(`loyalty.vip.rule.${opened.rules[field] ?? rankRuleOf(field)}`, {
          defaultValue: t('loyalty.vip.rule.other'),
          decimals: decimals ?? 4,
        }),
      });
  }, [opened, setError, t, decimals]);

  // Nothing is sent: the rank checked is applied to the rules being edited.
  const { onSubmit, refusal } = useFormSubmit(form, {
    check: (values) => checkRank(values, decimals),
    ruleText,
    fix: t('loyalty.form.fix'),
    send: (_body, values) => Promise.resolve(values),
    onSent: onApply,
    thenClose: onClose,
  });
  const withCurrency = (text: string) => `${text}${currency ? ` (${currency})` : ''}`;
  const categoryGrid = (part: 'cashback' | 'points') => (
    <FieldGroup
      id={`${FORM_ID}-${part}`}
      label={t(`loyalty.vip.form.${part}`)}
      hint={
        part === 'cashback'
          ? t('loyalty.vip.form.cashbackHint', { max: percentOfBasisPoints(MAX_CASHBACK_BASIS_POINTS) })
          : t('loyalty.vip.form.pointsHint', { max: MAX_POINTS_PER_HUNDRED.toLocaleString('en-US') })
      }
      problem={problemOf(form, part)}
      described
    >
      {GAME_CATEGORIES.map((category: GameCategory) =>
        part === 'cashback' ? (
          <InputField
            key={category}
            form={form}
            name={`cashback.${category}`}
            label={t(`games.categories.${category}`)}
            className="input num"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            suffix="%"
          />
        ) : (
          <InputField
            key={category}
            form={form}
            name={`points.${category}`}
            label={t(`games.categories.${category}`)}
            className="input num"
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
          />
        ),
      )}
    </FieldGroup>
  );

  return (
    <FormDialog
      id={FORM_ID}
      title={t(editable ? 'loyalty.vip.form.editTitle' : 'loyalty.vip.form.viewTitle', {
        level: rank.level,
        name: rank.name,
      })}
      submitLabel={t('loyalty.vip.form.apply')}
      readOnly={!editable}
      submission={{ onSubmit, refusal }}
      onClose={onClose}
    >
      {editable ? <p className="field__hint loyalty-flat">{t('loyalty.vip.form.applyHint')}</p> : null}
      <Fieldset legend={t('loyalty.vip.form.what')} disabled={!editable}>
        <div className="form-grid form-grid--fields">
          <InputField
            form={form}
            name="name"
            label={t('loyalty.vip.name')}
            hint={t('loyalty.vip.form.nameHint')}
            className="input"
            maxLength={20}
            autoComplete="off"
          />
          {RANK_MONEY.map((field) => (
            <InputField
              key={field}
              form={form}
              name={field}
              label={withCurrency(t(`loyalty.vip.${field}`))}
              hint={t(`loyalty.vip.form.${field}Hint`)}
              className="input num"
              inputMode="decimal"
              autoComplete="off"
            />
          ))}
        </div>
      </Fieldset>

      <Fieldset legend={t('loyalty.vip.form.rates')} disabled={!editable}>
        {categoryGrid('cashback')}
        {categoryGrid('points')}
      </Fieldset>

      <LocalizedFieldset
        form={form}
        label={t('loyalty.vip.form.benefits')}
        texts="loyalty.form"
        fields={LOCALIZED}
        disabled={!editable}
      />
    </FormDialog>
  );
}
