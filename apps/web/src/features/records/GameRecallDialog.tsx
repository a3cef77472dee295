import { useQuery } from '@tanstack/react-query';
import { formatAmount, type BetRecord } from '@wps/contracts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { useSiteInfo } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { ErrorState } from '../../shared/ui/ErrorState';
import { Icon } from '../../shared/ui/Icon';
import { Modal } from '../../shared/ui/Modal';
import { PageSpinner } from '../../shared/ui/Spinner';
import { gameRecallQuery } from './queries';
import { signedAmount, readOutcome } from './recordsLogic';

/** Game recall of one round: the bet, the vendor's outcome, the balance after, and where to verify it. */
export function GameRecallDialog({ round, onClose }: { round: BetRecord | null; onClose: () => void }) {
  const { t } = useTranslation(['bets', 'money']);
  const token = useSessionToken();
  const currency = useSiteInfo().currency;
  // Keeps showing the last round while the dialog fades out.
  const [shown, setShown] = useState(round);
  if (round && round !== shown) setShown(round);
  const recall = useQuery(gameRecallQuery(token, round));
  const money = (text: string) => <span className="money-amount">{formatAmount(text, currency)}</span>;

  const record = recall.data?.record ?? shown;
  const profit = signedAmount(record?.profit ?? '0', currency);
  const outcome = readOutcome(recall.data?.outcome ?? null);
  return (
    <Modal open={Boolean(round)} title={t('bets.recall.title')} onClose={onClose} width={520}>
      {record && (
        <div className="recall">
          <dl className="money-kv">
            <dt>{t('bets.game')}</dt>
            <dd>
              {record.gameName} · {record.vendorName}
            </dd>
            <dt>{t('bets.recall.round')}</dt>
            <dd className="money-ltr">{record.roundId}</dd>
            <dt>{t('bets.time')}</dt>
            <dd className="money-ltr">{formatDateTime(record.betTime)}</dd>
            <dt>{t('bets.bet')}</dt>
            <dd>{money(record.betAmount)}</dd>
            <dt>{t('bets.win')}</dt>
            <dd>{money(record.winAmount)}</dd>
            <dt>{t('bets.profit')}</dt>
            <dd>
              <span className={`money-amount money-amount--${profit.direction}`}>{profit.text}</span>
            </dd>
            <dt>{t('bets.status')}</dt>
            <dd>{t(`bets.status.${record.status}`)}</dd>
            {recall.data && (
              <>
                <dt>{t('bets.recall.balanceAfter')}</dt>
                <dd>{money(recall.data.balanceAfter)}</dd>
              </>
            )}
          </dl>
          {recall.error ? (
            <ErrorState error={recall.error} onRetry={() => void recall.refetch()} />
          ) : !recall.data ? (
            <PageSpinner label={t('common.loading')} />
          ) : (
            <section className="recall__outcome" aria-label={t('bets.recall.outcome')}>
              <h4 className="recall__heading">{t('bets.recall.outcome')}</h4>
              {outcome.rows && (
                <table className="recall-grid" aria-label={t('bets.recall.symbols')}>
                  <tbody>
                    {outcome.rows.map((row, rowIndex) => (
                      <tr key={rowIndex}>
                        {row.map((symbol, reel) => (
                          <td key={reel} className="recall-grid__cell">
                            {symbol}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {outcome.rows &&
                (outcome.lines.length > 0 ? (
                  <ul className="recall__lines" aria-label={t('bets.recall.lines')}>
                    {outcome.lines.map((line, index) => (
                      <li key={index} className="money-ltr">
                        {line}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="money-muted">{t('bets.recall.noLines')}</p>
                ))}
              {outcome.details.length > 0 && (
                <dl className="money-kv recall__details">
                  {outcome.details.map((item) => (
                    <Fragment key={item.key}>
                      <dt>{item.key}</dt>
                      <dd className="money-ltr">{item.value}</dd>
                    </Fragment>
                  ))}
                </dl>
              )}
              {!outcome.rows && outcome.details.length === 0 && (
                <p className="money-muted">{t('bets.recall.noOutcome')}</p>
              )}
            </section>
          )}
          {recall.data?.verifyUrl && (
            <a
              className="btn btn--secondary recall__verify"
              href={recall.data.verifyUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('bets.recall.verify')}
              <Icon name="external" size={16} />
            </a>
          )}
        </div>
      )}
    </Modal>
  );
}
