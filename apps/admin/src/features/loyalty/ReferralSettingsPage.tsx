import { routes } from '@wps/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { get, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { errorText } from '../../shared/i18n/i18n';
import { useMerchantCode } from '../../shared/merchant';
import { useCan } from '../../shared/session/operator';
import { Facts, Outcome } from '../../shared/ui/cells';
import { FormField, FormRefusal } from '../../shared/ui/FormField';
import { PageHeader } from '../../shared/ui/PageHeader';
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
    <section className="card stack loyalty-card" aria-labelledby="loyalty-referral-how">
      <h2 id="loyalty-referral-how" className="loyalty-flat">
        {t('loyalty.referral.how')}
      </h2>
      <p className="loyalty-flat">{t('loyalty.referral.howRewards')}</p>
      <p className="loyalty-flat">{t('loyalty.referral.howOnce')}</p>
      <p className="muted loyalty-flat">
        {t('loyalty.referral.switch')}{' '}
        <Link to={`/m/${merchant}/settings/modules`}>{t('loyalty.referral.switchLink')}</Link>
      </p>
    </section>
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
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ReferralForm>({ defaultValues: referralFormOf(settings) });
  const [minDeposit, firstDepositReward, turnoverTarget, turnoverReward] = useWatch({
    control: form.control,
    name: ['minDeposit', 'firstDepositReward', 'turnoverTarget', 'turnoverReward'],
  });
  const notes = referralNotes({ minDeposit, firstDepositReward, turnoverTarget, turnoverReward });
  const errors = form.formState.errors;
  const problem = (field: string) => (get(errors, field) as { message?: string } | undefined)?.message;
  const ruleText = (field: string, rule?: string, fallback?: string) =>
    t(`loyalty.referral.rule.${rule ?? referralRuleOf(field)}`, {
      defaultValue: fallback ?? t('loyalty.referral.rule.other'),
      decimals: decimals ?? 4,
    });
  const mark = (field: string, message: string) =>
    form.setError(field as FieldPath<ReferralForm>, { message });

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const checked = checkReferralForm(values, decimals);
    if (!checked.ok) {
      for (const field of checked.fields) mark(field, ruleText(field, checked.rules[field]));
      setRefusal(t('loyalty.form.fix'));
      return;
    }
    try {
      await callApi(routes.operatorSaveReferralSettings, {
        params: { merchantCode: merchant },
        body: checked.body,
      });
      await onSaved();
    } catch (error) {
      const fields = isApiError(error) ? (error.fields ?? {}) : {};
      for (const [path, field] of Object.entries(fields)) {
        const name = path.split('.')[0] ?? path;
        mark(name, ruleText(name, undefined, field.message));
      }
      setRefusal(isApiError(error) ? loyaltyErrorText(error) : errorText(error));
    }
  });
  const busy = form.formState.isSubmitting;
  const withCurrency = (text: string) => `${text}${currency ? ` (${currency.code})` : ''}`;

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
        {t('loyalty.referral.change')}
      </h2>
      <div className="form-grid loyalty-form-grid">
        {REFERRAL_AMOUNTS.map((field) => (
          <FormField
            key={field}
            label={withCurrency(t(`loyalty.referral.${field}`))}
            hint={t(`loyalty.referral.hint.${field}`)}
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
      <div aria-live="polite">
        {notes.map((note) => (
          <p key={note} className="note note--warn loyalty-flat">
            {t(`loyalty.referral.note.${note}`)}
          </p>
        ))}
      </div>
      <FormField label={t('common.reason')} hint={t('common.reasonHint')} error={problem('reason')}>
        {(control) => (
          <textarea className="input" maxLength={500} {...control} {...form.register('reason')} />
        )}
      </FormField>
      <FormRefusal text={refusal} />
      <div className="row">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('common.sending') : t('loyalty.referral.save')}
        </button>
      </div>
    </form>
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
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<string | null>(null);
  /** Remounts the form from the settings read again after a save. */
  const [version, setVersion] = useState(0);
  const settings = useQuery({
    queryKey: loyaltyKeys.referral(merchant),
    queryFn: ({ signal }) =>
      callApi(routes.operatorReferralSettings, { params: { merchantCode: merchant }, signal }),
    enabled: merchant !== '',
  });
  const money = useMoney();
  const data = settings.data;

  return (
    <>
      <PageHeader title={t('loyalty.referral.title')} description={t('loyalty.referral.description')} />
      <div className="stack">
        <Outcome text={outcome} onDismiss={() => setOutcome(null)} />
        {settings.error ? (
          <p className="note note--error" role="alert">
            {loyaltyErrorText(settings.error)}
          </p>
        ) : null}
        {settings.isPending && !settings.error ? <p className="muted">{t('common.loading')}</p> : null}
        <HowItWorks merchant={merchant} />
        {data ? (
          <>
            <section className="card stack loyalty-card" aria-labelledby="loyalty-referral-now">
              <h2 id="loyalty-referral-now" className="loyalty-flat">
                {t('loyalty.referral.now')}
              </h2>
              <Facts
                rows={REFERRAL_AMOUNTS.map((field) => [t(`loyalty.referral.${field}`), money(data[field])])}
              />
              {!canSave ? <p className="muted loyalty-flat">{t('loyalty.referral.adminOnly')}</p> : null}
            </section>
            {canSave ? (
              <ReferralEditor
                key={version}
                merchant={merchant}
                settings={data}
                onSaved={async () => {
                  await queryClient.invalidateQueries({ queryKey: loyaltyKeys.referral(merchant) });
                  setVersion((current) => current + 1);
                  setOutcome(t('loyalty.referral.saved'));
                }}
              />
            ) : null}
          </>
        ) : null}
      </div>
    </>
  );
}
