import { routes } from '@wps/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { useMerchantCode } from '../../shared/merchant';
import { useCan } from '../../shared/session/operator';
import { Outcome, Stacked } from '../../shared/ui/cells';
import { DataTable } from '../../shared/ui/DataTable';
import { FormField, FormRefusal } from '../../shared/ui/FormField';
import { PageHeader } from '../../shared/ui/PageHeader';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import { useCurrency, useMoney } from '../../shared/useMoney';
import { loyaltyErrorText, loyaltyKeys } from './loyaltyApi';
import { VipRankDialog } from './VipRankDialog';
import { decimalsIn } from './numbers';
import {
  checkVipRules,
  MAX_RANKS,
  nextRank,
  rankFields,
  rankRuleOf,
  removedWithMembers,
  rulesFieldOf,
  vipRulesFormOf,
  type FormProblems,
  type VipRankForm,
  type VipRulesForm,
} from './vipForm';
import './loyalty.css';

const column = createColumnHelper<VipRankForm>();
const NO_PROBLEMS: FormProblems = { fields: [], rules: {} };
/** A reason that passes the schema, to check the rules before the reason is asked for. */
const CHECK_REASON = 'check';

/**
 * The merchant's VIP ranks: the period the rules look back over, and each rank from 0 up with what
 * reaches and keeps it, its rewards and its members now. An admin edits them here (the period, a
 * rank in its dialog with its cashback and points rates and benefits, a rank added at the end or the
 * last one removed) and saves the whole rules with a reason: checked with `vipRulesInputSchema`
 * first, the fields it (or the server) refuses marked on their rank. Other roles read them.
 */
