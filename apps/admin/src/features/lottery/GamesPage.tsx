import { LOTTERY_FAMILIES, PRIZE_MODES } from '@wps/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amount } from '../../shared/format';
import { useUrlFilters } from '../../shared/searchParams';
import { useCan } from '../../shared/session/operator';
import { DataTable } from '../../shared/ui/DataTable';
import { FilterSelect } from '../../shared/ui/Filters';
import { PageHeader } from '../../shared/ui/PageHeader';
import { GameDialog } from './GameDialog';
import { useDuration } from './hooks';
import { lotteryKeys, useLotteryGames, type LotteryGame } from './lotteryApi';
import { GameName, Outcome, SourceBadge } from './parts';
import './lottery.css';

const FILTERS = ['family', 'source', 'mode'] as const;
const SOURCES = ['house', 'external'] as const;
const column = createColumnHelper<LotteryGame>();

/**
 * Every lottery game of the deployment: how it draws, when betting closes, its prize groups, the
 * liability caps and the per-member limit, and its switch. An admin changes them (with a reason);
 * other roles read them.
 */
export default function GamesPage() {
  const { t } = useTranslation();
  const canEdit = useCan('admin');
  const duration = useDuration();
  const queryClient = useQueryClient();
  const [filters, update] = useUrlFilters(FILTERS);
  const [editing, setEditing] = useState<{ game: LotteryGame; enabled: boolean } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const games = useLotteryGames();
  const rows = useMemo(
    () =>
      games.data?.games.filter(
        (game) =>
          (!filters.family || game.family === filters.family) &&
          (!filters.source || game.source === filters.source) &&
          (!filters.mode || game.prizeMode === filters.mode),
      ),
    [games.data, filters.family, filters.source, filters.mode],
  );

  const columns = useMemo(
    () => [
      column.accessor('code', {
        header: t('lottery.game'),
        cell: (info) => <GameName code={info.getValue()} game={info.row.original} />,
      }),
      column.accessor('family', {
        header: t('lottery.games.family'),
        cell: (info) => t(`lottery.family.${info.getValue()}`),
      }),
      column.accessor('prizeMode', { header: t('lottery.games.prizeMode') }),
      column.accessor('accountType', {
        header: t('lottery.games.accountType'),
        cell: (info) => <span className="mono">{info.getValue()}</span>,
      }),
      column.accessor('source', {
        header: t('lottery.games.source'),
        cell: (info) => <SourceBadge source={info.getValue()} />,
      }),
      column.accessor('intervalSeconds', {
        header: t('lottery.games.schedule'),
        cell: (info) => {
          const seconds = info.getValue();
          return seconds === null
            ? t('lottery.games.daily', { zone: info.row.original.timeZone })
            : t('lottery.games.every', { duration: duration(seconds) });
        },
      }),
      column.accessor('closeSeconds', {
        header: t('lottery.games.closeSeconds'),
        meta: { numeric: true },
        cell: (info) => t('lottery.unit.s', { count: info.getValue() }),
      }),
      column.accessor('series', {
        header: t('lottery.games.series'),
        cell: (info) => info.getValue().join(' · '),
      }),
      column.accessor('keyCap', {
        header: t('lottery.games.keyCap'),
        meta: { numeric: true },
        cell: (info) => amount(info.getValue()),
      }),
      column.accessor('typeCaps', {
        header: t('lottery.games.typeCaps'),
        cell: (info) => {
          const caps = Object.entries(info.getValue());
          if (caps.length === 0) return <span className="muted">{t('lottery.games.noTypeCaps')}</span>;
          return (
            <ul className="lottery-list">
              {caps.map(([type, cap]) => (
                <li key={type}>
                  <span className="mono">{type}</span> {amount(cap)}
                </li>
              ))}
            </ul>
          );
        },
      }),
      column.accessor('playerPeriodMax', {
        header: t('lottery.games.playerPeriodMax'),
        meta: { numeric: true },
        cell: (info) => {
          const limit = info.getValue();
          return limit === null ? <span className="muted">{t('lottery.games.noLimit')}</span> : amount(limit);
        },
      }),
      column.accessor('enabled', {
        header: t('lottery.games.enabled'),
        cell: (info) => {
          const game = info.row.original;
          const label = t(info.getValue() ? 'lottery.games.on' : 'lottery.games.off');
          return canEdit ? (
            <button
              type="button"
              role="switch"
              aria-checked={game.enabled}
              aria-label={t('lottery.games.switchFor', { code: game.code })}
              className={`lottery-switch${game.enabled ? ' lottery-switch--on' : ''}`}
              onClick={() => setEditing({ game, enabled: !game.enabled })}
            >
              <span aria-hidden="true" className="lottery-switch__knob" />
              {label}
            </button>
          ) : (
            <span className={`badge ${game.enabled ? 'badge--ok' : ''}`}>{label}</span>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('common.actions')}</span>,
        cell: (info) =>
          canEdit ? (
            <div className="row-actions">
              <button
                type="button"
                className="btn btn--small"
                aria-label={t('lottery.games.editFor', { code: info.row.original.code })}
                onClick={() => setEditing({ game: info.row.original, enabled: info.row.original.enabled })}
              >
                {t('lottery.games.edit')}
              </button>
            </div>
          ) : null,
      }),
    ],
    [t, canEdit, duration],
  );

  return (
    <>
      <PageHeader title={t('lottery.games.title')} description={t('lottery.games.description')} />
      <div className="stack">
        <Outcome text={outcome} onDismiss={() => setOutcome(null)} />
        <div className="lottery-table">
          <DataTable
            caption={t('lottery.games.title')}
            columns={columns}
            rows={rows}
            loading={games.isFetching}
            error={games.error}
            rowKey={(row) => row.code}
            empty={games.data?.games.length ? t('lottery.games.noMatch') : t('lottery.games.empty')}
            toolbar={
              <>
                <FilterSelect
                  id="games-family"
                  label={t('lottery.games.family')}
                  value={filters.family}
                  options={LOTTERY_FAMILIES.map((value) => ({ value, label: t(`lottery.family.${value}`) }))}
                  onChange={(value) => update({ family: value })}
                />
                <FilterSelect
                  id="games-source"
                  label={t('lottery.games.source')}
                  value={filters.source}
                  options={SOURCES.map((value) => ({ value, label: t(`lottery.source.${value}`) }))}
                  onChange={(value) => update({ source: value })}
                />
                <FilterSelect
                  id="games-mode"
                  label={t('lottery.games.prizeMode')}
                  value={filters.mode}
                  options={PRIZE_MODES.map((value) => ({ value, label: value }))}
                  onChange={(value) => update({ mode: value })}
                />
              </>
            }
          />
        </div>
      </div>
      {editing ? (
        <GameDialog
          game={editing.game}
          enabled={editing.enabled}
          onClose={() => setEditing(null)}
          onDone={async (game) => {
            setOutcome(t('lottery.games.saved', { code: game.code }));
            await queryClient.invalidateQueries({ queryKey: lotteryKeys.all });
          }}
        />
      ) : null}
    </>
  );
}
