import { routes } from '@wps/contracts';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../shared/api/client';
import { useMerchantCode } from '../../shared/merchant';
import { useCan } from '../../shared/session/operator';
import { Facts } from '../../shared/ui/cells';
import { InputField, ReasonField } from '../../shared/ui/formFields';
import { useFormSubmit } from '../../shared/ui/formState';
import { SettingsCard, SettingsForm, SettingsPage } from '../../shared/ui/SettingsCard';
import { useSettingsSaves } from '../../shared/ui/useSettingsSaves';
import { useCurrency, useMoney } from '../../shared/useMoney';
import { loyaltyErrorText, loyaltyKeys, type ReferralSettings } from './loyaltyApi';
import {
  checkReferralForm,
  REFERRAL_AMOUNTS,
  referralFormOf,
  referralNotes,
  referralRuleOf,
  type ReferralForm,
} from './referralForm';
import './loyalty.css';

const FORM_ID = 'loyalty-referral-form';

/** How the rewards are paid, and the module switch that turns the feature on and off. */
function HowItWorks({ merchant }: { merchant: string }) {
  const { t } = useTranslation();
  return (
    <SettingsCard id="loyalty-referral-how" title={t('loyalty.referral.how')}>
      <p className="loyalty-flat">{t('loyalty.referral.howRewards')}</p>
      <p className="loyalty-flat">{t('loyalty.referral.howOnce')}</p>
      <p className="muted loyalty-flat">
        {t('loyalty.referral.switch')}{' '}
        <Link to={`/m/${merchant}/settings/modules`}>{t('loyalty.referral.switchLink')}</Link>
      </p>
    </SettingsCard>
  );
}

/** The admin's form: the four amounts and the reason. */
function ReferralEditor({
  merchant,
  settings,
  onSaved,
}: {
  merchant: string;
  settings: ReferralSettings;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const decimals = currency?.decimals ?? null;
  const form = useForm<ReferralForm>({ defaultValues: referralFormOf(settings) });
  const [minDeposit, firstDepositReward, turnoverTarget, turnoverReward] = useWatch({
    control: form.control,
    name: ['minDeposit', 'firstDepositReward', 'turnoverTarget', 'turnoverReward'],
  });
  const notes = referralNotes({ minDeposit, firstDepositReward, turnoverTarget, turnoverReward });
  const ruleText = (field: string, rule?: string, fallback?: string) =>
    t(`loyalty.referral.rule.${rule ?? referralRuleOf(field)}`, {
      defaultValue: fallback ?? t('loyalty.referral.rule.other'),
      decimals: decimals ?? 4,
    });
  const submission = useFormSubmit(form, {
    check: (values) => checkReferralForm(values, decimals),
    ruleText: (field, rule) => ruleText(field, rule),
    fix: t('loyalty.form.fix'),
    send: (body) =>
      callApi(routes.operatorSaveReferralSettings, { params: { merchantCode: merchant }, body }),
    onSent: onSaved,
    serverMark: (path, refused) => {
      const name = path.split('.')[0] ?? path;
      return [name, ruleText(name, undefined, refused.message)];
    },
    refusalText: (error) => loyaltyErrorText(error),
  });
  const withCurrency = (text: string) => `${text}${currency ? ` (${currency.code})` : ''}`;

  return (
    <SettingsForm
      id={FORM_ID}
      title={t('loyalty.referral.change')}
      saveLabel={t('loyalty.referral.save')}
      submission={submission}
    >
      <div className="form-grid form-grid--fields">
        {REFERRAL_AMOUNTS.map((field) => (
          <InputField
            key={field}
            form={form}
            name={field}
            label={withCurrency(t(`loyalty.referral.${field}`))}
            hint={t(`loyalty.referral.hint.${field}`)}
            className="input num"
            inputMode="decimal"
            autoComplete="off"
          />
        ))}
      </div>
      <div aria-live="polite">
        {notes.map((note) => (
          <p key={note} className="note note--warn loyalty-flat">
            {t(`loyalty.referral.note.${note}`)}
          </p>
        ))}
      </div>
      <ReasonField form={form} />
    </SettingsForm>
  );
}

/**
 * The referral rewards: what a member earns for a friend who registers with their code, on the
 * friend's first deposit (from a minimum) and when the friend's valid bets reach a target, each once
 * per friend; REFERRAL3 switches the feature on and off (the settings' module switches). An admin
 * changes the four amounts with a reason; other roles read them.
 */
export default function ReferralSettingsPage() {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const canSave = useCan('admin');
  // A save remounts the form from the settings read again.
  const saves = useSettingsSaves(loyaltyKeys.referral(merchant), () => t('loyalty.referral.saved'));
  const settings = useQuery({
    queryKey: loyaltyKeys.referral(merchant),
    queryFn: ({ signal }) =>
      callApi(routes.operatorReferralSettings, { params: { merchantCode: merchant }, signal }),
    enabled: merchant !== '',
  });
  const money = useMoney();
  const data = settings.data;

  return (
    <SettingsPage
      title={t('loyalty.referral.title')}
      description={t('loyalty.referral.description')}
      outcome={saves.outcome}
      onDismiss={saves.onDismiss}
      error={settings.error ? loyaltyErrorText(settings.error) : null}
      pending={settings.isPending}
    >
      <HowItWorks merchant={merchant} />
      {data ? (
        <>
          <SettingsCard id="loyalty-referral-now" title={t('loyalty.referral.now')}>
            <Facts
              rows={REFERRAL_AMOUNTS.map((field) => [t(`loyalty.referral.${field}`), money(data[field])])}
            />
            {!canSave ? <p className="muted loyalty-flat">{t('loyalty.referral.adminOnly')}</p> : null}
          </SettingsCard>
          {canSave ? (
            <ReferralEditor key={saves.version} merchant={merchant} settings={data} onSaved={saves.onSaved} />
          ) : null}
        </>
      ) : null}
    </SettingsPage>
  );
}
