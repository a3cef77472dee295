import { routes } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { textFor } from '../../shared/localized';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import type { LotteryDraw, LotteryGame, ResultAnswer } from './lotteryApi';
import { checkSheet, emptyCells, pasteInto, sheetOf, type SheetCells } from './sheets';

/**
 * An operator enters an external game's official result sheet for a closed period, row by row, each
 * number with its row's digits. The result applies only once a second operator enters the same sheet
 * (maker-checker); the answer says which of that happened.
 */
export function ResultDialog({
  draw,
  game,
  onDone,
  onClose,
}: {
  draw: LotteryDraw;
  game: LotteryGame;
  onDone: (answer: ResultAnswer) => Promise<void> | void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const sheet = sheetOf(game) ?? [];
  const [cells, setCells] = useState<SheetCells>(() => emptyCells(sheet));
  const [tried, setTried] = useState(false);
  const { problems } = checkSheet(sheet, cells);

  const setCell = (name: string, index: number, value: string) =>
    setCells((current) => ({
      ...current,
      [name]: (current[name] ?? []).map((cell, at) => (at === index ? value : cell)),
    }));

  const send = async (reason: string) => {
    const { prizes } = checkSheet(sheet, cells);
    if (!prizes) {
      setTried(true);
      throw new Error(t('lottery.result.fix'));
    }
    const answer = await callApi(routes.operatorEnterLotteryResult, {
      params: { code: draw.gameCode, number: draw.number },
      body: { prizes, reason },
    });
    await onDone(answer);
  };

  return (
    <ReasonDialog
      open
      title={t('lottery.result.title', { game: textFor(game.name, i18n.language), number: draw.number })}
      confirmLabel={t('lottery.result.confirm')}
      onClose={onClose}
      onConfirm={send}
    >
      <p className="note">{t('lottery.result.makerChecker')}</p>
      <p className="field__hint lottery-flat">
        {game.region ? t(`lottery.result.sheet.${game.region}`) : null} {t('lottery.result.pasteHint')}
      </p>
      <div className="lottery-sheet" role="group" aria-label={t('lottery.result.sheetLabel')}>
        {sheet.map((prize) => {
          const rowProblem = Array.from(
            { length: prize.count },
            (_, index) => problems[`${prize.name}.${index}`],
          ).some(Boolean);
          const label = t(`lottery.prize.${prize.name}`, { defaultValue: prize.name });
          return (
            <fieldset key={prize.name} className="lottery-sheet__row">
              <legend>
                {label}{' '}
                <span className="muted">
                  {t('lottery.result.rowShape', { count: prize.count, digits: prize.digits })}
                </span>
              </legend>
              <div className="lottery-sheet__cells">
                {(cells[prize.name] ?? []).map((value, index) => {
                  const invalid = tried && problems[`${prize.name}.${index}`] !== undefined;
                  return (
                    <input
                      key={index}
                      className="input mono lottery-sheet__cell"
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={prize.digits + 2}
                      size={prize.digits + 1}
                      aria-label={t('lottery.result.cell', {
                        prize: label,
                        n: index + 1,
                        count: prize.count,
                      })}
                      aria-invalid={invalid ? true : undefined}
                      value={value}
                      onChange={(event) => setCell(prize.name, index, event.target.value)}
                      onPaste={(event) => {
                        const next = pasteInto(
                          sheet,
                          cells,
                          { name: prize.name, index },
                          event.clipboardData.getData('text'),
                        );
                        if (next) {
                          event.preventDefault();
                          setCells(next);
                        }
                      }}
                    />
                  );
                })}
              </div>
              {tried && rowProblem ? (
                <span className="field__error">
                  {t('lottery.result.rowRule', { digits: prize.digits, prize: label })}
                </span>
              ) : null}
            </fieldset>
          );
        })}
      </div>
    </ReasonDialog>
  );
}
