import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageHeader } from '../../shared/ui/PageHeader';

export type LotteryKind = 'lottery' | 'vnlottery' | 'seaLottery';

const TITLES: Record<LotteryKind, string> = {
  lottery: 'games.lottery',
  vnlottery: 'games.vnlottery',
  seaLottery: 'games.seaLottery',
};

/** /lottery, /vnlottery, /seaLottery (header-only layout). */
export function LotteryPage({ kind }: { kind: LotteryKind }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t(TITLES[kind])} />
      <section className="card">
        <EmptyState icon="ticket" title={t('games.noLottery')} description={t('games.emptyHint')} />
      </section>
    </div>
  );
}
