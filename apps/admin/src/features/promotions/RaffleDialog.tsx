import { LANGUAGE_NATIVE_NAMES, RAFFLE_KINDS, routes } from '@wps/contracts';
import { useState } from 'react';
import { get, useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { errorText } from '../../shared/i18n/i18n';
import { languageAttributes, serverFieldMessages } from '../../shared/localized';
import { Dialog } from '../../shared/ui/Dialog';
import { FormField, FormRefusal } from '../../shared/ui/FormField';
import { LanguageTabs } from '../../shared/ui/LanguageTabs';
import { useCurrency, useMoney } from '../../shared/useMoney';
import type { PromotionRaffle } from './promotionsApi';
import {
  checkRaffleForm,
  decimalsOf,
  emptyPrize,
  formFieldOf,
  MAX_PRIZES,
  MAX_TOTAL_WEIGHT,
  MIN_PRIZES,
  prizeOdds,
  raffleFormOf,
  ruleOf,
  serverRuleOf,
  type RaffleForm,
} from './raffleForm';

const FORM_ID = 'promotion-raffle-form';
const LOCALIZED = [
  { field: 'title', max: 120, rows: 0 },
  { field: 'rules', max: 3000, rows: 8 },
] as const;
/** The odds are shown at the wire's widest scale while the merchant's currency is unknown. */
const WIRE_DECIMALS = 4;

/** The browser's time zone, which the form's times are read in. */
function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Where react-hook-form keeps a form field's error: the prize table's own under `prizes.root`. */
const errorPath = (field: string) => (field === 'prizes' ? 'prizes.root' : field);

/**
 * Creates a prize wheel or red-envelope rain (as a draft) or changes a draft: every field of
 * `raffleInputSchema`, the prize table edited row by row with the odds and the expected value of one
 * draw computed live (exactly, as members will see them once published). Checked with that schema
 * and the prize engine's rules before it is sent with the reason; the fields it (or the server)
 * refuses are marked, the refusal shown in place.
 */
export function RaffleDialog({
  merchant,
  raffle,
  onDone,
  onRefused,
  onClose,
}: {
  merchant: string;
  raffle: PromotionRaffle | null;
  onDone: (saved: PromotionRaffle) => Promise<void> | void;
  /** The list read again after a refusal that says it changed elsewhere (no longer a draft). */
  onRefused?: () => unknown;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const currencyCode = currency?.code ?? raffle?.currency ?? '';
  const money = useMoney(currencyCode || undefined);
  /** The merchant currency's decimals (the draft's own amounts say them while settings load). */
  const decimals = currency?.decimals ?? decimalsOf(raffle?.budget) ?? null;
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<RaffleForm>({ defaultValues: raffleFormOf(raffle) });
  // keyName: the rows carry an `id` of their own (the prize's), which must reach the API.
  const rows = useFieldArray({ control: form.control, name: 'prizes', keyName: 'key' });
  const [kind, title, rules, prizes] = useWatch({
    control: form.control,
    name: ['kind', 'title', 'rules', 'prizes'],
  });
  const odds = prizeOdds(prizes, decimals ?? WIRE_DECIMALS);
  const errors = form.formState.errors;
  const problem = (field: string) =>
    (get(errors, errorPath(field)) as { message?: string } | undefined)?.message;
  const mark = (field: string, message: string) =>
    form.setError(errorPath(field) as FieldPath<RaffleForm>, { message });
  /** The text of a rule (under `promotions.raffles.rule`). */
  const ruleText = (rule: string, fallback?: string) =>
    t(`promotions.raffles.rule.${rule}`, {
      defaultValue: fallback ?? t('promotions.raffles.rule.other'),
      amount: money(odds.largestPrize),
      max: MAX_TOTAL_WEIGHT.toLocaleString('en-US'),
      decimals: decimals ?? WIRE_DECIMALS,
    });

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const checked = checkRaffleForm(values, decimals);
    if (!checked.ok) {
      for (const field of checked.fields) mark(field, ruleText(checked.rules[field] ?? ruleOf(field)));
      setRefusal(t('promotions.form.fix'));
      return;
    }
    try {
      const saved = raffle
        ? await callApi(routes.operatorUpdateRaffle, {
            params: { merchantCode: merchant, raffleId: raffle.id },
            body: checked.body,
          })
        : await callApi(routes.operatorCreateRaffle, {
            params: { merchantCode: merchant },
            body: checked.body,
          });
      await onDone(saved);
      onClose();
    } catch (error) {
      // The server's words are English: a field it refused is marked with this form's rule for it.
      const codes = isApiError(error) ? (error.fields ?? {}) : {};
      for (const [path, message] of Object.entries(serverFieldMessages(error)))
        mark(formFieldOf(path), ruleText(serverRuleOf(path, codes[path]?.code), message));
      if (isApiError(error) && (error.code === 'raffle.state' || error.code === 'raffle.not.found')) {
        void onRefused?.();
        setRefusal(t(`promotions.raffles.refused.${error.code === 'raffle.state' ? 'state' : 'notFound'}`));
      } else setRefusal(errorText(error));
    }
  });
  const busy = form.formState.isSubmitting;
  const zone = browserTimeZone();
  const withCurrency = (text: string) => `${text}${currencyCode ? ` (${currencyCode})` : ''}`;
  const localized = { title, rules };
  const prizeProblem = (index: number) =>
    ['id', 'amount', 'weight'].some((part) => Boolean(problem(`prizes.${index}.${part}`)));

  return (
    <Dialog
      open
      wide
      title={
        raffle
          ? t('promotions.raffles.form.editTitle', { title: raffle.title.EN, id: raffle.id })
          : t('promotions.raffles.form.createTitle')
      }
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={FORM_ID} className="btn btn--primary" disabled={busy}>
            {busy ? t('common.sending') : raffle ? t('common.save') : t('promotions.form.createDraft')}
          </button>
        </>
      }
    >
      <form
        id={FORM_ID}
        className="stack"
        noValidate
        onSubmit={(event) => {
          // Marks left from the last try (some on rows since removed) must not block this one.
          form.clearErrors();
          void submit(event);
        }}
      >
        <fieldset className="promo-fieldset">
          <legend>{t('promotions.raffles.form.what')}</legend>
          <div className="form-grid promo-grid">
            <FormField
              label={t('promotions.kind')}
              hint={t(`promotions.raffles.kindHint.${kind}`)}
              error={problem('kind')}
            >
              {(control) => (
                <select className="input" {...control} {...form.register('kind')}>
                  {RAFFLE_KINDS.map((value) => (
                    <option key={value} value={value}>
                      {t(`promotions.raffles.kinds.${value}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              label={t(`promotions.raffles.drawsPerMember.${kind}`)}
              hint={t(`promotions.raffles.drawsPerMemberHint.${kind}`)}
              error={problem('drawsPerMember')}
            >
              {(control) => (
                <input
                  className="input num"
                  inputMode="numeric"
                  {...control}
                  {...form.register('drawsPerMember')}
                />
              )}
            </FormField>
          </div>
        </fieldset>

        <fieldset className="promo-fieldset">
          <legend>{t('promotions.form.texts')}</legend>
          <LanguageTabs
            label={t('promotions.form.texts')}
            filledLabel={t('promotions.form.written')}
            invalidLabel={t('promotions.form.hasError')}
            filled={(language) => LOCALIZED.some(({ field }) => Boolean(localized[field][language]?.trim()))}
            invalid={(language) => LOCALIZED.some(({ field }) => Boolean(problem(`${field}.${language}`)))}
          >
            {(language) =>
              LOCALIZED.map(({ field, max, rows: lines }) => (
                <FormField
                  key={`${field}-${language}`}
                  label={t(`promotions.form.${field}In`, { language: LANGUAGE_NATIVE_NAMES[language] })}
                  hint={t(
                    language === 'EN' ? 'promotions.form.requiredEn' : 'promotions.form.optionalLanguage',
                    { max },
                  )}
                  error={problem(`${field}.${language}`)}
                >
                  {(control) =>
                    lines === 0 ? (
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
                        rows={lines}
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

        <fieldset className="promo-fieldset">
          <legend>{t('promotions.raffles.form.prizes')}</legend>
          <p className="field__hint promo-flat">
            {t('promotions.raffles.form.prizesHint', { min: MIN_PRIZES, max: MAX_PRIZES })}
          </p>
          <div className="table-scroll">
            <table className="table promo-prizes">
              <caption className="visually-hidden">{t('promotions.raffles.form.prizes')}</caption>
              <thead>
                <tr>
                  <th scope="col" className="num">
                    #
                  </th>
                  <th scope="col">{t('promotions.raffles.prizeId')}</th>
                  <th scope="col" className="num">
                    {withCurrency(t('promotions.amount'))}
                  </th>
                  <th scope="col" className="num">
                    {t('promotions.raffles.weight')}
                  </th>
                  <th scope="col" className="num">
                    {t('promotions.raffles.odds')}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t('common.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.fields.map((row, index) => {
                  const n = index + 1;
                  const cell = (
                    part: 'id' | 'amount' | 'weight',
                    className: string,
                    inputMode?: 'decimal' | 'numeric',
                  ) => {
                    const field = `prizes.${index}.${part}` as const;
                    const error = problem(field);
                    const errorId = `${FORM_ID}-${row.key}-${part}-error`;
                    return (
                      <td className={part === 'id' ? undefined : 'num'}>
                        <input
                          className={`input ${className}`}
                          aria-label={t(`promotions.raffles.form.prize.${part}`, { n })}
                          inputMode={inputMode}
                          autoComplete="off"
                          spellCheck={false}
                          maxLength={part === 'id' ? 20 : 24}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : undefined}
                          {...form.register(field)}
                        />
                        {error ? (
                          <span id={errorId} className="field__error promo-cell-error">
                            {error}
                          </span>
                        ) : null}
                      </td>
                    );
                  };
                  const rowOdds = odds.odds[index];
                  return (
                    <tr key={row.key} className={prizeProblem(index) ? 'promo-prize--invalid' : undefined}>
                      <th scope="row" className="num">
                        {n}
                      </th>
                      {cell('id', 'mono')}
                      {cell('amount', 'num', 'decimal')}
                      {cell('weight', 'num', 'numeric')}
                      <td className="num mono">
                        {/* Not announced on each keystroke: the summary under the table is. */}
                        <output aria-live="off" aria-label={t('promotions.raffles.form.prize.odds', { n })}>
                          {rowOdds ? t('promotions.raffles.oddsValue', { odds: rowOdds }) : '—'}
                        </output>
                      </td>
                      <td>
                        <button
                          type="button"
                          className="btn btn--ghost btn--small"
                          aria-label={t('promotions.raffles.form.prize.remove', { n })}
                          disabled={rows.fields.length <= MIN_PRIZES || busy}
                          onClick={() => rows.remove(index)}
                        >
                          {t('promotions.raffles.form.remove')}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {problem('prizes') ? (
            <p className="field__error promo-flat" role="alert">
              {problem('prizes')}
            </p>
          ) : null}
          <div className="row">
            <button
              type="button"
              className="btn btn--small"
              disabled={rows.fields.length >= MAX_PRIZES || busy}
              onClick={() => rows.append(emptyPrize())}
            >
              {t('promotions.raffles.form.add')}
            </button>
            <span className="muted">
              {t('promotions.raffles.form.count', { n: rows.fields.length, max: MAX_PRIZES })}
            </span>
          </div>
          <dl className="dl promo-facts promo-odds" aria-live="polite">
            <div className="promo-facts__row">
              <dt>{t('promotions.raffles.totalWeight')}</dt>
              <dd className="mono">
                {odds.totalWeight === null ? '—' : odds.totalWeight.toLocaleString('en-US')}
              </dd>
            </div>
            <div className="promo-facts__row">
              <dt>{t('promotions.raffles.expectedValue')}</dt>
              <dd className="mono">{odds.expectedValue === null ? '—' : money(odds.expectedValue)}</dd>
            </div>
            <div className="promo-facts__row">
              <dt>{t('promotions.raffles.largestPrize')}</dt>
              <dd className="mono">{odds.largestPrize === null ? '—' : money(odds.largestPrize)}</dd>
            </div>
          </dl>
          <p className="field__hint promo-flat">{t('promotions.raffles.form.oddsHint')}</p>
        </fieldset>

        <fieldset className="promo-fieldset">
          <legend>{t('promotions.raffles.form.poolAndWindow')}</legend>
          <p className="field__hint promo-flat">{t('promotions.form.timeZone', { zone })}</p>
          <div className="form-grid promo-grid">
            <FormField
              label={withCurrency(t('promotions.budget'))}
              hint={t('promotions.raffles.form.budgetHint')}
              error={problem('budget')}
            >
              {(control) => (
                <input className="input num" inputMode="decimal" {...control} {...form.register('budget')} />
              )}
            </FormField>
            <FormField label={t('promotions.form.startsAt')} error={problem('startsAt')}>
              {(control) => (
                <input className="input" type="datetime-local" {...control} {...form.register('startsAt')} />
              )}
            </FormField>
            <FormField label={t('promotions.form.endsAt')} error={problem('endsAt')}>
              {(control) => (
                <input className="input" type="datetime-local" {...control} {...form.register('endsAt')} />
              )}
            </FormField>
          </div>
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
