import { useQuery } from '@tanstack/react-query';
import type { LotteryGame } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { sha256Hex } from '../../../shared/fairness/fairStream';
import { useLanguage } from '../../../shared/i18n/useLanguage';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { PageSpinner } from '../../../shared/ui/Spinner';
import { ResultView } from '../parts/ResultView';
import { LOTTERY_KEY, periodQuery } from '../queries';
import { localized } from '../text';
import { deriveResult, sameResult } from './fairDraw';

interface VerifyResultProps {
  code: string;
  number: string;
  game: LotteryGame | null;
  gamesPending: boolean;
}

/** One period: its commitment, seed and result, and the browser's own recomputation of both. */
export function VerifyResult({ code, number, game, gamesPending }: VerifyResultProps) {
  const { t } = useTranslation(['lottery', 'messages']);
  const language = useLanguage();
  const period = useQuery(periodQuery(code, number));
  const data = period.data;
  const check = useQuery({
    queryKey: [...LOTTERY_KEY, 'verify', code, number, data?.seed ?? null, data?.seedHash ?? null],
    queryFn: async () => {
      const seed = data!.seed!;
      const derived = await deriveResult({ code, family: game!.family, region: game!.region }, seed, number);
      return {
        hashMatches: data!.seedHash !== null && (await sha256Hex(seed)) === data!.seedHash.toLowerCase(),
        derived,
        resultMatches: data!.numbers ? sameResult(derived, data!) : null,
      };
    },
    enabled: Boolean(data?.seed && game),
    staleTime: Infinity,
  });

  if (period.error) return <ErrorState error={period.error} onRetry={() => void period.refetch()} />;
  if (!data || gamesPending) return <PageSpinner label={t('lottery.loading')} />;
  const verdict = (ok: boolean | null | undefined) =>
    ok === undefined || ok === null ? null : (
      <span className={`lottery-verdict lottery-verdict--${ok ? 'ok' : 'bad'}`}>
        {ok ? t('lottery.verify.matches') : t('lottery.verify.differs')}
      </span>
    );

  return (
    <section className="card lottery-verify__result" aria-live="polite">
      <dl className="lottery-verify__facts">
        <div>
          <dt>{t('lottery.verify.game')}</dt>
          <dd>{game ? localized(game.name, language) : code}</dd>
        </div>
        <div>
          <dt>{t('lottery.verify.period')}</dt>
          <dd className="money-ltr">{data.number}</dd>
        </div>
        <div>
          <dt>{t('lottery.verify.status')}</dt>
          <dd>{t(`lottery.periodStatus.${data.status}`)}</dd>
        </div>
        <div>
          <dt>{t('lottery.seedHash')}</dt>
          <dd>
            <code className="lottery-verify__hex money-ltr">{data.seedHash ?? '—'}</code>{' '}
            {verdict(check.data?.hashMatches)}
          </dd>
        </div>
        <div>
          <dt>{t('lottery.verify.seed')}</dt>
          <dd>
            {data.seed ? (
              <code className="lottery-verify__hex money-ltr">{data.seed}</code>
            ) : (
              t('lottery.verify.seedLater')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('lottery.verify.result')}</dt>
          <dd>
            {game ? (
              <ResultView family={game.family} numbers={data.numbers} prizes={data.prizes} expandable />
            ) : (
              <span className="money-ltr">{data.numbers?.join(' ') ?? '—'}</span>
            )}
          </dd>
        </div>
        {check.data && (
          <div>
            <dt>{t('lottery.verify.derived')}</dt>
            <dd>
              <span className="money-ltr">{check.data.derived.numbers.join(' ')}</span>{' '}
              {verdict(check.data.resultMatches)}
            </dd>
          </div>
        )}
      </dl>
      {game?.source === 'external' && (
        <p className="lottery-note">{t('lottery.verify.external', { source: data.resultSource ?? '—' })}</p>
      )}
      {check.isFetching && <p className="lottery-note">{t('lottery.verify.computing')}</p>}
      {check.isError && <p className="field__error">{t('lottery.verify.failed')}</p>}
    </section>
  );
}
