import { GAME_CATEGORIES, LANGUAGE_NATIVE_NAMES, routes, type Language } from '@wps/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { get, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { currentLanguageHeader, errorText } from '../../shared/i18n/i18n';
import { languageAttributes, serverFieldMessages } from '../../shared/localized';
import { useMerchantCode } from '../../shared/merchant';
import { useCan } from '../../shared/session/operator';
import { Facts, Outcome } from '../../shared/ui/cells';
import { FormField, FormRefusal } from '../../shared/ui/FormField';
import { LanguageTabs } from '../../shared/ui/LanguageTabs';
import { PageHeader } from '../../shared/ui/PageHeader';
import { useCurrency, useMoney } from '../../shared/useMoney';
import { loyaltyErrorText, loyaltyKeys, type PointConfig } from './loyaltyApi';
import { pointsWorth, wholeOf } from './numbers';
import {
  checkPointConfig,
  configFieldOf,
  earningCategories,
  pointConfigFormOf,
  rulesInOneLanguage,
  type PointConfigForm,
} from './pointConfigForm';
import './loyalty.css';

const FORM_ID = 'loyalty-points-form';
const RULES_MAX = 3000;
/** Amounts are worked out at the wire's widest scale while the merchant's currency is unknown. */
const WIRE_DECIMALS = 4;

