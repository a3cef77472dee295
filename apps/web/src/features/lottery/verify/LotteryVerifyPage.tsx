import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageSpinner } from '../../../shared/ui/Spinner';
import { lotteryGamesQuery } from '../queries';
import { VerifyForm } from './VerifyForm';
import { VerifyResult } from './VerifyResult';
import '../lottery.css';

const GAME_CODE = /^[A-Z0-9_]{2,20}$/;
const PERIOD_NUMBER = /^\d{8}(-\d{4})?$/;

/** /lottery/verify?game=CODE&period=NUMBER: recompute a house draw from its revealed seed. */
export function LotteryVerifyPage() {
  const { t, ready } = useTranslation(['lottery', 'messages']);
  const [params, setParams] = useSearchParams();
  const games = useQuery(lotteryGamesQuery(null));
  const code = params.get('game') ?? '';
  const number = params.get('period') ?? '';
  const valid = GAME_CODE.test(code) && PERIOD_NUMBER.test(number);
  return (
    <div className="page page--narrow lottery-verify">
      <PageHeader title={t('lottery.verify.title')} subtitle={t('lottery.verify.subtitle')} />
      {!ready ? (
        <PageSpinner label={t('lottery.loading')} />
      ) : (
        <>
          <VerifyForm
            key={`${code}:${number}`}
            games={games.data?.games ?? []}
            code={code}
            number={number}
            onSubmit={(game, period) => setParams({ game, period })}
          />
          {valid && (
            <VerifyResult
              code={code}
              number={number}
              game={games.data?.games.find((item) => item.code === code) ?? null}
              gamesPending={games.isPending}
            />
          )}
          <section className="card lottery-verify__how">
            <h2 className="section-title">{t('lottery.verify.method')}</h2>
            <ol className="lottery-verify__steps">
              <li>{t('lottery.verify.step1')}</li>
              <li>{t('lottery.verify.step2')}</li>
              <li>{t('lottery.verify.step3')}</li>
              <li>{t('lottery.verify.step4')}</li>
            </ol>
          </section>
        </>
      )}
    </div>
  );
}
