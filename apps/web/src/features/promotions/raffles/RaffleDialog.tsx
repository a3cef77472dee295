import { useQuery } from '@tanstack/react-query';
import { TRIAL_MEMBER_TYPE } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberInfoQuery } from '../../../shared/api/memberInfoQuery';
import { formatDateTime } from '../../../shared/format/date';
import { useLanguage } from '../../../shared/i18n/useLanguage';
import { amountInText, ltr, useCurrency } from '../../../shared/money/moneyForm';
import { myRafflesQuery, rafflesQuery } from '../../../shared/promotions/queries';
import { useSessionToken } from '../../../shared/storage/useSessionToken';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { Modal } from '../../../shared/ui/Modal';
import { PageSpinner } from '../../../shared/ui/Spinner';
import { FairnessPanel } from './FairnessPanel';
import { OddsTable } from './OddsTable';
import { PrizeWheel } from './PrizeWheel';
import { RedEnvelopes } from './RedEnvelopes';
import { drawBlock, type DrawBlock } from './rules';
import { useRaffleClaim, useSeedRotation, type RevealedSeed } from './useRaffleActions';
import '../../../shared/money/money-page.css';
import './raffles.css';

export interface RaffleDialogProps {
  raffleId: number;
  onClose: () => void;
}

/**
 * One prize wheel or red-envelope rain (raffles, under REWCEN3): the wheel or the envelopes, the draws
 * left and the pool, the published odds with the expected value of a draw, and the fairness panel.
 * Opened from the reward centre and from the shell's red-envelope button.
 */
export function RaffleDialog({ raffleId, onClose }: RaffleDialogProps) {
  const { t } = useTranslation(['promotions', 'messages']);
  const language = useLanguage();
  const currency = useCurrency();
  const token = useSessionToken();
  const raffles = useQuery(rafflesQuery(language));
  const mine = useQuery(myRafflesQuery(token));
  const member = useQuery(memberInfoQuery(token));
  const claim = useRaffleClaim(raffleId);
  const [revealed, setRevealed] = useState<RevealedSeed[]>([]);
  const rotation = useSeedRotation(raffleId, (seed) =>
    setRevealed((current) => [seed, ...current.filter((entry) => entry.seedHash !== seed.seedHash)]),
  );

  const raffle = raffles.data?.list.find((entry) => entry.id === raffleId) ?? null;
  const my = mine.data?.raffles.find((entry) => entry.raffleId === raffleId) ?? null;
  const trial = member.data?.type === TRIAL_MEMBER_TYPE;

  let body;
  if (raffles.isPending) body = <PageSpinner label={t('common.loading')} />;
  else if (raffles.isError && !raffle)
    body = <ErrorState error={raffles.error} onRetry={() => void raffles.refetch()} />;
  else if (!raffle) body = <EmptyState icon="gift" title={t('promo.raffle.gone')} />;
  else {
    // Visitors and free-play accounts see the odds and the rules, but cannot draw or rotate seeds.
    const drawsLeft = my ? my.drawsLeft : mine.isError ? 0 : null;
    const block = drawBlock({ loggedIn: Boolean(token), trial, raffle, drawsLeft });
    const blockText = block ? blockReason(block, raffle.kind, raffle.startsAt, t) : null;
    const seedBlock = !token ? t('promo.raffle.block.login') : trial ? t('promo.raffle.block.trial') : null;
    body = (
      <div className="raffle" data-kind={raffle.kind}>
        {raffle.rules && (
          <p className="raffle__rules" dir="auto">
            {raffle.rules}
          </p>
        )}
        <dl className="money-kv raffle__facts">
          <dt>{raffle.kind === 'wheel' ? t('promo.raffle.spinsLeft') : t('promo.raffle.envelopesLeft')}</dt>
          <dd data-testid="draws-left">{my ? my.drawsLeft : '—'}</dd>
          <dt>{t('promo.raffle.poolLeft')}</dt>
          <dd className="money-amount" data-testid="pool-left">
            {amountInText(raffle.poolLeft, currency)}
          </dd>
          <dt>{t('promo.raffle.ends')}</dt>
          <dd className="money-ltr">{formatDateTime(raffle.endsAt)}</dd>
        </dl>
        {raffle.kind === 'wheel' ? (
          <PrizeWheel raffle={raffle} blockText={blockText} claim={claim} />
        ) : (
          <RedEnvelopes drawsLeft={my?.drawsLeft ?? null} blockText={blockText} claim={claim} />
        )}
        <p className="money-muted">
          {raffle.kind === 'wheel'
            ? t('promo.raffle.perDay', { count: String(raffle.drawsPerMember) })
            : t('promo.raffle.perRain', { count: String(raffle.drawsPerMember) })}
        </p>
        <OddsTable raffle={raffle} />
        <FairnessPanel
          raffle={raffle}
          mine={my}
          blockText={seedBlock}
          revealed={revealed}
          rotation={rotation}
        />
      </div>
    );
  }

  return (
    <Modal
      open
      title={raffle?.title ?? t('promo.raffle.title')}
      onClose={onClose}
      width={640}
      className="raffle-modal"
    >
      {body}
    </Modal>
  );
}

function blockReason(
  block: DrawBlock,
  kind: 'wheel' | 'envelope',
  startsAt: number,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  switch (block) {
    case 'noDraws':
      return kind === 'wheel' ? t('promo.raffle.block.noSpins') : t('promo.raffle.block.noEnvelopes');
    case 'comingSoon':
      return t('promo.raffle.block.comingSoon', { time: ltr(formatDateTime(startsAt)) });
    case 'login':
    case 'trial':
    case 'poolEmpty':
    case 'closed':
    case 'loading':
      return t(`promo.raffle.block.${block}`);
  }
}
