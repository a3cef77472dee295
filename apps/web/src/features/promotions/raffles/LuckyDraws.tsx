import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/useLanguage';
import { myRafflesQuery, rafflesQuery } from '../../../shared/promotions/queries';
import { useSessionToken } from '../../../shared/storage/useSessionToken';
import { Icon } from '../../../shared/ui/Icon';
import { RaffleDialog } from './RaffleDialog';
import './raffles.css';

/**
 * The reward centre's lucky draws: every open prize wheel and red-envelope rain with the member's
 * draws left; each opens its RaffleDialog. Nothing shows while none is open.
 */
export function LuckyDraws() {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const token = useSessionToken();
  const raffles = useQuery(rafflesQuery(language));
  const mine = useQuery(myRafflesQuery(token));
  const [openId, setOpenId] = useState<number | null>(null);

  const open = raffles.data?.list.filter((raffle) => raffle.status === 'open') ?? [];
  const left = new Map(mine.data?.raffles.map((entry) => [entry.raffleId, entry.drawsLeft]));
  const dialog = openId !== null && <RaffleDialog raffleId={openId} onClose={() => setOpenId(null)} />;

  if (raffles.isError && !raffles.data)
    return (
      <p className="money-muted raffle-list__failed">
        {t('promo.raffle.listFailed')}{' '}
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void raffles.refetch()}>
          {t('common.retry')}
        </button>
      </p>
    );
  if (open.length === 0) return dialog || null;

  return (
    <section className="promo-centre__group raffle-list" aria-labelledby="promo-centre-raffles">
      <h4 id="promo-centre-raffles" className="money-card__title">
        {t('promo.raffle.section')}
        <span className="promo-centre__count">{open.length}</span>
      </h4>
      <ul className="money-records">
        {open.map((raffle) => {
          const drawsLeft = left.get(raffle.id);
          const wheel = raffle.kind === 'wheel';
          return (
            <li key={raffle.id} className="money-record raffle-row" data-raffle={raffle.id}>
              <div className="money-record__head">
                <span className="raffle-row__title">
                  <span className={`raffle-row__icon raffle-row__icon--${raffle.kind}`} aria-hidden="true">
                    <Icon name={wheel ? 'star' : 'gift'} size={18} />
                  </span>
                  <strong dir="auto">{raffle.title}</strong>
                </span>
                <span className="promo-chip promo-chip--open">
                  {wheel ? t('promo.raffle.kind.wheel') : t('promo.raffle.kind.envelope')}
                </span>
              </div>
              <p className="money-muted">
                {drawsLeft === undefined
                  ? '\u00a0'
                  : wheel
                    ? t('promo.raffle.spinsLeftCount', { count: String(drawsLeft) })
                    : t('promo.raffle.envelopesLeftCount', { count: String(drawsLeft) })}
              </p>
              <div className="money-record__actions">
                <button
                  type="button"
                  className={`btn btn--sm ${drawsLeft ? 'btn--primary' : 'btn--secondary'}`}
                  onClick={() => setOpenId(raffle.id)}
                >
                  {!drawsLeft
                    ? t('promo.raffle.view')
                    : wheel
                      ? t('promo.raffle.spinWheel')
                      : t('promo.raffle.openEnvelopes')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {dialog}
    </section>
  );
}
