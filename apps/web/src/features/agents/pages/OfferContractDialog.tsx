import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CARRY_OVER_RULES,
  CONTRACT_MAX_RATE,
  CONTRACT_MAX_TIERS,
  DIVIDEND_PERIODS,
  type ContractKind,
} from '@wps/contracts';
import { useState } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorKey, isApiError } from '../../../shared/api/apiError';
import { callApi } from '../../../shared/api/client';
import { routes } from '../../../shared/api/routes';
import { amountInputMode, ltr, useCurrency } from '../../../shared/money/moneyForm';
import { useSessionToken } from '../../../shared/storage/useSessionToken';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { Tabs } from '../../../shared/ui/form/Tabs';
import { tabPanelProps, useTabsId } from '../../../shared/ui/form/tabIds';
import { TextField } from '../../../shared/ui/form/TextField';
import { Icon } from '../../../shared/ui/Icon';
import { Modal } from '../../../shared/ui/Modal';
import { PageSpinner } from '../../../shared/ui/Spinner';
import { kindLabel } from '../contractText';
import { fieldErrorText } from '../fieldErrors';
import { rateText } from '../format';
import { SelectField } from '../SelectField';
import {
  EMPTY_TIER,
  TIER_CONDITIONS,
  amountProblem,
  countProblem,
  draftOf,
  offerBody,
  percentProblem,
  rateProblem,
  type OfferDraft,
  type TierDraft,
} from '../offerForm';
import { AGENTS_KEY, agentContractsQuery } from '../queries';

interface OfferContractDialogProps {
  /** The direct downline agent the offer is for. */
  username: string;
  /** The kinds this agent may offer (their contract pages). */
  kinds: readonly ContractKind[];
  initialKind?: ContractKind;
  onClose: () => void;
}

/**
 * Offer or change a contract (docs/product.md §States: the downline accepts or rejects it): tiers with
 * their rate (at most the agent's own, shown as a hint) and conditions, and for dividends the period
 * and what a losing period carries over.
 */
export function OfferContractDialog({ username, kinds, initialKind, onClose }: OfferContractDialogProps) {
  const { t } = useTranslation('agents');
  const tabsId = useTabsId();
  const [kind, setKind] = useState<ContractKind>(initialKind ?? kinds[0] ?? 'daily');
  return (
    <Modal
      open
      title={t('offer.title', { username })}
      onClose={onClose}
      width={720}
      className="agents-dialog"
    >
      <div className="agents-dialog__body">
        {kinds.length > 1 && (
          <Tabs
            tabs={kinds.map((id) => ({ id, label: kindLabel(t, id) }))}
            value={kind}
            onChange={setKind}
            label={t('offer.kind')}
            idBase={tabsId}
          />
        )}
        <div {...(kinds.length > 1 ? tabPanelProps(tabsId, kind) : {})}>
          <OfferLoader key={kind} kind={kind} username={username} onDone={onClose} />
        </div>
      </div>
    </Modal>
  );
}

