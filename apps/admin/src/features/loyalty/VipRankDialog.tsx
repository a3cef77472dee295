import { GAME_CATEGORIES, LANGUAGE_NATIVE_NAMES, type GameCategory } from '@wps/contracts';
import { useEffect, useState } from 'react';
import { get, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { languageAttributes } from '../../shared/localized';
import { Dialog } from '../../shared/ui/Dialog';
import { FormField, FormRefusal } from '../../shared/ui/FormField';
import { LanguageTabs } from '../../shared/ui/LanguageTabs';
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
const BENEFITS_MAX = 1000;

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
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<VipRankForm>({ defaultValues: rank });
  const benefits = useWatch({ control: form.control, name: 'benefits' });
  const errors = form.formState.errors;
  const problem = (field: string) => (get(errors, field) as { message?: string } | undefined)?.message;
  const ruleText = (field: string, rule?: string) =>
    t(`loyalty.vip.rule.${rule ?? rankRuleOf(field)}`, {
      defaultValue: t('loyalty.vip.rule.other'),
      decimals: decimals ?? 4,
    });
  const mark = (field: string, rule?: string) =>
    form.setError(field as FieldPath<VipRankForm>, { message: ruleText(field, rule) });

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

  const submit = form.handleSubmit((values) => {
    setRefusal(null);
    const checked = checkRank(values, decimals);
    if (!checked.ok) {
      for (const field of checked.fields) mark(field, checked.rules[field]);
      setRefusal(t('loyalty.form.fix'));
      return;
    }
    onApply(values);
    onClose();
  });
  const withCurrency = (text: string) => `${text}${currency ? ` (${currency})` : ''}`;
  const categoryGrid = (part: 'cashback' | 'points') => (
    <div
      className="loyalty-grid"
      role="group"
      aria-labelledby={`${FORM_ID}-${part}`}
      aria-describedby={`${FORM_ID}-${part}-hint`}
    >
      <span id={`${FORM_ID}-${part}`} className="field__label">
        {t(`loyalty.vip.form.${part}`)}
      </span>
      <span id={`${FORM_ID}-${part}-hint`} className="field__hint loyalty-full">
        {part === 'cashback'
          ? t('loyalty.vip.form.cashbackHint', { max: percentOfBasisPoints(MAX_CASHBACK_BASIS_POINTS) })
          : t('loyalty.vip.form.pointsHint', { max: MAX_POINTS_PER_HUNDRED.toLocaleString('en-US') })}
      </span>
      {problem(part) ? <span className="field__error loyalty-full">{problem(part)}</span> : null}
      {GAME_CATEGORIES.map((category: GameCategory) => (
        <FormField
          key={category}
          label={t(`games.categories.${category}`)}
          error={problem(`${part}.${category}`)}
        >
          {(control) =>
            part === 'cashback' ? (
              <span className="loyalty-suffix">
                <input
                  className="input num"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0.00"
                  {...control}
                  {...form.register(`cashback.${category}`)}
                />
                <span aria-hidden="true">%</span>
              </span>
            ) : (
              <input
                className="input num"
                inputMode="numeric"
                autoComplete="off"
                placeholder="0"
                {...control}
                {...form.register(`points.${category}`)}
              />
            )
          }
        </FormField>
      ))}
    </div>
  );

  return (
    <Dialog
      open
      wide
      title={t(editable ? 'loyalty.vip.form.editTitle' : 'loyalty.vip.form.viewTitle', {
        level: rank.level,
        name: rank.name,
      })}
      onClose={onClose}
      footer={
        editable ? (
          <>
            <button type="button" className="btn" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" form={FORM_ID} className="btn btn--primary">
              {t('loyalty.vip.form.apply')}
            </button>
          </>
        ) : (
          <button type="button" className="btn" onClick={onClose}>
            {t('common.close')}
          </button>
        )
      }
    >
      <form
        id={FORM_ID}
        className="stack"
        noValidate
        onSubmit={(event) => {
          form.clearErrors();
          void submit(event);
        }}
      >
        {editable ? <p className="field__hint loyalty-flat">{t('loyalty.vip.form.applyHint')}</p> : null}
        <fieldset className="loyalty-fieldset" disabled={!editable}>
          <legend>{t('loyalty.vip.form.what')}</legend>
          <div className="form-grid loyalty-form-grid">
            <FormField
              label={t('loyalty.vip.name')}
              hint={t('loyalty.vip.form.nameHint')}
              error={problem('name')}
            >
              {(control) => (
                <input
                  className="input"
                  maxLength={20}
                  autoComplete="off"
                  {...control}
                  {...form.register('name')}
                />
              )}
            </FormField>
            {RANK_MONEY.map((field) => (
              <FormField
                key={field}
                label={withCurrency(t(`loyalty.vip.${field}`))}
                hint={t(`loyalty.vip.form.${field}Hint`)}
                error={problem(field)}
              >
                {(control) => (
                  <input
                    className="input num"
                    inputMode="decimal"
                    autoComplete="off"
                    {...control}
                    {...form.register(field)}
                  />
                )}
              </FormField>
            ))}
          </div>
        </fieldset>

        <fieldset className="loyalty-fieldset" disabled={!editable}>
          <legend>{t('loyalty.vip.form.rates')}</legend>
          {categoryGrid('cashback')}
          {categoryGrid('points')}
        </fieldset>

        <fieldset className="loyalty-fieldset" disabled={!editable}>
          <legend>{t('loyalty.vip.form.benefits')}</legend>
          <LanguageTabs
            label={t('loyalty.vip.form.benefits')}
            filledLabel={t('loyalty.form.written')}
            invalidLabel={t('loyalty.form.hasError')}
            filled={(language) => Boolean(benefits[language]?.trim())}
            invalid={(language) => Boolean(problem(`benefits.${language}`))}
          >
            {(language) => (
              <FormField
                key={language}
                label={t('loyalty.vip.form.benefitsIn', { language: LANGUAGE_NATIVE_NAMES[language] })}
                hint={t(language === 'EN' ? 'loyalty.form.requiredEn' : 'loyalty.form.optionalLanguage', {
                  max: BENEFITS_MAX,
                })}
                error={problem(`benefits.${language}`)}
              >
                {(control) => (
                  <textarea
                    className="input"
                    rows={4}
                    maxLength={BENEFITS_MAX}
                    {...languageAttributes(language)}
                    {...control}
                    {...form.register(`benefits.${language}`)}
                  />
                )}
              </FormField>
            )}
          </LanguageTabs>
        </fieldset>
        <FormRefusal text={refusal} />
      </form>
    </Dialog>
  );
}
