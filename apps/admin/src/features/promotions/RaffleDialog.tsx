import { RAFFLE_KINDS, routes } from '@wps/contracts';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { browserTimeZone } from '../../shared/format';
import { FormDialog, type EditDialogProps } from '../../shared/ui/FormDialog';
import {
  Fieldset,
  InputField,
  LocalizedFieldset,
  ReasonField,
  SelectField,
  type LocalizedField,
} from '../../shared/ui/formFields';
import { problemOf, refusalWithOwnTexts, useFormSubmit } from '../../shared/ui/formState';
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
const LOCALIZED: readonly LocalizedField[] = [
  { name: 'title', label: 'promotions.form.titleIn', max: 120, rows: 0 },
  { name: 'rules', label: 'promotions.form.rulesIn', max: 3000, rows: 8 },
];
/** The odds are shown at the wire's widest scale while the merchant's currency is unknown. */
const WIRE_DECIMALS = 4;

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
}: EditDialogProps<PromotionRaffle> & {
  raffle: PromotionRaffle | null;
}) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const currencyCode = currency?.code ?? raffle?.currency ?? '';
  const money = useMoney(currencyCode || undefined);
  /** The merchant currency's decimals (the draft's own amounts say them while settings load). */
  const decimals = currency?.decimals ?? decimalsOf(raffle?.budget) ?? null;
  const form = useForm<RaffleForm>({ defaultValues: raffleFormOf(raffle) });
  // keyName: the rows carry an `id` of their own (the prize's), which must reach the API.
  const rows = useFieldArray({ control: form.control, name: 'prizes', keyName: 'key' });
  const [kind, prizes] = useWatch({ control: form.control, name: ['kind', 'prizes'] });
  const odds = prizeOdds(prizes, decimals ?? WIRE_DECIMALS);
  const problem = (field: string) => problemOf(form, errorPath(field));
  /** The text of a rule (under `promotions.raffles.rule`). */
  const ruleText = (rule: string, fallback?: string) =>
    t(`promotions.raffles.rule.${rule}`, {
      defaultValue: fallback ?? t('promotions.raffles.rule.other'),
      amount: money(odds.largestPrize),
      max: MAX_TOTAL_WEIGHT.toLocaleString('en-US'),
      decimals: decimals ?? WIRE_DECIMALS,
    });
  const submission = useFormSubmit(form, {
    check: (values) => checkRaffleForm(values, decimals),
    ruleText: (field, rule) => ruleText(rule ?? ruleOf(field)),
    fix: t('promotions.form.fix'),
    send: (body) =>
      raffle
        ? callApi(routes.operatorUpdateRaffle, {
            params: { merchantCode: merchant, raffleId: raffle.id },
            body,
          })
        : callApi(routes.operatorCreateRaffle, { params: { merchantCode: merchant }, body }),
    onSent: onDone,
    thenClose: onClose,
    serverMark: (path, refused) => [
      formFieldOf(path),
      ruleText(serverRuleOf(path, refused.code), refused.message),
    ],
    refusalText: (error) =>
      refusalWithOwnTexts(
        error,
        {
          'raffle.state': t('promotions.raffles.refused.state'),
          'raffle.not.found': t('promotions.raffles.refused.notFound'),
        },
        onRefused,
      ),
    markPath: errorPath,
  });
  const zone = browserTimeZone();
  const withCurrency = (text: string) => `${text}${currencyCode ? ` (${currencyCode})` : ''}`;
  const prizeProblem = (index: number) =>
    ['id', 'amount', 'weight'].some((part) => Boolean(problem(`prizes.${index}.${part}`)));

  return (
    <FormDialog
      id={FORM_ID}
      title={
        raffle
          ? t('promotions.raffles.form.editTitle', { title: raffle.title.EN, id: raffle.id })
          : t('promotions.raffles.form.createTitle')
      }
      submitLabel={raffle ? t('common.save') : t('promotions.form.createDraft')}
      submission={submission}
      onClose={onClose}
    >
      <Fieldset legend={t('promotions.raffles.form.what')}>
        <div className="form-grid form-grid--fields">
          <SelectField
            form={form}
            name="kind"
            label={t('promotions.kind')}
            hint={t(`promotions.raffles.kindHint.${kind}`)}
            options={RAFFLE_KINDS}
            optionLabel={(value) => t(`promotions.raffles.kinds.${value}`)}
          />
          <InputField
            form={form}
            name="drawsPerMember"
            label={t(`promotions.raffles.drawsPerMember.${kind}`)}
            hint={t(`promotions.raffles.drawsPerMemberHint.${kind}`)}
            className="input num"
            inputMode="numeric"
          />
        </div>
      </Fieldset>

      <LocalizedFieldset
        form={form}
        label={t('promotions.form.texts')}
        texts="promotions.form"
        fields={LOCALIZED}
      />

      <Fieldset legend={t('promotions.raffles.form.prizes')}>
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
                        disabled={rows.fields.length <= MIN_PRIZES || submission.busy}
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
            disabled={rows.fields.length >= MAX_PRIZES || submission.busy}
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
      </Fieldset>

      <Fieldset legend={t('promotions.raffles.form.poolAndWindow')}>
        <p className="field__hint promo-flat">{t('promotions.form.timeZone', { zone })}</p>
        <div className="form-grid form-grid--fields">
          <InputField
            form={form}
            name="budget"
            label={withCurrency(t('promotions.budget'))}
            hint={t('promotions.raffles.form.budgetHint')}
            className="input num"
            inputMode="decimal"
          />
          <InputField
            form={form}
            name="startsAt"
            label={t('promotions.form.startsAt')}
            className="input"
            type="datetime-local"
          />
          <InputField
            form={form}
            name="endsAt"
            label={t('promotions.form.endsAt')}
            className="input"
            type="datetime-local"
          />
        </div>
      </Fieldset>

      <ReasonField form={form} />
    </FormDialog>
  );
}
