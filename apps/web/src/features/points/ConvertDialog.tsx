import { useQueryClient } from '@tanstack/react-query';
import { formatAmount, type convertAnswerSchema } from '@wps/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { POINT_MALL_KEY } from '../../shared/loyalty/pointMallState';
import { refusalText } from '../../shared/loyalty/refusal';
import { amountInText, ltr, useCurrency, type RequestIds } from '../../shared/money/moneyForm';
import { MONEY_KEY } from '../../shared/money/queries';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { TextField } from '../../shared/ui/form/TextField';
import { Modal } from '../../shared/ui/Modal';
import { convertProblem, formatPoints, moneyForPoints, parseWhole, type ConvertProblem } from './pointsLogic';
import { usePointsAction } from './usePointsAction';

type ConvertAnswer = z.infer<typeof convertAnswerSchema>;

interface ConvertContent {
  points: number;
  paymentPassword: string;
}

const PASSWORD_CODES = ['password.wrong', 'payment.password.missing', 'too.many.requests'];

interface ConvertDialogProps {
  /** Points per 1.00 and the fewest that convert (pointConfig). */
  pointsPerUnit: number;
  minConvert: number;
  /** The member's points now. */
  balance: number;
  requestIds: RequestIds;
  onClose: () => void;
  onSetPaymentPassword?: () => void;
}

/**
 * Converting points to money in the main wallet (convertPoints, encrypted, payment password): the
 * rate and the minimum are shown, what the typed points pay is previewed exactly (floored, as the
 * server pays), then accepted with the amount or refused with the reason.
 */
export function ConvertDialog({
  pointsPerUnit,
  minConvert,
  balance,
  requestIds,
  onClose,
  onSetPaymentPassword,
}: ConvertDialogProps) {
  const { t } = useTranslation(['loyalty', 'messages']);
  const currency = useCurrency();
  const queryClient = useQueryClient();
  const [pointsText, setPointsText] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ points?: string; paymentPassword?: string }>({});
  const [refusal, setRefusal] = useState<{ text: string; code: string | null } | null>(null);
  const [done, setDone] = useState<ConvertAnswer | null>(null);
  const convert = usePointsAction({
    requestIds,
    send: (content: ConvertContent, requestId) =>
      callApi(routes.convertPoints, { body: { ...content, requestId } }),
    idOf: ({ points }) => ({ points }),
  });

  const rules = { minConvert, pointsPerUnit, balance, decimals: currency.decimals };
  const typed = parseWhole(pointsText);
  const problem = convertProblem(pointsText, rules);
  const preview = problem || typed === null ? null : moneyForPoints(typed, pointsPerUnit, currency.decimals);
  const problemText = (found: ConvertProblem) =>
    t(`loyalty.convert.problem.${found}`, {
      min: ltr(formatPoints(minConvert)),
      balance: ltr(formatPoints(balance)),
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const found: typeof errors = {};
    if (problem) found.points = problemText(problem);
    if (!password) found.paymentPassword = t('loyalty.points.passwordRequired');
    setErrors(found);
    if (Object.keys(found).length > 0 || typed === null) return;

    const result = await convert.submit({ points: typed, paymentPassword: password });
    if (!result) return;
    void queryClient.invalidateQueries({ queryKey: POINT_MALL_KEY });
    setPassword('');
    if (result.ok) {
      void queryClient.invalidateQueries({ queryKey: MONEY_KEY });
      setDone(result.answer);
      return;
    }
    const code = isApiError(result.error) ? result.error.code : null;
    const text = refusalText(t, result.error);
    if (code && PASSWORD_CODES.includes(code)) setErrors({ paymentPassword: text });
    setRefusal({ text, code });
  };

  return (
    <Modal
      open
      title={t('loyalty.convert.title')}
      onClose={onClose}
      width={480}
      className="points-dialog"
      footer={
        done ? (
          <button type="button" className="btn btn--primary" onClick={onClose}>
            {t('loyalty.done')}
          </button>
        ) : null
      }
    >
      <dl className="points-total points-total--rules">
        <dt>{t('loyalty.convert.rate')}</dt>
        <dd data-testid="convert-rate">
          {t('loyalty.convert.rateValue', {
            points: ltr(formatPoints(pointsPerUnit)),
            amount: amountInText('1', currency),
          })}
        </dd>
        <dt>{t('loyalty.convert.minimum')}</dt>
        <dd data-testid="convert-minimum">
          {t('loyalty.points.pointsCount', { points: ltr(formatPoints(minConvert)) })}
        </dd>
        <dt>{t('loyalty.convert.available')}</dt>
        <dd>{t('loyalty.points.pointsCount', { points: ltr(formatPoints(balance)) })}</dd>
      </dl>
      {done ? (
        <FormAlert tone="success">
          {t('loyalty.convert.done', {
            points: ltr(formatPoints(done.points)),
            amount: amountInText(done.amount, currency),
            balance: ltr(formatPoints(done.balance)),
          })}
        </FormAlert>
      ) : (
        <form className="points-form" noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label={t('loyalty.convert.points')}
            inputMode="numeric"
            autoComplete="off"
            value={pointsText}
            onChange={(event) => {
              setPointsText(event.target.value);
              setErrors((current) => ({ ...current, points: undefined }));
            }}
            error={pointsText.trim() && problem ? problemText(problem) : errors.points}
            hint={t('loyalty.convert.hint', { min: ltr(formatPoints(minConvert)) })}
            end={
              <button
                type="button"
                className="field__adornment-btn points-all"
                onClick={() => setPointsText(String(Math.max(0, balance)))}
              >
                {t('loyalty.convert.all')}
              </button>
            }
          />
          <dl className="points-total" aria-live="polite">
            <dt>{t('loyalty.convert.receive')}</dt>
            <dd className="points-ltr points-total__amount" data-testid="convert-preview">
              {preview === null ? '—' : formatAmount(preview, currency)}
            </dd>
          </dl>
          <TextField
            label={t('loyalty.paymentPassword')}
            type="password"
            autoComplete="off"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors((current) => ({ ...current, paymentPassword: undefined }));
            }}
            error={errors.paymentPassword}
          />
          {refusal && !PASSWORD_CODES.includes(refusal.code ?? '') && <FormAlert>{refusal.text}</FormAlert>}
          {refusal?.code === 'payment.password.missing' && onSetPaymentPassword && (
            <button type="button" className="btn btn--secondary btn--sm" onClick={onSetPaymentPassword}>
              {t('loyalty.setPaymentPassword')}
            </button>
          )}
          <div className="points-form__buttons">
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button
              type="submit"
              className="btn btn--primary"
              disabled={convert.pending}
              aria-busy={convert.pending || undefined}
            >
              {convert.pending ? t('loyalty.sending') : t('loyalty.convert.submit')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
