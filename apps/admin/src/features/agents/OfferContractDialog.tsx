import {
  CARRY_OVER_RULES,
  CONTRACT_KINDS,
  CONTRACT_MAX_RATE,
  DIVIDEND_PERIODS,
  routes,
  type ContractKind,
} from '@wps/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { errorText } from '../../shared/i18n/i18n';
import { Dialog } from '../../shared/ui/Dialog';
import { FormField, FormRefusal } from '../../shared/ui/FormField';
import { findMember, type AgentContract } from './agentsApi';
import {
  checkOffer,
  emptyOffer,
  emptyTier,
  fieldOfPath,
  MAX_TIERS,
  TIER_CONDITIONS,
  type OfferDraft,
  type TierDraft,
  type TierField,
} from './offerForm';

/** Refusals about the agent itself, shown under the agent's field as well. */
const AGENT_CODES = [
  'not.found',
  'contract.top.agent.only',
  'contract.downline.not.agent',
  'contract.pending.exists',
];

const FORM_ID = 'offer-platform-contract';

/**
 * Offers a top-level agent the platform's contract of a kind (or a change of the one they have):
 * the agent by username, the tiers, for dividends the period and carry-over, and the reason. The
 * agent accepts it on the member site. Checked with the contracts' schema before it is sent; the
 * server's refused fields are marked where they are, under their tier.
 */