export default function VipRulesPage() {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const canSave = useCan('admin');
  const queryClient = useQueryClient();
  const rules = useQuery({
    queryKey: loyaltyKeys.vipRules(merchant),
    queryFn: ({ signal }) => callApi(routes.operatorVipRules, { params: { merchantCode: merchant }, signal }),
    enabled: merchant !== '',
  });
  const currency = useCurrency();
  const money = useMoney(rules.data?.currency);
  const currencyCode = rules.data?.currency ?? currency?.code ?? '';
  /** The currency's decimals (the saved amounts say them while the settings load). */
  const decimals = currency?.decimals ?? decimalsIn(rules.data?.ranks[0]?.upgradeDeposit) ?? null;
  /** The rules being edited; null while they are the saved ones. */
  const [draft, setDraft] = useState<VipRulesForm | null>(null);
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const saved = useMemo(() => (rules.data ? vipRulesFormOf(rules.data) : null), [rules.data]);
  const form = draft ?? saved;

  const edit = (change: (form: VipRulesForm) => VipRulesForm, clear: (field: string) => boolean) => {
    if (!form) return;
    setDraft(change(form));
    setOutcome(null);
    setProblems((current) => ({
      fields: current.fields.filter((field) => !clear(field)),
      rules: current.rules,
    }));
  };
  const rowProblems = (index: number) => rankFields(problems.fields, index);
  const rule = (field: string) =>
    t(`loyalty.vip.rule.${problems.rules[field] ?? rankRuleOf(field)}`, {
      defaultValue: t('loyalty.vip.rule.other'),
      decimals: decimals ?? 4,
    });

  /** What is wrong, one line per field: where (the period, a rank and its field) and its rule. */
  const summary = (found: FormProblems, ranks: readonly VipRankForm[]) =>
    found.fields
      .map((field) => {
        const [head, index, part = ''] = field.split('.');
        const rank = head === 'ranks' && index !== undefined ? ranks[Number(index)] : undefined;
        const text = t(`loyalty.vip.rule.${found.rules[field] ?? rankRuleOf(field)}`, {
          defaultValue: t('loyalty.vip.rule.other'),
          decimals: decimals ?? 4,
        });
        if (!rank) return `${t(`loyalty.vip.where.${head ?? '_'}`, { defaultValue: head })}: ${text}`;
        return `${t('loyalty.vip.where.rank', {
          level: rank.level,
          name: rank.name,
          field: t(`loyalty.vip.where.field.${part}`, { defaultValue: part }),
        })}: ${text}`;
      })
      .join(' ');

  const columns = useMemo(
    () => [
      column.accessor('level', {
        header: t('loyalty.vip.level'),
        meta: { numeric: true },
      }),
      column.accessor('name', {
        header: t('loyalty.vip.name'),
        cell: (info) => {
          const bad = rankFields(problems.fields, info.row.index).length > 0;
          return (
            <span className="loyalty-name">
              <span>{info.getValue()}</span>
              {info.row.original.members === null ? (
                <span className="badge badge--info">{t('loyalty.vip.newRank')}</span>
              ) : null}
              {bad ? <span className="badge badge--danger">{t('loyalty.vip.hasErrors')}</span> : null}
            </span>
          );
        },
      }),
      column.accessor('upgradeDeposit', {
        header: t('loyalty.vip.upgradeDeposit'),
        meta: { numeric: true },
        cell: (info) => money(info.getValue()),
      }),
      column.accessor('upgradeValidBet', {
        header: t('loyalty.vip.upgradeValidBet'),
        meta: { numeric: true },
        cell: (info) => money(info.getValue()),
      }),
      column.accessor('keepValidBet', {
        header: t('loyalty.vip.keepValidBet'),
        meta: { numeric: true },
        cell: (info) => money(info.getValue()),
      }),
      column.accessor('upgradeReward', {
        header: t('loyalty.vip.upgradeReward'),
        meta: { numeric: true },
        cell: (info) => money(info.getValue()),
      }),
      column.accessor('birthdayReward', {
        header: t('loyalty.vip.birthdayReward'),
        meta: { numeric: true },
        cell: (info) => money(info.getValue()),
      }),
      column.accessor('members', {
        header: t('loyalty.vip.members'),
        meta: { numeric: true },
        cell: (info) => (info.getValue() === null ? '—' : info.getValue()),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('common.actions')}</span>,
        cell: (info) => {
          const rank = info.row.original;
          return (
            <div className="row-actions">
              <button
                type="button"
                className="btn btn--small"
                aria-label={t(canSave ? 'loyalty.vip.editFor' : 'loyalty.vip.detailsFor', {
                  level: rank.level,
                  name: rank.name,
                })}
                onClick={() => setOpen(info.row.index)}
              >
                {t(canSave ? 'loyalty.vip.edit' : 'loyalty.vip.details')}
              </button>
            </div>
          );
        },
      }),
    ],
    [t, money, canSave, problems.fields],
  );

  /** Checks the rules before the reason is asked for; marks what is wrong and says it. */
  const startSave = () => {
    if (!form) return;
    setOutcome(null);
    const checked = checkVipRules(form, CHECK_REASON, decimals);
    if (!checked.ok) {
      setProblems(checked);
      setRefusal(`${t('loyalty.vip.fix')} ${summary(checked, form.ranks)}`);
      return;
    }
    setProblems(NO_PROBLEMS);
    setRefusal(null);
    setSaving(true);
  };

  const save = async (reason: string) => {
    if (!form) return;
    const checked = checkVipRules(form, reason, decimals);
    if (!checked.ok) {
      setProblems(checked);
      throw new Error(`${t('loyalty.vip.fix')} ${summary(checked, form.ranks)}`);
    }
    try {
      const answer = await callApi(routes.operatorSaveVipRules, {
        params: { merchantCode: merchant },
        body: checked.body,
      });
      queryClient.setQueryData(loyaltyKeys.vipRules(merchant), answer);
      setDraft(null);
      setProblems(NO_PROBLEMS);
      setRefusal(null);
      setOutcome(t('loyalty.vip.saved', { count: answer.ranks.length }));
      // The points settings show each rank's earn rates.
      await queryClient.invalidateQueries({ queryKey: loyaltyKeys.pointConfig(merchant) });
    } catch (error) {
      // The server's words are English: a field it refused is marked with this page's rule for it.
      const fields = isApiError(error) && error.fields ? Object.keys(error.fields).map(rulesFieldOf) : [];
      if (fields.length > 0) {
        const found = { fields: [...new Set(fields)], rules: {} };
        setProblems(found);
        throw new Error(`${t('loyalty.vip.fix')} ${summary(found, form.ranks)}`, { cause: error });
      }
      throw new Error(loyaltyErrorText(error), { cause: error });
    }
  };

  const removed = form && rules.data ? removedWithMembers(rules.data.ranks, form.ranks) : [];
  const count = form?.ranks.length ?? 0;
  const openRank = open === null || !form ? undefined : form.ranks[open];

  return (
    <>
      <PageHeader title={t('loyalty.vip.title')} description={t('loyalty.vip.description')} />
      <div className="stack">
        <Outcome text={outcome} onDismiss={() => setOutcome(null)} />
        {form ? (
          <div className="card stack loyalty-card">
            {canSave ? (
              <FormField
                label={t('loyalty.vip.period')}
                hint={t('loyalty.vip.periodHint')}
                error={problems.fields.includes('periodDays') ? rule('periodDays') : undefined}
                className="loyalty-period"
              >
                {(control) => (
                  <input
                    className="input num"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={3}
                    value={form.periodDays}
                    onChange={(event) =>
                      edit(
                        (current) => ({ ...current, periodDays: event.target.value }),
                        (field) => field === 'periodDays',
                      )
                    }
                    {...control}
                  />
                )}
              </FormField>
            ) : (
              <Stacked
                main={
                  <strong>{t('loyalty.vip.periodValue', { count: Number(form.periodDays) || 0 })}</strong>
                }
                sub={t('loyalty.vip.periodHint')}
              />
            )}
            {!canSave ? <p className="muted loyalty-flat">{t('loyalty.vip.adminOnly')}</p> : null}
          </div>
        ) : null}
        {problems.fields.includes('ranks') ? (
          <p className="note note--error loyalty-flat">{rule('ranks')}</p>
        ) : null}
        <div className="table-sticky-actions">
          <DataTable
            caption={t('loyalty.vip.caption')}
            columns={columns}
            rows={form?.ranks}
            loading={rules.isFetching && !rules.data}
            error={rules.error}
            rowKey={(row) => String(row.level)}
            empty={t('loyalty.vip.empty')}
          />
        </div>
        {canSave && form ? (
          <div className="stack">
            <div className="row">
              <button
                type="button"
                className="btn btn--small"
                disabled={count >= MAX_RANKS}
                onClick={() =>
                  edit(
                    (current) => ({ ...current, ranks: [...current.ranks, nextRank(current.ranks)] }),
                    (field) => field === 'ranks',
                  )
                }
              >
                {t('loyalty.vip.add')}
              </button>
              <button
                type="button"
                className="btn btn--small"
                disabled={count <= 1}
                onClick={() =>
                  edit(
                    (current) => ({ ...current, ranks: current.ranks.slice(0, -1) }),
                    (field) => field === 'ranks' || field.startsWith(`ranks.${count - 1}.`),
                  )
                }
              >
                {t('loyalty.vip.remove')}
              </button>
              <span className="muted">{t('loyalty.vip.count', { n: count, max: MAX_RANKS })}</span>
            </div>
            {draft ? (
              <p className="note note--warn loyalty-flat" role="status">
                {t('loyalty.vip.unsaved')}
              </p>
            ) : null}
            <FormRefusal text={refusal} />
            <div className="row">
              <button
                type="button"
                className="btn"
                disabled={!draft}
                onClick={() => {
                  setDraft(null);
                  setProblems(NO_PROBLEMS);
                  setRefusal(null);
                }}
              >
                {t('loyalty.vip.discard')}
              </button>
              <button type="button" className="btn btn--primary" disabled={!draft} onClick={startSave}>
                {t('loyalty.vip.save')}
              </button>
            </div>
          </div>
        ) : null}
      </div>

      {openRank && form && open !== null ? (
        <VipRankDialog
          key={`${open}-${openRank.level}`}
          rank={openRank}
          editable={canSave}
          decimals={decimals}
          currency={currencyCode}
          problems={{
            fields: rowProblems(open),
            rules: Object.fromEntries(
              rowProblems(open)
                .filter((field) => problems.rules[`ranks.${open}.${field}`])
                .map((field) => [field, problems.rules[`ranks.${open}.${field}`]!]),
            ),
          }}
          onApply={(rank) =>
            edit(
              (current) => ({
                ...current,
                ranks: current.ranks.map((entry, index) => (index === open ? rank : entry)),
              }),
              (field) => field.startsWith(`ranks.${open}.`),
            )
          }
          onClose={() => setOpen(null)}
        />
      ) : null}

      <ReasonDialog
        open={saving}
        title={t('loyalty.vip.saveTitle')}
        confirmLabel={t('loyalty.vip.save')}
        onClose={() => setSaving(false)}
        onConfirm={save}
      >
        {form ? (
          <div className="stack">
            <p className="loyalty-flat">
              {t('loyalty.vip.saveExplain', {
                count: form.ranks.length,
                days: form.periodDays.trim(),
              })}
            </p>
            {removed.map((rank) => (
              <p key={rank.level} className="note note--warn loyalty-flat">
                {t('loyalty.vip.removedWithMembers', {
                  level: rank.level,
                  name: rank.name,
                  count: rank.members,
                })}
              </p>
            ))}
          </div>
        ) : null}
      </ReasonDialog>
    </>
  );
}
