import type { LotteryPeriod } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textFor } from '../../shared/localized';
import type { LotteryGame } from './lotteryApi';
import { shortHash } from './rules';

type PeriodStatus = LotteryPeriod['status'];

const localeOf = (language: string) => (language === 'zh' ? 'zh-CN' : 'en-GB');

/** A time in a table cell, in the browser's time zone: the date, and the time with seconds. */
export function When({ value }: { value: number | null | undefined }) {
  const { i18n } = useTranslation();
  if (value === null || value === undefined) return <span>—</span>;
  const date = new Date(value);
  const locale = localeOf(i18n.language);
  return (
    <span className="lottery-nowrap">
      {date.toLocaleDateString(locale, { dateStyle: 'medium' })}{' '}
      <span className="muted">{date.toLocaleTimeString(locale, { timeStyle: 'medium' })}</span>
    </span>
  );
}

/** A game's name in the back office's language, with its code under it. */
export function GameName({ code, game }: { code: string; game: LotteryGame | undefined }) {
  const { i18n } = useTranslation();
  return (
    <span className="lottery-stack">
      <span>{game ? textFor(game.name, i18n.language) : code}</span>
      <span className="muted mono">{code}</span>
    </span>
  );
}

const STATUS_TONE: Record<PeriodStatus, string> = {
  upcoming: '',
  open: 'badge--ok',
  closed: 'badge--warn',
  drawn: 'badge--info',
  settled: 'badge--info',
  cancelled: 'badge--danger',
};

export function PeriodStatusBadge({ status }: { status: PeriodStatus }) {
  const { t } = useTranslation();
  return <span className={`badge ${STATUS_TONE[status]}`}>{t(`lottery.status.${status}`)}</span>;
}

/** Where a game's results come from: drawn in-house (verifiable) or the official result entered. */
export function SourceBadge({ source }: { source: 'house' | 'external' }) {
  const { t } = useTranslation();
  return (
    <span
      className={`badge ${source === 'house' ? 'badge--info' : ''}`}
      title={t(`lottery.source.${source}Hint`)}
    >
      {t(`lottery.source.${source}`)}
    </span>
  );
}

/** A long hash or seed, shortened, with a button that copies it whole. */
export function Copyable({ text, label }: { text: string | null; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  if (!text) return <span className="muted">—</span>;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      // No clipboard (insecure page, denied): the full text stays in the title to select.
    }
  };
  return (
    <span className="lottery-copy">
      <span className="mono" title={text}>
        {shortHash(text)}
      </span>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        aria-label={t('lottery.copy', { what: label })}
        onClick={() => void copy()}
      >
        {copied ? t('lottery.copied') : '⧉'}
      </button>
    </span>
  );
}

/** A short-lived line saying what the server answered to the last action. */
export function Outcome({
  text,
  tone = 'ok',
  onDismiss,
}: {
  text: string | null;
  tone?: 'ok' | 'warn';
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      {text ? (
        <p className={`note note--${tone} lottery-outcome`}>
          <span>{text}</span>
          <button type="button" className="btn btn--ghost btn--small" onClick={onDismiss}>
            {t('common.close')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