export function OfferContractDialog({
  merchant,
  onOffered,
  onClose,
}: {
  merchant: string;
  onOffered: (contract: AgentContract) => Promise<void> | void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<OfferDraft>(emptyOffer);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const ruleOf = (path: string): string => {
    const target = fieldOfPath(path);
    if ('tier' in target)
      switch (target.field) {
        case 'rate':
          return t('agents.offer.rule.rate', { max: CONTRACT_MAX_RATE[draft.kind] });
        case 'minValidBet':
        case 'minProfitLoss':
        case 'minSingleBet':
          return t('agents.offer.rule.amount');
        case 'minActiveMembers':
          return t('agents.offer.rule.count');
        case 'minLossRate':
          return t('agents.offer.rule.lossRate');
        case 'maxWinRate':
          return t('agents.offer.rule.winRate');
        default:
          return t('agents.offer.rule.other');
      }
    if (target.field === 'agentId') return t('agents.offer.rule.agent');
    if (target.field === 'reason') return t('common.reasonRequired');
    if (target.field === 'tiers') return t('agents.offer.rule.tiers', { max: MAX_TIERS });
    return t('agents.offer.rule.other');
  };

  const change = (changes: Partial<OfferDraft>, path?: string) => {
    setDraft((current) => ({ ...current, ...changes }));
    if (path && problems[path])
      setProblems((current) => {
        const { [path]: _gone, ...rest } = current;
        return rest;
      });
  };
  const setTier = (index: number, field: TierField, value: string) =>
    change(
      { tiers: draft.tiers.map((tier, at) => (at === index ? { ...tier, [field]: value } : tier)) },
      `tiers.${index}.${field}`,
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    // The terms first (the agent's id is not known yet: any id checks them).
    const terms = checkOffer(draft, 1);
    const marked: Record<string, string> = {};
    if (!terms.ok) for (const path of terms.fields) marked[path] = ruleOf(path);
    const username = draft.username.trim();
    if (!username) marked.agentId = ruleOf('agentId');
    if (Object.keys(marked).length > 0) {
      setProblems(marked);
      setRefusal(t('agents.offer.fix'));
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      const found = await findMember(merchant, username);
      const agentProblem = !found
        ? t('agents.memberUnknown', { username })
        : !found.member.isAgent
          ? t('error.contract.downline.not.agent')
          : found.path.length > 1
            ? t('error.contract.top.agent.only')
            : null;
      if (!found || agentProblem) {
        setProblems({ agentId: agentProblem ?? ruleOf('agentId') });
        setRefusal(agentProblem);
        return;
      }
      const checked = checkOffer(draft, found.member.id);
      if (!checked.ok) {
        setProblems(Object.fromEntries(checked.fields.map((path) => [path, ruleOf(path)])));
        setRefusal(t('agents.offer.fix'));
        return;
      }
      const answer = await callApi(routes.operatorOfferPlatformContract, {
        params: { merchantCode: merchant },
        body: checked.body,
      });
      await onOffered(answer.contract);
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? (error.fields ?? {}) : {};
      const next: Record<string, string> = {};
      for (const path of Object.keys(fields)) next[path] = ruleOf(path);
      if (isApiError(error) && AGENT_CODES.includes(error.code)) next.agentId = errorText(error);
      setProblems(next);
      setRefusal(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const conditions = TIER_CONDITIONS[draft.kind];
  const tierField = (index: number, tier: TierDraft, field: TierField) => {
    const path = `tiers.${index}.${field}`;
    const numeric = field === 'minActiveMembers' ? 'numeric' : 'decimal';
    return (
      <FormField key={field} label={t(`agents.tier.${field}`)} error={problems[path]}>
        {(control) => (
          <input
            className="input num"
            inputMode={numeric}
            autoComplete="off"
            maxLength={18}
            value={tier[field]}
            placeholder={field === 'rate' ? '1.5' : undefined}
            onChange={(event) => setTier(index, field, event.target.value)}
            {...control}
          />
        )}
      </FormField>
    );
  };

  return (
    <Dialog
      open
      wide
      title={t('agents.offer.title')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={FORM_ID} className="btn btn--primary" disabled={busy}>
            {busy ? t('common.sending') : t('agents.offer.send')}
          </button>
        </>
      }
    >
      <form id={FORM_ID} className="stack" noValidate onSubmit={(event) => void submit(event)}>
        <p className="muted agents-flat">{t('agents.offer.explain')}</p>
        <div className="form-grid agents-form-grid">
          <FormField
            label={t('agents.offer.agent')}
            hint={t('agents.offer.agentHint')}
            error={problems.agentId}
          >
            {(control) => (
              <input
                className="input"
                autoComplete="off"
                maxLength={64}
                value={draft.username}
                onChange={(event) => change({ username: event.target.value }, 'agentId')}
                {...control}
              />
            )}
          </FormField>
          <FormField label={t('agents.kindLabel')} error={problems.kind}>
            {(control) => (
              <select
                className="input"
                value={draft.kind}
                onChange={(event) => change({ kind: event.target.value as ContractKind })}
                {...control}
              >
                {CONTRACT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`agents.kind.${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {draft.kind === 'dividend' ? (
            <>
              <FormField label={t('agents.offer.period')} error={problems.period}>
                {(control) => (
                  <select
                    className="input"
                    value={draft.period}
                    onChange={(event) => change({ period: event.target.value as OfferDraft['period'] })}
                    {...control}
                  >
                    {DIVIDEND_PERIODS.map((period) => (
                      <option key={period} value={period}>
                        {t(`agents.period.${period}`)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField
                label={t('agents.offer.carryOver')}
                hint={t('agents.offer.carryOverHint')}
                error={problems.carryOver}
              >
                {(control) => (
                  <select
                    className="input"
                    value={draft.carryOver}
                    onChange={(event) => change({ carryOver: event.target.value as OfferDraft['carryOver'] })}
                    {...control}
                  >
                    {CARRY_OVER_RULES.map((rule) => (
                      <option key={rule} value={rule}>
                        {t(`agents.carryOver.${rule}`)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </>
          ) : null}
        </div>

        <section className="stack agents-tiers-editor" aria-labelledby="offer-tiers">
          <div className="row">
            <h3 id="offer-tiers">{t('agents.offer.tiers')}</h3>
            <span className="spacer" />
            <button
              type="button"
              className="btn btn--small"
              disabled={draft.tiers.length >= MAX_TIERS}
              onClick={() => change({ tiers: [...draft.tiers, emptyTier()] })}
            >
              {t('agents.offer.addTier')}
            </button>
          </div>
          <p className="muted agents-flat">
            {t('agents.offer.tiersHint', { max: CONTRACT_MAX_RATE[draft.kind] })}
          </p>
          {problems.tiers ? <p className="field__error agents-flat">{problems.tiers}</p> : null}
          {draft.tiers.map((tier, index) => (
            <fieldset key={index} className="agents-tier">
              <legend>{t('agents.offer.tierN', { n: index + 1 })}</legend>
              <div className="form-grid agents-form-grid">
                {tierField(index, tier, 'rate')}
                {conditions.map((field) => tierField(index, tier, field))}
              </div>
              <div className="row">
                <span className="spacer" />
                <button
                  type="button"
                  className="btn btn--small btn--ghost"
                  disabled={draft.tiers.length <= 1}
                  aria-label={t('agents.offer.removeTierN', { n: index + 1 })}
                  onClick={() => {
                    change({ tiers: draft.tiers.filter((_, at) => at !== index) });
                    setProblems({});
                  }}
                >
                  {t('agents.offer.removeTier')}
                </button>
              </div>
            </fieldset>
          ))}
        </section>

        <FormField label={t('common.reason')} hint={t('common.reasonHint')} error={problems.reason}>
          {(control) => (
            <textarea
              className="input"
              maxLength={500}
              value={draft.reason}
              onChange={(event) => change({ reason: event.target.value }, 'reason')}
              {...control}
            />
          )}
        </FormField>
        <FormRefusal text={refusal} />
      </form>
    </Dialog>
  );
}