function OfferLoader({
  kind,
  username,
  onDone,
}: {
  kind: ContractKind;
  username: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('agents');
  const token = useSessionToken();
  const contracts = useQuery(agentContractsQuery(token, kind));
  if (contracts.error) return <ErrorState error={contracts.error} onRetry={() => void contracts.refetch()} />;
  if (!contracts.data) return <PageSpinner label={t('common.loading')} />;
  const downline = contracts.data.downlines.find((row) => row.member.username === username);
  if (contracts.data.offerLimit === null)
    return <FormAlert tone="info">{t('offer.noOwnContract', { kind: kindLabel(t, kind) })}</FormAlert>;
  // One offer at a time: the one waiting must be answered or withdrawn first.
  if (downline?.pending) return <FormAlert tone="info">{t('error.contract.pending.exists')}</FormAlert>;
  return (
    <OfferForm
      kind={kind}
      username={username}
      limit={contracts.data.offerLimit}
      initial={draftOf(downline?.active ?? null)}
      changing={Boolean(downline?.active)}
      onDone={onDone}
    />
  );
}

/** A refusal shown under the form, with the rate limit when the server sent it. */
interface FormError {
  text: string;
  hint?: string;
}

interface OfferFormProps {
  kind: ContractKind;
  username: string;
  /** The highest rate this agent may offer (their own top rate). */
  limit: string;
  initial: OfferDraft;
  /** The downline has a contract in force: this offer changes it. */
  changing: boolean;
  onDone: () => void;
}

export function OfferForm({ kind, username, limit, initial, changing, onDone }: OfferFormProps) {
  const { t } = useTranslation('agents');
  const currency = useCurrency();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<FormError | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OfferDraft>({ defaultValues: initial });
  const tiers = useFieldArray({ control, name: 'tiers' });
  const offer = useMutation({
    mutationFn: (draft: OfferDraft) =>
      callApi(routes.offerContract, { body: offerBody(kind, username, draft) }),
  });

  const submit = handleSubmit(async (draft) => {
    setFormError(null);
    try {
      await offer.mutateAsync(draft);
    } catch (error) {
      setFormError(placeOfferError(error));
      return;
    }
    void queryClient.invalidateQueries({ queryKey: AGENTS_KEY });
    onDone();
  });

  /** Field errors under their fields (`tiers.0.rate`); the rest, with the limit, under the form. */
  const placeOfferError = (error: unknown): FormError | null => {
    if (!isApiError(error)) return { text: t(errorKey(error)) };
    if (error.code === 'contract.rate.above.upline') {
      const value = error.value as { limit?: unknown } | null;
      const known = typeof value?.limit === 'string' ? value.limit : limit;
      return {
        text: t('error.contract.rate.above.upline'),
        hint: t('offer.limitHint', { rate: ltr(rateText(known)) }),
      };
    }
    const fields = error.fields;
    if (!fields) return { text: t(errorKey(error)) };
    let unplaced = false;
    let first = true;
    for (const [name, fieldError] of Object.entries(fields)) {
      if (!/^(tiers\.\d+\.\w+|period|carryOver)$/.test(name)) {
        unplaced = true;
        continue;
      }
      setError(
        name as FieldPath<OfferDraft>,
        { type: 'server', message: fieldErrorText(t, fieldError) },
        { shouldFocus: first },
      );
      first = false;
    }
    return unplaced ? { text: t('error.validation.failed') } : null;
  };

  const tierError = (index: number, field: keyof TierDraft) => errors.tiers?.[index]?.[field]?.message;
  const money = (value: string) =>
    amountProblem(value, currency.decimals)
      ? t('offer.problem.amount', { decimals: currency.decimals })
      : true;
  const percent = (max: number) => (value: string) =>
    percentProblem(value, max) ? t('offer.problem.percent', { max: ltr(rateText(String(max))) }) : true;
  const maxRate = String(Math.min(CONTRACT_MAX_RATE[kind], Number(limit)));

  return (
    <form className="money-form agents-offer" noValidate onSubmit={submit} aria-label={t('offer.formLabel')}>
      <p className="money-muted">
        {changing ? t('offer.changeIntro', { username }) : t('offer.newIntro', { username })}
      </p>
      {kind === 'dividend' && (
        <div className="money-form__row">
          <SelectField
            label={t('contract.period')}
            error={errors.period?.message}
            options={DIVIDEND_PERIODS.map((id) => ({ value: id, label: t(`period.${id}`) }))}
            {...register('period')}
          />
          <SelectField
            label={t('contract.carryOver')}
            error={errors.carryOver?.message}
            options={CARRY_OVER_RULES.map((id) => ({ value: id, label: t(`carryOver.${id}`) }))}
            {...register('carryOver')}
          />
        </div>
      )}
      <ol className="agents-tiers">
        {tiers.fields.map((field, index) => (
          <li key={field.id} className="agents-tier">
            <fieldset className="agents-tier__set">
              <legend className="agents-tier__legend">{t('offer.tier', { number: index + 1 })}</legend>
              <div className="agents-tier__grid">
                <TextField
                  label={t('tier.rate')}
                  inputMode="decimal"
                  autoComplete="off"
                  hint={t('offer.limitHint', { rate: ltr(rateText(maxRate)) })}
                  error={tierError(index, 'rate')}
                  {...register(`tiers.${index}.rate`, {
                    validate: (value) => {
                      const problem = rateProblem(value, kind, limit);
                      return problem
                        ? t(`offer.problem.rate.${problem}`, { rate: ltr(rateText(maxRate)) })
                        : true;
                    },
                  })}
                />
                {TIER_CONDITIONS[kind].map((condition) => (
                  <TextField
                    key={condition}
                    label={t(`offer.field.${condition}`)}
                    optionalText={t('offer.optional')}
                    inputMode={condition === 'minActiveMembers' ? 'numeric' : amountInputMode(currency)}
                    autoComplete="off"
                    error={tierError(index, condition)}
                    {...register(`tiers.${index}.${condition}`, {
                      validate:
                        condition === 'minActiveMembers'
                          ? (value) => (countProblem(value) ? t('offer.problem.count') : true)
                          : condition === 'minLossRate'
                            ? percent(99.99)
                            : condition === 'maxWinRate'
                              ? percent(100)
                              : money,
                    })}
                  />
                ))}
              </div>
              {tiers.fields.length > 1 && (
                <button
                  type="button"
                  className="btn btn--ghost btn--sm agents-tier__remove"
                  onClick={() => tiers.remove(index)}
                >
                  <Icon name="close" size={18} />
                  {t('offer.removeTier', { number: index + 1 })}
                </button>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      {tiers.fields.length < CONTRACT_MAX_TIERS && (
        <button
          type="button"
          className="btn btn--secondary btn--sm agents-offer__add"
          onClick={() => tiers.append({ ...EMPTY_TIER })}
        >
          {t('offer.addTier')}
        </button>
      )}
      <p className="money-muted">{t('offer.tiersHint')}</p>
      {formError && (
        <FormAlert>
          {formError.text}
          {formError.hint && <span className="agents-sub">{formError.hint}</span>}
        </FormAlert>
      )}
      <button type="submit" className="btn btn--primary money-form__submit" disabled={offer.isPending}>
        {changing ? t('offer.submitChange') : t('offer.submit')}
      </button>
    </form>
  );
}
