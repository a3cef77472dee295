import { GAME_CATEGORIES, LANGUAGE_NATIVE_NAMES, routes, type Language } from '@wps/contracts';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { currentLanguageHeader } from '../../shared/i18n/i18n';
import { useMerchantCode } from '../../shared/merchant';
import { useCan } from '../../shared/session/operator';
import { Facts } from '../../shared/ui/cells';
import { InputField, LocalizedFieldset, ReasonField, type LocalizedField } from '../../shared/ui/formFields';
import { useFormSubmit } from '../../shared/ui/formState';
import { SettingsCard, SettingsForm, SettingsPage } from '../../shared/ui/SettingsCard';
import { useSettingsSaves } from '../../shared/ui/useSettingsSaves';
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
const LOCALIZED: readonly LocalizedField[] = [
  { name: 'rules', label: 'loyalty.points.rulesIn', max: 3000, rows: 6 },
];
/** Amounts are worked out at the wire's widest scale while the merchant's currency is unknown. */
const WIRE_DECIMALS = 4;

/** Each rank's points per 100.00 of valid bets, by the categories any rank earns in (read-only). */
function EarnRates({ config }: { config: PointConfig }) {
  const { t } = useTranslation();
  const categories = earningCategories(config.earnRates, GAME_CATEGORIES);
  return (
    <SettingsCard id="loyalty-earn-rates" title={t('loyalty.points.earnRates')}>
      <p className="muted loyalty-flat">{t('loyalty.points.earnRatesHint')}</p>
      <div className="table-scroll table-sticky-actions">
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
    </SettingsCard>
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
  const form = useForm<PointConfigForm>({ defaultValues: pointConfigFormOf(config, language) });
  const [pointsPerUnit, minConvert] = useWatch({
    control: form.control,
    name: ['pointsPerUnit', 'minConvert'],
  });
  const ruleText = (field: string, fallback?: string) =>
    t(`loyalty.points.rule.${field.split('.')[0] ?? '_'}`, {
      defaultValue: fallback ?? t('loyalty.points.rule.other'),
    });
  const submission = useFormSubmit(form, {
    check: checkPointConfig,
    ruleText: (field) => ruleText(field),
    fix: t('loyalty.form.fix'),
    send: (body) => callApi(routes.operatorSavePointConfig, { params: { merchantCode: merchant }, body }),
    onSent: onSaved,
    serverMark: (path, refused) => {
      const field = configFieldOf(path);
      return [field, ruleText(field, refused.message)];
    },
    refusalText: (error) => loyaltyErrorText(error),
  });
  const perUnit = wholeOf(pointsPerUnit);
  const minimum = wholeOf(minConvert);
  const oneUnit = pointsWorth(perUnit, perUnit, decimals);
  const minimumWorth = pointsWorth(minimum, perUnit, decimals);
  const count = { className: 'input num', inputMode: 'numeric', autoComplete: 'off' } as const;

  return (
    <SettingsForm
      id={FORM_ID}
      title={t('loyalty.points.change')}
      saveLabel={t('loyalty.points.save')}
      submission={submission}
    >
      <div className="form-grid form-grid--fields">
        <InputField
          form={form}
          name="pointsPerUnit"
          label={t('loyalty.points.pointsPerUnit')}
          hint={t('loyalty.points.pointsPerUnitHint')}
          {...count}
        />
        <InputField
          form={form}
          name="minConvert"
          label={t('loyalty.points.minConvert')}
          hint={t('loyalty.points.minConvertHint')}
          {...count}
        />
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
      <LocalizedFieldset
        form={form}
        label={t('loyalty.points.rules')}
        texts="loyalty.form"
        fields={LOCALIZED}
      >
        {rulesInOneLanguage(config.rules) ? (
          <p className="note note--warn loyalty-flat">
            {t('loyalty.points.rulesOneLanguage', { language: LANGUAGE_NATIVE_NAMES[language] })}
          </p>
        ) : null}
      </LocalizedFieldset>
      <ReasonField form={form} />
    </SettingsForm>
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
  // A save remounts the form from the settings read again (so does another language).
  const saves = useSettingsSaves(loyaltyKeys.pointConfig(merchant), () => t('loyalty.points.saved'));
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
    <SettingsPage
      title={t('loyalty.points.title')}
      description={t('loyalty.points.description')}
      outcome={saves.outcome}
      onDismiss={saves.onDismiss}
      error={config.error ? loyaltyErrorText(config.error) : null}
      pending={config.isPending}
    >
      {data ? (
        <>
          <SettingsCard id="loyalty-points-now" title={t('loyalty.points.now')}>
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
          </SettingsCard>
          {canSave ? (
            <PointConfigEditor
              key={`${saves.version}-${language}`}
              merchant={merchant}
              config={data}
              language={language}
              onSaved={saves.onSaved}
            />
          ) : null}
          <EarnRates config={data} />
        </>
      ) : null}
    </SettingsPage>
  );
}
