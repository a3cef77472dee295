import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { amount } from '../../shared/format';
import type { LotteryDraw, LotteryGame } from './lotteryApi';
import { Copyable, GameName, PeriodStatusBadge, When } from './parts';
import { resultSourceOf } from './rules';
import { sheetOf } from './sheets';

const column = createColumnHelper<LotteryDraw>();

/** What a row offers: entering the official result (editor+), cancelling the period (admin). */
export interface DrawActions {
  canEnter: boolean;
  canCancel: boolean;
  onEnter: (draw: LotteryDraw, game: LotteryGame) => void;
  onCancel: (draw: LotteryDraw) => void;
}

/** Closed, no result yet: an external game's period waits for its entries. */
export const isWaiting = (draw: LotteryDraw) => draw.status === 'closed' && draw.numbers === null;

/** A period may be cancelled until it has a result. */
export const isCancellable = (draw: LotteryDraw) =>
  (draw.status === 'upcoming' || draw.status === 'open' || draw.status === 'closed') && draw.numbers === null;

/** The draws table's columns. */
export function useDrawColumns(games: Map<string, LotteryGame>, actions: DrawActions) {
  const { t } = useTranslation();
  const { canEnter, canCancel, onEnter, onCancel } = actions;
  return useMemo(
    () => [
      column.accessor('gameCode', {
        header: t('lottery.game'),
        cell: (info) => <GameName code={info.getValue()} game={games.get(info.getValue())} />,
      }),
      column.accessor('number', {
        header: t('lottery.period'),
        cell: (info) => <span className="mono">{info.getValue()}</span>,
      }),
      column.display({
        id: 'times',
        header: t('lottery.draws.times'),
        cell: (info) => (
          <dl className="lottery-times">
            <dt>{t('lottery.draws.opens')}</dt>
            <dd>
              <When value={info.row.original.opensAt} />
            </dd>
            <dt>{t('lottery.draws.closes')}</dt>
            <dd>
              <When value={info.row.original.closesAt} />
            </dd>
            <dt>{t('lottery.draws.draw')}</dt>
            <dd>
              <When value={info.row.original.drawAt} />
            </dd>
          </dl>
        ),
      }),
      column.accessor('status', {
        header: t('common.status'),
        cell: (info) => (
          <span className="lottery-stack">
            <PeriodStatusBadge status={info.getValue()} />
            {isWaiting(info.row.original) ? (
              <span className="muted">{t('lottery.draws.waitingResult')}</span>
            ) : null}
            {info.row.original.cancelledBy ? (
              <span className="muted">
                {t('lottery.draws.cancelledBy', { name: info.row.original.cancelledBy })}
              </span>
            ) : null}
          </span>
        ),
      }),
      column.accessor('seedHash', {
        header: t('lottery.draws.seedHash'),
        cell: (info) => (
          <Copyable
            text={info.getValue()}
            label={t('lottery.draws.seedHashOf', { number: info.row.original.number })}
          />
        ),
      }),
      column.accessor('seed', {
        header: t('lottery.draws.seed'),
        cell: (info) =>
          info.getValue() === null && info.row.original.seedHash ? (
            <span className="muted">{t('lottery.draws.seedHidden')}</span>
          ) : (
            <Copyable
              text={info.getValue()}
              label={t('lottery.draws.seedOf', { number: info.row.original.number })}
            />
          ),
      }),
      column.accessor('numbers', {
        header: t('lottery.draws.result'),
        cell: (info) => {
          const { numbers, prizes } = info.row.original;
          if (!numbers) return <span className="muted">—</span>;
          const rows = prizes ? Object.entries(prizes) : [];
          if (rows.length === 0) return <span className="mono lottery-numbers">{numbers.join(' ')}</span>;
          return (
            <details className="lottery-prizes">
              <summary className="mono">{rows[0]![1].join(' ')}</summary>
              <dl>
                {rows.map(([name, values]) => (
                  <div key={name}>
                    <dt>{t(`lottery.prize.${name}`, { defaultValue: name })}</dt>
                    <dd className="mono">{values.join(' ')}</dd>
                  </div>
                ))}
              </dl>
            </details>
          );
        },
      }),
      column.accessor('resultSource', {
        header: t('lottery.draws.resultSource'),
        cell: (info) => {
          const source = resultSourceOf(info.getValue());
          if (!source) return <span className="muted">—</span>;
          if (source.kind === 'house') return t('lottery.draws.sourceHouse');
          if (source.kind === 'operators')
            return t('lottery.draws.sourceOperators', { names: source.names.join(', ') });
          return source.text;
        },
      }),
      column.accessor('orders', { header: t('lottery.draws.orders'), meta: { numeric: true } }),
      column.accessor('stake', {
        header: t('lottery.draws.stake'),
        meta: { numeric: true },
        cell: (info) => amount(info.getValue()),
      }),
      column.accessor('payout', {
        header: t('lottery.draws.payout'),
        meta: { numeric: true },
        cell: (info) => amount(info.getValue()),
      }),
      column.accessor('entries', {
        header: t('lottery.draws.entries'),
        cell: (info) =>
          info.getValue().length === 0 ? (
            <span className="muted">—</span>
          ) : (
            <ul className="lottery-list">
              {info.getValue().map((entry) => (
                <li key={entry.operator}>
                  {entry.operator}{' '}
                  <span className={`badge ${entry.matches ? 'badge--ok' : 'badge--danger'}`}>
                    {t(entry.matches ? 'lottery.draws.matches' : 'lottery.draws.differs')}
                  </span>
                </li>
              ))}
            </ul>
          ),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('common.actions')}</span>,
        cell: (info) => {
          const draw = info.row.original;
          const game = games.get(draw.gameCode);
          const enter = canEnter && game?.source === 'external' && isWaiting(draw) && sheetOf(game) !== null;
          const cancel = canCancel && isCancellable(draw);
          if (!enter && !cancel) return null;
          return (
            <div className="row-actions">
              {enter ? (
                <button
                  type="button"
                  className="btn btn--small btn--primary"
                  aria-label={t('lottery.result.buttonFor', { code: draw.gameCode, number: draw.number })}
                  onClick={() => onEnter(draw, game)}
                >
                  {t('lottery.result.button')}
                </button>
              ) : null}
              {cancel ? (
                <button
                  type="button"
                  className="btn btn--small"
                  aria-label={t('lottery.cancel.buttonFor', { code: draw.gameCode, number: draw.number })}
                  onClick={() => onCancel(draw)}
                >
                  {t('lottery.cancel.button')}
                </button>
              ) : null}
            </div>
          );
        },
      }),
    ],
    [t, games, canEnter, canCancel, onEnter, onCancel],
  );
}
