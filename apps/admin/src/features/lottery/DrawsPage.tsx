import { routes } from '@wps/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { amount } from '../../shared/format';
import { textFor } from '../../shared/localized';
import { useUrlFilters } from '../../shared/searchParams';
import { useCan } from '../../shared/session/operator';
import { DataTable } from '../../shared/ui/DataTable';
import { FilterSelect } from '../../shared/ui/Filters';
import { PageHeader } from '../../shared/ui/PageHeader';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import { useDrawColumns } from './drawColumns';
import {
  DRAWS_PAGE_SIZE,
  lotteryKeys,
  useLotteryGames,
  type LotteryDraw,
  type LotteryGame,
  type ResultAnswer,
} from './lotteryApi';
import { Outcome } from './parts';
import { ResultDialog } from './ResultDialog';
import './lottery.css';

const FILTERS = ['game', 'state', 'page'] as const;
const STATES = ['waiting', 'drawn', 'cancelled'] as const;
type DrawState = (typeof STATES)[number];

const RESULT_TONE: Record<ResultAnswer['state'], 'ok' | 'warn'> = {
  waiting: 'ok',
  mismatch: 'warn',
  applied: 'ok',
};

/**
 * The periods of every game, newest first: times, seeds published and revealed, results and where
 * they came from, orders and amounts, and the operators' result entries. An editor enters an
 * external game's official result (two operators must agree); an admin cancels a period that has no
 * result (every order void and refunded).
 */
export default function DrawsPage() {
  const { t, i18n } = useTranslation();
  const canEnter = useCan('editor');
  const canCancel = useCan('admin');
  const queryClient = useQueryClient();
  const [filters, update] = useUrlFilters(FILTERS);
  const [entering, setEntering] = useState<{ draw: LotteryDraw; game: LotteryGame } | null>(null);
  const [cancelling, setCancelling] = useState<LotteryDraw | null>(null);
  const [outcome, setOutcome] = useState<{ text: string; tone: 'ok' | 'warn' } | null>(null);
  const games = useLotteryGames();
  const byCode = useMemo(
    () => new Map((games.data?.games ?? []).map((game) => [game.code, game])),
    [games.data],
  );
  const pageNo = Math.max(1, Number.parseInt(filters.page, 10) || 1);
  const state: DrawState | 'all' = (STATES as readonly string[]).includes(filters.state)
    ? (filters.state as DrawState)
    : 'all';
  const query = { gameCode: filters.game || undefined, state, page: pageNo, size: DRAWS_PAGE_SIZE };
  const list = useQuery({
    queryKey: [...lotteryKeys.draws, query],
    queryFn: ({ signal }) => callApi(routes.operatorLotteryDraws, { query, signal }),
    placeholderData: keepPreviousData,
  });

  const onEnter = useCallback((draw: LotteryDraw, game: LotteryGame) => setEntering({ draw, game }), []);
  const onCancel = useCallback((draw: LotteryDraw) => setCancelling(draw), []);
  const columns = useDrawColumns(byCode, { canEnter, canCancel, onEnter, onCancel });
  const refresh = () => queryClient.invalidateQueries({ queryKey: lotteryKeys.all });
  const nameOf = (code: string) => {
    const game = byCode.get(code);
    return game ? textFor(game.name, i18n.language) : code;
  };

  return (
    <>
      <PageHeader title={t('lottery.draws.title')} description={t('lottery.draws.description')} />
      <div className="stack">
        <p className="note">{t('lottery.draws.makerChecker')}</p>
        <Outcome text={outcome?.text ?? null} tone={outcome?.tone} onDismiss={() => setOutcome(null)} />
        <div className="lottery-table">
          <DataTable
            caption={t('lottery.draws.title')}
            columns={columns}
            rows={list.data?.list}
            loading={list.isFetching}
            error={list.error}
            rowKey={(row) => `${row.gameCode}:${row.number}`}
            empty={t('lottery.draws.empty')}
            paging={{
              kind: 'offset',
              pageNo,
              pages: list.data?.totalPages ?? 1,
              total: list.data?.total,
              onPage: (page) => update({ page: String(page) }),
            }}
            toolbar={
              <>
                <FilterSelect
                  id="draws-game"
                  label={t('lottery.game')}
                  value={filters.game}
                  options={(games.data?.games ?? []).map((game) => ({
                    value: game.code,
                    label: `${textFor(game.name, i18n.language)} (${game.code})`,
                  }))}
                  onChange={(value) => update({ game: value, page: '' })}
                />
                <FilterSelect
                  id="draws-state"
                  label={t('lottery.draws.state')}
                  value={state === 'all' ? '' : state}
                  options={STATES.map((value) => ({ value, label: t(`lottery.draws.states.${value}`) }))}
                  onChange={(value) => update({ state: value, page: '' })}
                />
              </>
            }
          />
        </div>
      </div>
      {entering ? (
        <ResultDialog
          draw={entering.draw}
          game={entering.game}
          onClose={() => setEntering(null)}
          onDone={async (answer) => {
            setOutcome({
              text: t(`lottery.result.answer.${answer.state}`, {
                number: entering.draw.number,
                entries: answer.entries,
              }),
              tone: RESULT_TONE[answer.state],
            });
            await refresh();
          }}
        />
      ) : null}
      {cancelling ? (
        <ReasonDialog
          open
          danger
          title={t('lottery.cancel.title', { game: nameOf(cancelling.gameCode), number: cancelling.number })}
          confirmLabel={t('lottery.cancel.confirm')}
          onClose={() => setCancelling(null)}
          onConfirm={async (reason) => {
            const answer = await callApi(routes.operatorCancelLotteryPeriod, {
              params: { code: cancelling.gameCode, number: cancelling.number },
              body: { reason },
            });
            setOutcome({
              text: t('lottery.cancel.done', {
                game: nameOf(cancelling.gameCode),
                number: cancelling.number,
                count: answer.voided,
              }),
              tone: 'ok',
            });
            await refresh();
          }}
        >
          <p>
            {t('lottery.cancel.explain', {
              count: cancelling.orders,
              stake: amount(cancelling.stake),
            })}
          </p>
        </ReasonDialog>
      ) : null}
    </>
  );
}