/** Each rank's points per 100.00 of valid bets, by the categories any rank earns in (read-only). */
function EarnRates({ config }: { config: PointConfig }) {
  const { t } = useTranslation();
  const categories = earningCategories(config.earnRates, GAME_CATEGORIES);
  return (
    <section className="card stack loyalty-card" aria-labelledby="loyalty-earn-rates">
      <h2 id="loyalty-earn-rates" className="loyalty-flat">
        {t('loyalty.points.earnRates')}
      </h2>
      <p className="muted loyalty-flat">{t('loyalty.points.earnRatesHint')}</p>
      <div className="table-scroll loyalty-table">
        <table className="table">
          <caption className="visually-hidden">{t('loyalty.points.earnRates')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('loyalty.vip.rank')}</th>
              {categories.map((category) => (
                <th key={category} scope="col" className="num">
                  {t(`games.categories.${category}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {config.earnRates.map((rate) => (
              <tr key={rate.level}>
                <th scope="row">{t('loyalty.vip.rankName', { level: rate.level, name: rate.name })}</th>
                {categories.map((category) => (
                  <td key={category} className="num">
                    {rate.pointsPerHundred[category] ?? 0}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {categories.length === 0 ? (
        <p className="muted loyalty-flat">{t('loyalty.points.earnsNothing')}</p>
      ) : null}
    </section>
  );
}

/** The admin's form: the rate, the minimum, the rules per language and the reason. */
function PointConfigEditor({
  merchant,
  config,
  language,
  onSaved,
}: {
  merchant: string;
  config: PointConfig;
  /** The language the rules were read in. */
  language: Language;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const money = useMoney(config.currency);
  const decimals = currency?.decimals ?? WIRE_DECIMALS;
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<PointConfigForm>({ defaultValues: pointConfigFormOf(config, language) });
  const [pointsPerUnit, minConvert, rules] = useWatch({
    control: form.control,
    name: ['pointsPerUnit', 'minConvert', 'rules'],
  });
  const errors = form.formState.errors;
  const problem = (field: string) => (get(errors, field) as { message?: string } | undefined)?.message;
  const ruleText = (field: string, fallback?: string) =>
    t(`loyalty.points.rule.${field.split('.')[0] ?? '_'}`, {
      defaultValue: fallback ?? t('loyalty.points.rule.other'),
    });
  const mark = (field: string, message: string) =>
    form.setError(field as FieldPath<PointConfigForm>, { message });
  const perUnit = wholeOf(pointsPerUnit);
  const minimum = wholeOf(minConvert);
  const oneUnit = pointsWorth(perUnit, perUnit, decimals);
  const minimumWorth = pointsWorth(minimum, perUnit, decimals);

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const checked = checkPointConfig(values);
    if (!checked.ok) {
      for (const field of checked.fields) mark(field, ruleText(field));
      setRefusal(t('loyalty.form.fix'));
      return;
    }
    try {
      await callApi(routes.operatorSavePointConfig, {
        params: { merchantCode: merchant },
        body: checked.body,
      });
      await onSaved();
    } catch (error) {
      for (const [path, message] of Object.entries(serverFieldMessages(error))) {
        const field = configFieldOf(path);
        mark(field, ruleText(field, message));
      }
      setRefusal(isApiError(error) ? loyaltyErrorText(error) : errorText(error));
    }
  });
  const busy = form.formState.isSubmitting;

  return (
    <form
      id={FORM_ID}
      className="card stack loyalty-card"
      noValidate
      aria-labelledby={`${FORM_ID}-title`}
      onSubmit={(event) => {
        form.clearErrors();
        void submit(event);
      }}
    >
      <h2 id={`${FORM_ID}-title`} className="loyalty-flat">
        {t('loyalty.points.change')}
      </h2>
      <div className="form-grid loyalty-form-grid">
        <FormField
          label={t('loyalty.points.pointsPerUnit')}
          hint={t('loyalty.points.pointsPerUnitHint')}
          error={problem('pointsPerUnit')}
        >
          {(control) => (
            <input
              className="input num"
              inputMode="numeric"
              autoComplete="off"
              {...control}
              {...form.register('pointsPerUnit')}
            />
          )}
        </FormField>
        <FormField
          label={t('loyalty.points.minConvert')}
          hint={t('loyalty.points.minConvertHint')}
          error={problem('minConvert')}
        >
          {(control) => (
            <input
              className="input num"
              inputMode="numeric"
              autoComplete="off"
              {...control}
              {...form.register('minConvert')}
            />
          )}
        </FormField>
      </div>
      <p className="muted loyalty-flat" aria-live="polite">
        {oneUnit !== null && minimumWorth !== null && perUnit !== null && minimum !== null
          ? t('loyalty.points.example', {
              points: perUnit.toLocaleString('en-US'),
              unit: money(oneUnit),
              minimum: minimum.toLocaleString('en-US'),
              worth: money(minimumWorth),
            })
          : '—'}
      </p>
      <fieldset className="loyalty-fieldset">
        <legend>{t('loyalty.points.rules')}</legend>
        {rulesInOneLanguage(config.rules) ? (
          <p className="note note--warn loyalty-flat">
            {t('loyalty.points.rulesOneLanguage', { language: LANGUAGE_NATIVE_NAMES[language] })}
          </p>
        ) : null}
        <LanguageTabs
          label={t('loyalty.points.rules')}
          filledLabel={t('loyalty.form.written')}
          invalidLabel={t('loyalty.form.hasError')}
          filled={(entry) => Boolean(rules[entry]?.trim())}
          invalid={(entry) => Boolean(problem(`rules.${entry}`))}
        >
          {(entry) => (
            <FormField
              key={entry}
              label={t('loyalty.points.rulesIn', { language: LANGUAGE_NATIVE_NAMES[entry] })}
              hint={t(entry === 'EN' ? 'loyalty.form.requiredEn' : 'loyalty.form.optionalLanguage', {
                max: RULES_MAX,
              })}
              error={problem(`rules.${entry}`)}
            >
              {(control) => (
                <textarea
                  className="input"
                  rows={6}
                  maxLength={RULES_MAX}
                  {...languageAttributes(entry)}
                  {...control}
                  {...form.register(`rules.${entry}`)}
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
      <div className="row">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('common.sending') : t('loyalty.points.save')}
        </button>
      </div>
    </form>
  );
}

/**
 * The points settings: how many points make 1.00 of money, the least a member converts at once, the
 * rules members read (per language), and each rank's earn rates (read-only: they are edited with the
 * VIP ranks). An admin changes the first three with a reason; other roles read them.
 */
export default function PointConfigPage() {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const canSave = useCan('admin');
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<string | null>(null);
  /** Remounts the form from the settings read again after a save (or in another language). */
  const [version, setVersion] = useState(0);
  const language = currentLanguageHeader() as Language;
  const config = useQuery({
    queryKey: [...loyaltyKeys.pointConfig(merchant), language],
    queryFn: ({ signal }) =>
      callApi(routes.operatorPointConfig, { params: { merchantCode: merchant }, signal }),
    enabled: merchant !== '',
  });
  const currency = useCurrency();
  const money = useMoney(config.data?.currency);
  const decimals = currency?.decimals ?? WIRE_DECIMALS;
  const data = config.data;

  return (
    <>
      <PageHeader title={t('loyalty.points.title')} description={t('loyalty.points.description')} />
      <div className="stack">
        <Outcome text={outcome} onDismiss={() => setOutcome(null)} />
        {config.error ? (
          <p className="note note--error" role="alert">
            {loyaltyErrorText(config.error)}
          </p>
        ) : null}
        {config.isPending && !config.error ? <p className="muted">{t('common.loading')}</p> : null}
        {data ? (
          <>
            <section className="card stack loyalty-card" aria-labelledby="loyalty-points-now">
              <h2 id="loyalty-points-now" className="loyalty-flat">
                {t('loyalty.points.now')}
              </h2>
              <Facts
                rows={[
                  [
                    t('loyalty.points.pointsPerUnit'),
                    t('loyalty.points.rate', {
                      points: data.pointsPerUnit.toLocaleString('en-US'),
                      unit: money(pointsWorth(data.pointsPerUnit, data.pointsPerUnit, decimals)),
                    }),
                  ],
                  [
                    t('loyalty.points.minConvert'),
                    t('loyalty.points.minimum', {
                      points: data.minConvert.toLocaleString('en-US'),
                      worth: money(pointsWorth(data.minConvert, data.pointsPerUnit, decimals)),
                    }),
                  ],
                  [t('loyalty.points.rulesRead', { language: LANGUAGE_NATIVE_NAMES[language] }), data.rules],
                ]}
              />
              {!canSave ? <p className="muted loyalty-flat">{t('loyalty.points.adminOnly')}</p> : null}
            </section>
            {canSave ? (
              <PointConfigEditor
                key={`${version}-${language}`}
                merchant={merchant}
                config={data}
                language={language}
                onSaved={async () => {
                  await queryClient.invalidateQueries({ queryKey: loyaltyKeys.pointConfig(merchant) });
                  setVersion((current) => current + 1);
                  setOutcome(t('loyalty.points.saved'));
                }}
              />
            ) : null}
            <EarnRates config={data} />
          </>
        ) : null}
      </div>
    </>
  );
}
