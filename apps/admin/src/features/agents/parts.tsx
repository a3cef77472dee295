import type { ContractTier } from '@wps/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { percent } from './rules';

const localeOf = (language: string) => (language === 'zh' ? 'zh-CN' : 'en-GB');

/** A time in a table cell: the date, and the time under it (the browser's time zone). */
export function When({ value }: { value: number | null | undefined }) {
  const { i18n } = useTranslation();
  if (value === null || value === undefined) return <span>—</span>;
  const date = new Date(value);
  const locale = localeOf(i18n.language);
  return (
    <span className="agents-stack agents-nowrap">
      <span>{date.toLocaleDateString(locale, { dateStyle: 'medium' })}</span>
      <span className="muted">{date.toLocaleTimeString(locale, { timeStyle: 'short' })}</span>
    </span>
  );
}

/** A settlement period: its start, and its end under it. */
export function Period({ start, end }: { start: number; end: number }) {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const text = (ms: number) =>
    new Date(ms).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <span className="agents-stack agents-nowrap">
      <span>{text(start)}</span>
      <span className="muted">– {text(end)}</span>
    </span>
  );
}

/** A member as username, with the id under it. */
export function Party({ party }: { party: { id: number; username: string } }) {
  const { t } = useTranslation();
  return (
    <span className="agents-stack">
      <span>{party.username}</span>
      <span className="muted mono">{t('agents.memberId', { id: party.id })}</span>
    </span>
  );
}

/** Who pays a contract or a bill: the platform, or the upline agent. */
export function Payer({
  payer,
}: {
  payer: { type: 'platform' | 'upline'; member: { id: number; username: string } | null };
}) {
  const { t } = useTranslation();
  if (payer.type === 'platform' || !payer.member)
    return <span className="badge badge--info">{t('agents.payer.platform')}</span>;
  return <Party party={payer.member} />;
}

/** A contract's tiers, one line each: the rate and the conditions it asks for. */
export function TierLines({ tiers, format }: { tiers: ContractTier[]; format: (amount: string) => string }) {
  const { t } = useTranslation();
  return (
    <ol className="agents-tiers">
      {tiers.map((tier, index) => {
        const conditions = [
          tier.minValidBet === null
            ? null
            : t('agents.tier.line.minValidBet', { value: format(tier.minValidBet) }),
          tier.minProfitLoss === null
            ? null
            : t('agents.tier.line.minProfitLoss', { value: format(tier.minProfitLoss) }),
          tier.minActiveMembers === null
            ? null
            : t('agents.tier.line.minActiveMembers', { value: tier.minActiveMembers }),
          tier.minSingleBet === null
            ? null
            : t('agents.tier.line.minSingleBet', { value: format(tier.minSingleBet) }),
          tier.minLossRate === null
            ? null
            : t('agents.tier.line.minLossRate', { value: percent(tier.minLossRate) }),
          tier.maxWinRate === null
            ? null
            : t('agents.tier.line.maxWinRate', { value: percent(tier.maxWinRate) }),
        ].filter((line): line is string => line !== null);
        return (
          <li key={index}>
            <strong>{percent(tier.rate)}</strong>{' '}
            <span className="muted">
              {conditions.length ? conditions.join(' · ') : t('agents.tier.line.none')}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** A short-lived line saying what the server answered to the last action. */
export function Outcome({ text, onDismiss }: { text: string | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      {text ? (
        <p className="note note--ok agents-outcome">
          <span>{text}</span>
          <button type="button" className="btn btn--ghost btn--small" onClick={onDismiss}>
            {t('common.close')}
          </button>
        </p>
      ) : null}
    </div>
  );
}

/** Tabs over one page's views; the chosen one is the page's (kept in the URL by the caller). */
export function Tabs<T extends string>({
  id,
  label,
  tabs,
  current,
  onChange,
  children,
}: {
  id: string;
  label: string;
  tabs: readonly { value: T; label: string }[];
  current: T;
  onChange: (value: T) => void;
  children: ReactNode;
}) {
  return (
    <>
      <div className="agents-tabs" role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.value}`}
            aria-selected={current === tab.value}
            aria-controls={`${id}-panel`}
            className={`agents-tabs__tab${current === tab.value ? ' agents-tabs__tab--active' : ''}`}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current}`} className="stack">
        {children}
      </div>
    </>
  );
}
