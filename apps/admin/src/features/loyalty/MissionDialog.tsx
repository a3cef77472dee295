import { LANGUAGE_NATIVE_NAMES, MISSION_METRICS, MISSION_PERIODS, routes } from '@wps/contracts';
import { useState } from 'react';
import { get, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { errorText } from '../../shared/i18n/i18n';
import { languageAttributes } from '../../shared/localized';
import { Dialog } from '../../shared/ui/Dialog';
import { FormField, FormRefusal } from '../../shared/ui/FormField';
import { LanguageTabs } from '../../shared/ui/LanguageTabs';
import { useCurrency } from '../../shared/useMoney';
import type { Mission } from './loyaltyApi';
import {
  checkMissionForm,
  isMoneyMetric,
  missionFieldOf,
  missionFormOf,
  missionRuleOf,
  missionServerRule,
  type MissionForm,
} from './missionForm';
import { decimalsIn } from './numbers';

const FORM_ID = 'loyalty-mission-form';
const TITLE_MAX = 120;

/**
 * Adds a mission or changes one: every field of `missionInputSchema` (the title per language, the
 * period, what it counts and its target, a reward of money, points or both, the switch and the
 * order), checked with that schema and what the server checks besides it (a whole count for rounds,
 * some reward) before it is sent with the reason; the fields it (or the server) refuses are marked,
 * the refusal shown in place.
 */
export function MissionDialog({
  merchant,
  mission,
  currency: listCurrency,
  onDone,
  onRefused,
  onClose,
}: {
  merchant: string;
  mission: Mission | null;
  /** The list's currency (the merchant's). */
  currency: string;
  onDone: (saved: Mission) => Promise<void> | void;
  /** The list read again after a refusal that says it changed elsewhere (no such mission). */
  onRefused?: () => unknown;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const currencyCode = currency?.code ?? listCurrency;
  const decimals = currency?.decimals ?? decimalsIn(mission?.rewardMoney) ?? null;
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<MissionForm>({ defaultValues: missionFormOf(mission) });
  const [period, metric, title] = useWatch({ control: form.control, name: ['period', 'metric', 'title'] });
  const errors = form.formState.errors;
  const problem = (field: string) => (get(errors, field) as { message?: string } | undefined)?.message;
  const ruleText = (rule: string, fallback?: string) =>
    t(`loyalty.missions.rule.${rule}`, {
      defaultValue: fallback ?? t('loyalty.missions.rule.other'),
      decimals: decimals ?? 4,
    });
  const mark = (field: string, message: string) =>
    form.setError(field as FieldPath<MissionForm>, { message });

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const checked = checkMissionForm(values, decimals);
    if (!checked.ok) {
      for (const field of checked.fields)
        mark(field, ruleText(checked.rules[field] ?? missionRuleOf(field, values.metric)));
      setRefusal(t('loyalty.form.fix'));
      return;
    }
    try {
      const saved = mission
        ? await callApi(routes.operatorUpdateMission, {
            params: { merchantCode: merchant, missionId: mission.id },
            body: checked.body,
          })
        : await callApi(routes.operatorCreateMission, {
            params: { merchantCode: merchant },
            body: checked.body,
          });
      await onDone(saved);
      onClose();
    } catch (error) {
      // The server's words are English: a field it refused is marked with this form's rule for it.
      const fields = isApiError(error) ? (error.fields ?? {}) : {};
      for (const [path, field] of Object.entries(fields))
        mark(
          missionFieldOf(path),
          ruleText(missionServerRule(path, field.code, values.metric, decimals !== null), field.message),
        );
      if (isApiError(error) && error.code === 'mission.not.found') {
        void onRefused?.();
        setRefusal(t('loyalty.missions.notFound'));
      } else setRefusal(errorText(error));
    }
  });
  const busy = form.formState.isSubmitting;
  const withCurrency = (text: string) => `${text}${currencyCode ? ` (${currencyCode})` : ''}`;

  return (
    <Dialog
      open
      wide
      title={
        mission
          ? t('loyalty.missions.form.editTitle', { title: mission.title.EN, id: mission.id })
          : t('loyalty.missions.form.createTitle')
      }
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={FORM_ID} className="btn btn--primary" disabled={busy}>
            {busy ? t('common.sending') : mission ? t('common.save') : t('loyalty.missions.form.create')}
          </button>
        </>
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
        <fieldset className="loyalty-fieldset">
          <legend>{t('loyalty.missions.form.what')}</legend>
          <div className="form-grid loyalty-form-grid">
            <FormField
              label={t('loyalty.missions.period')}
              hint={t(`loyalty.missions.form.periodHint.${period}`)}
              error={problem('period')}
            >
              {(control) => (
                <select className="input" {...control} {...form.register('period')}>
                  {MISSION_PERIODS.map((value) => (
                    <option key={value} value={value}>
                      {t(`loyalty.missions.periods.${value}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label={t('loyalty.missions.metric')} error={problem('metric')}>
              {(control) => (
                <select className="input" {...control} {...form.register('metric')}>
                  {MISSION_METRICS.map((value) => (
                    <option key={value} value={value}>
                      {t(`loyalty.missions.metrics.${value}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              label={t('loyalty.missions.target')}
              hint={t(`loyalty.missions.form.targetHint.${metric}`, { currency: currencyCode || '—' })}
              error={problem('target')}
            >
              {(control) => (
                <input
                  className="input num"
                  inputMode={isMoneyMetric(metric) ? 'decimal' : 'numeric'}
                  autoComplete="off"
                  {...control}
                  {...form.register('target')}
                />
              )}
            </FormField>
            <FormField
              label={t('loyalty.missions.sort')}
              hint={t('loyalty.missions.form.sortHint')}
              error={problem('sort')}
            >
              {(control) => (
                <input
                  className="input num"
                  inputMode="numeric"
                  autoComplete="off"
                  {...control}
                  {...form.register('sort')}
                />
              )}
            </FormField>
          </div>
          <label className="check">
            <input type="checkbox" {...form.register('active')} />
            {t('loyalty.missions.form.active')}
          </label>
        </fieldset>

        <fieldset className="loyalty-fieldset">
          <legend>{t('loyalty.missions.form.reward')}</legend>
          <p className="field__hint loyalty-flat">{t('loyalty.missions.form.rewardHint')}</p>
          <div className="form-grid loyalty-form-grid">
            <FormField
              label={withCurrency(t('loyalty.missions.rewardMoney'))}
              hint={t('loyalty.missions.form.rewardMoneyHint')}
              error={problem('rewardMoney')}
            >
              {(control) => (
                <input
                  className="input num"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0"
                  {...control}
                  {...form.register('rewardMoney')}
                />
              )}
            </FormField>
            <FormField
              label={t('loyalty.missions.rewardPoints')}
              hint={t('loyalty.missions.form.rewardPointsHint')}
              error={problem('rewardPoints')}
            >
              {(control) => (
                <input
                  className="input num"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="0"
                  {...control}
                  {...form.register('rewardPoints')}
                />
              )}
            </FormField>
          </div>
        </fieldset>

        <fieldset className="loyalty-fieldset">
          <legend>{t('loyalty.missions.form.titles')}</legend>
          <LanguageTabs
            label={t('loyalty.missions.form.titles')}
            filledLabel={t('loyalty.form.written')}
            invalidLabel={t('loyalty.form.hasError')}
            filled={(language) => Boolean(title[language]?.trim())}
            invalid={(language) => Boolean(problem(`title.${language}`))}
          >
            {(language) => (
              <FormField
                key={language}
                label={t('loyalty.missions.form.titleIn', { language: LANGUAGE_NATIVE_NAMES[language] })}
                hint={t(language === 'EN' ? 'loyalty.form.requiredEn' : 'loyalty.form.optionalLanguage', {
                  max: TITLE_MAX,
                })}
                error={problem(`title.${language}`)}
              >
                {(control) => (
                  <input
                    className="input"
                    maxLength={TITLE_MAX}
                    {...languageAttributes(language)}
                    {...control}
                    {...form.register(`title.${language}`)}
                  />
                )}
              </FormField>
            )}
          </LanguageTabs>
        </fieldset>

        <FormField label={t('common.reason')} hint={t('common.reasonHint')} error={problem('reason')}>
          {(control) => (
            <textarea className="input" maxLength={500} {...control} {...form.register('reason')} />
          )}
        </FormField>
        <FormRefusal text={refusal} />
      </form>
    </Dialog>
  );
}
