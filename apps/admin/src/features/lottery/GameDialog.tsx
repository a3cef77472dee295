import { routes } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { FormField } from '../../shared/ui/FormField';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import { checkGameForm, gameFormOf, type GameForm, type GameFormProblem } from './gameForm';
import type { LotteryGame } from './lotteryApi';

/**
 * An admin changes a game: its switch, close seconds, the cap on one key's payout in a period (and
 * per bet type over it), and the most one member may stake on a period. Sent with the reason; the
 * server's refusal shows in place.
 */
export function GameDialog({
  game,
  enabled,
  onDone,
  onClose,
}: {
  game: LotteryGame;
  /** The switch as the dialog starts (flipped when opened from the table's switch). */
  enabled: boolean;
  onDone: (game: LotteryGame) => Promise<void> | void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<GameForm>(() => ({ ...gameFormOf(game), enabled }));
  const [tried, setTried] = useState(false);
  const { problems } = checkGameForm(form, game.betTypes);
  const problem = (field: string) => {
    const found: GameFormProblem | undefined = tried ? problems[field] : undefined;
    return found ? t(`lottery.games.rule.${found}`) : undefined;
  };
  const change = (changes: Partial<GameForm>) => setForm((current) => ({ ...current, ...changes }));
  const changeCap = (index: number, changes: Partial<GameForm['typeCaps'][number]>) =>
    change({
      typeCaps: form.typeCaps.map((entry, at) => (at === index ? { ...entry, ...changes } : entry)),
    });
  const unused = game.betTypes.filter((type) => !form.typeCaps.some((entry) => entry.type === type));

  const save = async (reason: string) => {
    const { settings } = checkGameForm(form, game.betTypes);
    if (!settings) {
      setTried(true);
      throw new Error(t('lottery.games.form.fix'));
    }
    const saved = await callApi(routes.operatorSaveLotteryGame, {
      params: { code: game.code },
      body: { ...settings, reason },
    });
    await onDone(saved);
  };

  return (
    <ReasonDialog
      open
      title={t('lottery.games.form.title', { code: game.code })}
      confirmLabel={t('common.save')}
      onClose={onClose}
      onConfirm={save}
    >
      <label className="check">
        <input
          type="checkbox"
          checked={form.enabled}
          onChange={(event) => change({ enabled: event.target.checked })}
        />
        {t('lottery.games.form.enabled')}
      </label>
      <div className="form-grid lottery-form-grid">
        <FormField
          label={t('lottery.games.closeSeconds')}
          hint={t('lottery.games.form.closeSecondsHint')}
          error={problem('closeSeconds')}
        >
          {(control) => (
            <input
              className="input"
              inputMode="numeric"
              value={form.closeSeconds}
              onChange={(event) => change({ closeSeconds: event.target.value })}
              {...control}
            />
          )}
        </FormField>
        <FormField
          label={t('lottery.games.keyCap')}
          hint={t('lottery.games.form.keyCapHint')}
          error={problem('keyCap')}
        >
          {(control) => (
            <input
              className="input"
              inputMode="decimal"
              value={form.keyCap}
              onChange={(event) => change({ keyCap: event.target.value })}
              {...control}
            />
          )}
        </FormField>
      </div>
      <fieldset className="lottery-fieldset">
        <legend>{t('lottery.games.typeCaps')}</legend>
        <p className="field__hint lottery-flat">{t('lottery.games.form.typeCapsHint')}</p>
        {form.typeCaps.map((entry, index) => (
          <div key={index} className="lottery-cap-row">
            <FormField
              label={t('lottery.games.form.betType', { n: index + 1 })}
              error={problem(`typeCaps.${index}.type`)}
            >
              {(control) => (
                <select
                  className="input"
                  value={entry.type}
                  onChange={(event) => changeCap(index, { type: event.target.value })}
                  {...control}
                >
                  <option value="">{t('lottery.games.form.chooseType')}</option>
                  {game.betTypes.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              label={t('lottery.games.form.cap', { n: index + 1 })}
              error={problem(`typeCaps.${index}.cap`)}
            >
              {(control) => (
                <input
                  className="input"
                  inputMode="decimal"
                  value={entry.cap}
                  onChange={(event) => changeCap(index, { cap: event.target.value })}
                  {...control}
                />
              )}
            </FormField>
            <button
              type="button"
              className="btn btn--small"
              onClick={() => change({ typeCaps: form.typeCaps.filter((_, at) => at !== index) })}
            >
              {t('lottery.games.form.removeCap', { n: index + 1 })}
            </button>
          </div>
        ))}
        {unused.length ? (
          <button
            type="button"
            className="btn btn--small lottery-add"
            onClick={() => change({ typeCaps: [...form.typeCaps, { type: unused[0]!, cap: form.keyCap }] })}
          >
            {t('lottery.games.form.addCap')}
          </button>
        ) : null}
      </fieldset>
      <fieldset className="lottery-fieldset">
        <legend>{t('lottery.games.playerPeriodMax')}</legend>
        <label className="check">
          <input
            type="checkbox"
            checked={!form.limited}
            onChange={(event) => change({ limited: !event.target.checked })}
          />
          {t('lottery.games.form.noLimit')}
        </label>
        {form.limited ? (
          <FormField
            label={t('lottery.games.form.limit')}
            hint={t('lottery.games.form.limitHint')}
            error={problem('playerPeriodMax')}
          >
            {(control) => (
              <input
                className="input"
                inputMode="decimal"
                value={form.playerPeriodMax}
                onChange={(event) => change({ playerPeriodMax: event.target.value })}
                {...control}
              />
            )}
          </FormField>
        ) : null}
      </fieldset>
    </ReasonDialog>
  );
}
