import type { LotteryGame, LotteryGameDetail } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../shared/ui/form/Tabs';
import { tabPanelProps, useTabsId } from '../../../shared/ui/form/tabIds';
import type { LotteryAuth } from '../auth';
import { ChasesTab } from './ChasesTab';
import { OrdersTab } from './OrdersTab';
import { ResultsTab } from './ResultsTab';
import { RulesTab } from './RulesTab';

type TabId = 'orders' | 'chases' | 'results' | 'rules';
const TABS: readonly TabId[] = ['orders', 'chases', 'results', 'rules'];

interface GameTabsProps {
  game: LotteryGame;
  setting: LotteryGameDetail;
  auth: LotteryAuth;
  gameName: (code: string) => string;
}

/** Under the game: my orders, chases, results and trends, rules and payouts. */
export function GameTabs({ game, setting, auth, gameName }: GameTabsProps) {
  const { t } = useTranslation('lottery');
  const idBase = useTabsId();
  const [tab, setTab] = useState<TabId>('orders');
  return (
    <section className="card lottery-tabs">
      <Tabs
        tabs={TABS.map((id) => ({ id, label: t(`lottery.tab.${id}`) }))}
        value={tab}
        onChange={setTab}
        label={t('lottery.tab.label')}
        idBase={idBase}
      />
      <div {...tabPanelProps(idBase, tab)} className="lottery-tabs__panel">
        {tab === 'orders' && <OrdersTab game={game} setting={setting} auth={auth} />}
        {tab === 'chases' && <ChasesTab setting={setting} auth={auth} gameName={gameName} />}
        {tab === 'results' && <ResultsTab game={game} />}
        {tab === 'rules' && <RulesTab setting={setting} />}
      </div>
    </section>
  );
}
