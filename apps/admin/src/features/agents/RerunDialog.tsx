import {
  CONTRACT_KINDS,
  DIVIDEND_PERIODS,
  routes,
  type ContractKind,
  type DividendPeriod,
} from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { FormField } from '../../shared/ui/FormField';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import type { SettlementRun } from './agentsApi';
import { epochOfLocal } from './rules';

/** Where the dialog starts: a run's kind and a time inside its period, or the page's kind. */
export interface RerunStart {
  kind: ContractKind;
  /** A `datetime-local` value, or empty. */
  at: string;
  period: DividendPeriod;
}

/**
 * Runs the settlement of an ended period again: the kind, any time inside the period (the server
 * finds the period in the merchant's time zone), the dividend period for dividends, and the reason.
 * Paid bills stay as they are; unpaid ones are tried again.
 */
export function RerunDialog({
  merchant,
  start,
  onDone,
  onClose,
}: {
  merchant: string;
  start: RerunStart;
  onDone: (run: SettlementRun) => Promise<void> | void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ContractKind>(start.kind);
  const [at, setAt] = useState(start.at);
  const [period, setPeriod] = useState<DividendPeriod>(start.period);
  const rerun = async (reason: string) => {
    const instant = epochOfLocal(at);
    if (instant === null) throw new Error(t('agents.rerun.atRequired'));
    if (instant > Date.now()) throw new Error(t('error.settlement.period.open'));
    const run = await callApi(routes.operatorRerunSettlement, {
      params: { merchantCode: merchant },
      body: { kind, at: instant, ...(kind === 'dividend' ? { period } : {}), reason },
    });
    await onDone(run);
  };
  return (
    <ReasonDialog
      open
      title={t('agents.rerun.title')}
      confirmLabel={t('agents.rerun.confirm')}
      onClose={onClose}
      onConfirm={rerun}
    >
      <p>{t('agents.rerun.explain')}</p>
      <div className="form-grid agents-form-grid">
        <FormField label={t('agents.kindLabel')}>
          {(control) => (
            <select
              className="input"
              value={kind}
              onChange={(event) => setKind(event.target.value as ContractKind)}
              {...control}
            >
              {CONTRACT_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`agents.kind.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('agents.rerun.at')} hint={t('agents.rerun.atHint')}>
          {(control) => (
            <input
              className="input"
              type="datetime-local"
              value={at}
              onChange={(event) => setAt(event.target.value)}
              {...control}
            />
          )}
        </FormField>
        {kind === 'dividend' ? (
          <FormField label={t('agents.offer.period')}>
            {(control) => (
              <select
                className="input"
                value={period}
                onChange={(event) => setPeriod(event.target.value as DividendPeriod)}
                {...control}
              >
                {DIVIDEND_PERIODS.map((value) => (
                  <option key={value} value={value}>
                    {t(`agents.period.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
      </div>
    </ReasonDialog>
  );
}
