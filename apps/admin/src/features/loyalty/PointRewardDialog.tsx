import { LANGUAGE_NATIVE_NAMES, POINT_REWARD_KINDS, routes } from '@wps/contracts';
import { useState } from 'react';
import { get, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { errorText } from '../../shared/i18n/i18n';
import { languageAttributes, serverFieldMessages } from '../../shared/localized';
import { Dialog } from '../../shared/ui/Dialog';
import { FormField, FormRefusal } from '../../shared/ui/FormField';
import { LanguageTabs } from '../../shared/ui/LanguageTabs';
import { useCurrency } from '../../shared/useMoney';
import type { PointReward } from './loyaltyApi';
import { decimalsIn } from './numbers';
import { checkRewardForm, rewardFieldOf, rewardFormOf, rewardRuleOf, type RewardForm } from './rewardForm';

const FORM_ID = 'loyalty-reward-form';
const LOCALIZED = [
  { field: 'name', max: 120, rows: 0 },
  { field: 'description', max: 1000, rows: 4 },
] as const;

function ImagePreview({ url, alt }: { url: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!/^https:\/\//i.test(url) || failed === url) return null;
  return <img className="loyalty-image-preview" src={url} alt={alt} onError={() => setFailed(url)} />;
}

/**
 * Adds a points mall reward or changes one: every field of `pointRewardInputSchema` (the name and
 * description per language, an optional image, its price in points, the money a cash reward credits,
 * the stock, the switch and the order), checked with that schema before it is sent with the reason;
 * the fields it (or the server) refuses are marked, the refusal shown in place.
 */
export function PointRewardDialog({
  merchant,
  reward,
  currency: rewardsCurrency,
  onDone,
  onRefused,
  onClose,
}: {
  merchant: string;
  reward: PointReward | null;
  /** The list's currency (the merchant's). */
  currency: string;
  onDone: (saved: PointReward) => Promise<void> | void;
  /** The list read again after a refusal that says it changed elsewhere (no such reward). */
  onRefused?: () => unknown;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const currencyCode = currency?.code ?? rewardsCurrency;
  const decimals = currency?.decimals ?? decimalsIn(reward?.cash) ?? null;
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<RewardForm>({ defaultValues: rewardFormOf(reward) });
  const [kind, name, description, image] = useWatch({
    control: form.control,
    name: ['kind', 'name', 'description', 'image'],
  });
  const errors = form.formState.errors;
  const problem = (field: string) => (get(errors, field) as { message?: string } | undefined)?.message;
  const ruleText = (rule: string, fallback?: string) =>
    t(`loyalty.mall.rule.${rule}`, {
      defaultValue: fallback ?? t('loyalty.mall.rule.other'),
      decimals: decimals ?? 4,
    });
  const mark = (field: string, message: string) => form.setError(field as FieldPath<RewardForm>, { message });

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const checked = checkRewardForm(values, decimals);
    if (!checked.ok) {
      for (const field of checked.fields) mark(field, ruleText(checked.rules[field] ?? rewardRuleOf(field)));
      setRefusal(t('loyalty.form.fix'));
      return;
    }
    try {
      const saved = reward
        ? await callApi(routes.operatorUpdatePointReward, {
            params: { merchantCode: merchant, rewardId: reward.id },
            body: checked.body,
          })
        : await callApi(routes.operatorCreatePointReward, {
            params: { merchantCode: merchant },
            body: checked.body,
          });
      await onDone(saved);
      onClose();
    } catch (error) {
      // The server's words are English: a field it refused is marked with this form's rule for it.
      const codes = isApiError(error) ? (error.fields ?? {}) : {};
      for (const [path, message] of Object.entries(serverFieldMessages(error))) {
        const field = rewardFieldOf(path);
        const rule =
          field === 'cash' && codes[path]?.code === 'field.required' ? 'cashRequired' : rewardRuleOf(field);
        mark(field, ruleText(rule, message));
      }
      if (isApiError(error) && error.code === 'points.reward.not.found') {
        void onRefused?.();
        setRefusal(t('loyalty.mall.notFound'));
      } else setRefusal(errorText(error));
    }
  });
  const busy = form.formState.isSubmitting;
  const withCurrency = (text: string) => `${text}${currencyCode ? ` (${currencyCode})` : ''}`;
  const localized = { name, description };

  return (
    <Dialog
      open
      wide
      title={
        reward
          ? t('loyalty.mall.form.editTitle', { name: reward.name.EN, id: reward.id })
          : t('loyalty.mall.form.createTitle')
      }
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={FORM_ID} className="btn btn--primary" disabled={busy}>
            {busy ? t('common.sending') : reward ? t('common.save') : t('loyalty.mall.form.create')}
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
          <legend>{t('loyalty.mall.form.what')}</legend>
          <div className="form-grid loyalty-form-grid">
            <FormField
              label={t('loyalty.mall.kind')}
              hint={t(`loyalty.mall.kindHint.${kind}`)}
              error={problem('kind')}
            >
              {(control) => (
                <select className="input" {...control} {...form.register('kind')}>
                  {POINT_REWARD_KINDS.map((value) => (
                    <option key={value} value={value}>
                      {t(`loyalty.mall.kinds.${value}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              label={t('loyalty.mall.points')}
              hint={t('loyalty.mall.form.pointsHint')}
              error={problem('points')}
            >
              {(control) => (
                <input
                  className="input num"
                  inputMode="numeric"
                  autoComplete="off"
                  {...control}
                  {...form.register('points')}
                />
              )}
            </FormField>
            {kind === 'cash' ? (
              <FormField
                label={withCurrency(t('loyalty.mall.cash'))}
                hint={t('loyalty.mall.form.cashHint')}
                error={problem('cash')}
              >
                {(control) => (
                  <input
                    className="input num"
                    inputMode="decimal"
                    autoComplete="off"
                    {...control}
                    {...form.register('cash')}
                  />
                )}
              </FormField>
            ) : null}
            <FormField
              label={t('loyalty.mall.stock')}
              hint={t('loyalty.mall.form.stockHint')}
              error={problem('stock')}
            >
              {(control) => (
                <input
                  className="input num"
                  inputMode="numeric"
                  autoComplete="off"
                  {...control}
                  {...form.register('stock')}
                />
              )}
            </FormField>
            <FormField
              label={t('loyalty.mall.sort')}
              hint={t('loyalty.mall.form.sortHint')}
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
            {t('loyalty.mall.form.active')}
          </label>
        </fieldset>

        <fieldset className="loyalty-fieldset">
          <legend>{t('loyalty.form.texts')}</legend>
          <LanguageTabs
            label={t('loyalty.form.texts')}
            filledLabel={t('loyalty.form.written')}
            invalidLabel={t('loyalty.form.hasError')}
            filled={(language) => LOCALIZED.some(({ field }) => Boolean(localized[field][language]?.trim()))}
            invalid={(language) => LOCALIZED.some(({ field }) => Boolean(problem(`${field}.${language}`)))}
          >
            {(language) =>
              LOCALIZED.map(({ field, max, rows }) => (
                <FormField
                  key={`${field}-${language}`}
                  label={t(`loyalty.mall.form.${field}In`, { language: LANGUAGE_NATIVE_NAMES[language] })}
                  hint={t(language === 'EN' ? 'loyalty.form.requiredEn' : 'loyalty.form.optionalLanguage', {
                    max,
                  })}
                  error={problem(`${field}.${language}`)}
                >
                  {(control) =>
                    rows === 0 ? (
                      <input
                        className="input"
                        maxLength={max}
                        {...languageAttributes(language)}
                        {...control}
                        {...form.register(`${field}.${language}`)}
                      />
                    ) : (
                      <textarea
                        className="input"
                        rows={rows}
                        maxLength={max}
                        {...languageAttributes(language)}
                        {...control}
                        {...form.register(`${field}.${language}`)}
                      />
                    )
                  }
                </FormField>
              ))
            }
          </LanguageTabs>
        </fieldset>

        <fieldset className="loyalty-fieldset">
          <legend>{t('loyalty.mall.form.imageTitle')}</legend>
          <FormField
            label={t('loyalty.mall.form.image')}
            hint={t('loyalty.mall.form.imageHint')}
            error={problem('image')}
          >
            {(control) => (
              <input
                className="input"
                type="url"
                maxLength={1000}
                autoComplete="off"
                {...control}
                {...form.register('image')}
              />
            )}
          </FormField>
          <ImagePreview url={image.trim()} alt={t('loyalty.mall.form.imagePreview')} />
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
