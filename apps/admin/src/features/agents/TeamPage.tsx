import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../shared/format';
import { useMerchantCode } from '../../shared/merchant';
import { useUrlFilters } from '../../shared/searchParams';
import { useCan } from '../../shared/session/operator';
import { SearchBox } from '../../shared/ui/Filters';
import { PageHeader } from '../../shared/ui/PageHeader';
import { agentKeys, type TeamMove, type TreeNode } from './agentsApi';
import { MoveDialog } from './MoveDialog';
import { MovesList } from './MovesList';
import { Outcome, Tabs } from './parts';
import { TeamTree } from './TeamTree';
import './agents.css';

const FILTERS = ['tab', 'q', 'agents', 'state', 'page'] as const;
type Tab = 'tree' | 'moves';

/** The team tree (search, levels, moves of members between uplines) and the list of moves. */
export default function TeamPage() {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const canMove = useCan('editor');
  const queryClient = useQueryClient();
  const [filters, update] = useUrlFilters(FILTERS);
  const [moving, setMoving] = useState<TreeNode | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const tab: Tab = filters.tab === 'moves' ? 'moves' : 'tree';
  const agentsOnly = filters.agents === 'true';
  const pageNo = Math.max(1, Number.parseInt(filters.page, 10) || 1);
  const refresh = () => queryClient.invalidateQueries({ queryKey: agentKeys.all(merchant) });
  const moved = async (move: TeamMove) => {
    setOutcome(
      move.to
        ? t('agents.move.done', {
            username: move.member.username,
            to: move.to.username,
            when: dateTime(move.effectiveAt),
          })
        : t('agents.move.doneTop', { username: move.member.username, when: dateTime(move.effectiveAt) }),
    );
    await refresh();
  };
  return (
    <>
      <PageHeader title={t('agents.team.title')} description={t('agents.team.description')} />
      <div className="stack">
        <Outcome text={outcome} onDismiss={() => setOutcome(null)} />
        <Tabs
          id="team"
          label={t('agents.team.title')}
          current={tab}
          tabs={[
            { value: 'tree', label: t('agents.team.tabTree') },
            { value: 'moves', label: t('agents.team.tabMoves') },
          ]}
          onChange={(value) => update({ tab: value === 'tree' ? '' : value, page: '' })}
        >
          {tab === 'tree' ? (
            <>
              <div className="row agents-toolbar">
                <SearchBox
                  key={filters.q}
                  id="team-search"
                  label={t('agents.team.search')}
                  searchLabel={t('agents.team.searchLabel')}
                  placeholder={t('agents.team.searchHint')}
                  value={filters.q}
                  maxLength={64}
                  onSearch={(text) => update({ q: text })}
                />
                <label className="check">
                  <input
                    type="checkbox"
                    checked={agentsOnly}
                    onChange={(event) => update({ agents: event.target.checked ? 'true' : '' })}
                  />
                  {t('agents.team.agentsOnly')}
                </label>
              </div>
              <TeamTree
                key={`${filters.q}|${agentsOnly}`}
                merchant={merchant}
                search={filters.q}
                agentsOnly={agentsOnly}
                onMove={canMove ? setMoving : null}
              />
            </>
          ) : (
            <MovesList
              merchant={merchant}
              state={filters.state}
              pageNo={pageNo}
              onChange={update}
              canCancel={canMove}
              onCancelled={async (move) => {
                setOutcome(t('agents.move.cancelled', { username: move.member.username }));
                await refresh();
              }}
            />
          )}
        </Tabs>
      </div>
      {moving ? (
        <MoveDialog merchant={merchant} member={moving} onMoved={moved} onClose={() => setMoving(null)} />
      ) : null}
    </>
  );
}
