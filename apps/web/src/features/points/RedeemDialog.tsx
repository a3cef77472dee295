import { useQueryClient } from '@tanstack/react-query';
import { formatAmount, type pointRewardSchema, type redemptionSchema } from '@wps/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { POINT_MALL_KEY } from '../../shared/loyalty/pointMallState';
import { refusalText } from '../../shared/loyalty/refusal';
import { ltr, useCurrency, type RequestIds } from '../../shared/money/moneyForm';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { TextField } from '../../shared/ui/form/TextField';
import { Modal } from '../../shared/ui/Modal';
import {
  ADDRESS_MAX,
  cashTotal,
  formatPoints,
  maxQuantity,
  parseWhole,
  quantityProblem,
  stepQuantity,
  totalPoints,
} from './pointsLogic';
import { RewardImage } from './RewardImage';
import { usePointsAction } from './usePointsAction';

type PointReward = z.infer<typeof pointRewardSchema>;
type Redemption = z.infer<typeof redemptionSchema>;

interface RedeemContent {
  rewardId: number;
  quantity: number;
  address: string | null;
  paymentPassword: string;
}

type Field = 'quantity' | 'address' | 'paymentPassword';

/** Refusals that concern one field, shown under it. */
const FIELD_OF: Partial<Record<string, Field>> = {
  'password.wrong': 'paymentPassword',
  'payment.password.missing': 'paymentPassword',
  'too.many.requests': 'paymentPassword',
  'points.address.required': 'address',
};

interface RedeemDialogProps {
  reward: PointReward;
  /** The member's points now. */
  balance: number;
  requestIds: RequestIds;
  onClose: () => void;
  onShowHistory: () => void;
  /** Opens the security centre (to set a payment password). */
  onSetPaymentPassword?: () => void;
}

/**
 * Redeeming a reward (redeemPointReward, encrypted, payment password): a quantity from 1 to what the
 * stock and the member's points allow (99 at most), a receiving address for goods, the total in
 * points; then accepted (in progress until an operator decides) or refused with the reason.
 */
export function RedeemDialog({
  reward,
  balance,
  requestIds,
  onClose,
  onShowHistory,
  onSetPaymentPassword,
}: RedeemDialogProps) {
  const { t } = useTranslation(['loyalty', 'messages']);
  const currency = useCurrency();
  const queryClient = useQueryClient();
  const id = useId();
  const [quantityText, setQuantityText] = useState('1');
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<{ text: string; code: string | null } | null>(null);
  const [done, setDone] = useState<Redemption | null>(null);
  const redeem = usePointsAction({
    requestIds,
    send: (content: RedeemContent, requestId) =>
      callApi(routes.redeemPointReward, {
        body: {
          rewardId: content.rewardId,
          quantity: content.quantity,
          ...(content.address !== null ? { address: content.address } : {}),
          paymentPassword: content.paymentPassword,
          requestId,
        },
      }),
    // The same reward, quantity and address sent again after an unknown outcome is the same
    // redemption, even with the password typed again.
    idOf: ({ rewardId, quantity, address: to }) => ({ rewardId, quantity, address: to }),
  });

  const max = maxQuantity(reward, balance);
  const quantity = parseWhole(quantityText) ?? 0;
  const problem = quantityProblem(quantityText, reward, balance);
  const total = totalPoints(reward.points, quantity);

  const quantityError = (found: NonNullable<typeof problem>) =>
    t(`loyalty.points.quantity.${found}`, { max: String(Math.max(1, max)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (redeem.pending) return;
    setRefusal(null);
    const found: Partial<Record<Field, string>> = {};
    if (problem) found.quantity = quantityError(problem);
    const to = address.trim();
    if (reward.needsAddress && !to) found.address = t('loyalty.points.addressRequired');
    else if (to.length > ADDRESS_MAX)
      found.address = t('loyalty.points.addressTooLong', { max: String(ADDRESS_MAX) });
    if (!password) found.paymentPassword = t('loyalty.points.passwordRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    const result = await redeem.submit({
      rewardId: reward.id,
      quantity,
      address: reward.needsAddress ? to : null,
      paymentPassword: password,
    });
    if (!result) return;
    // Done or refused, the points and the stock may have moved: read them again.
    void queryClient.invalidateQueries({ queryKey: POINT_MALL_KEY });
    setPassword('');
    if (result.ok) {
      setDone(result.answer);
      return;
    }
    const code = isApiError(result.error) ? result.error.code : null;
    const field = code ? FIELD_OF[code] : undefined;
    const text = refusalText(t, result.error);
    if (field) setErrors({ [field]: text });
    setRefusal({ text, code });
  };

  const cash = reward.kind === 'cash' && reward.cash !== null;
  const footer = done ? (
    <>
      <button type="button" className="btn btn--secondary" onClick={onShowHistory}>
        {t('loyalty.points.viewHistory')}
      </button>
      <button type="button" className="btn btn--primary" onClick={onClose}>
        {t('loyalty.done')}
      </button>
    </>
  ) : null;

  return (
    <Modal
      open
      title={t('loyalty.points.redeemTitle')}
      onClose={onClose}
      width={520}
      className="points-dialog"
      footer={footer}
    >
      <div className="points-dialog__reward">
        <RewardImage reward={reward} size="small" />
        <div className="points-dialog__what">
          <strong className="points-dialog__name">{reward.name}</strong>
          <span className="points-muted">
            {t('loyalty.points.priceEach', { points: ltr(formatPoints(reward.points)) })}
          </span>
          <span className="points-muted">
            {t('loyalty.points.stockLeft', { stock: String(reward.stock) })}
          </span>
        </div>
      </div>
      {done ? (
        <FormAlert tone="success">
          {t('loyalty.points.redeemed', {
            quantity: String(done.quantity),
            name: done.rewardName || reward.name,
            points: ltr(formatPoints(done.points)),
          })}
        </FormAlert>
      ) : (
        <form className="points-form" noValidate onSubmit={(event) => void submit(event)}>
          <p className="points-muted">
            {t('loyalty.points.youHave', { points: ltr(formatPoints(balance)) })}
          </p>
          <div className={`field${errors.quantity || problem ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={`${id}-quantity`}>
              {t('loyalty.points.quantityLabel')}
            </label>
            <div className="points-qty">
              <button
                type="button"
                className="btn btn--secondary points-qty__step"
                aria-label={t('loyalty.points.less')}
                disabled={quantity <= 1}
                onClick={() => setQuantityText(String(stepQuantity(quantity, -1, max)))}
              >
                −
              </button>
              <input
                id={`${id}-quantity`}
                className="field__input points-qty__input"
                inputMode="numeric"
                autoComplete="off"
                value={quantityText}
                onChange={(event) => setQuantityText(event.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={`${id}-quantity-message`}
              />
              <button
                type="button"
                className="btn btn--secondary points-qty__step"
                aria-label={t('loyalty.points.more')}
                disabled={quantity >= max}
                onClick={() => setQuantityText(String(stepQuantity(quantity, 1, max)))}
              >
                +
              </button>
            </div>
            <p id={`${id}-quantity-message`} className={problem ? 'field__error' : 'field__hint'}>
              {problem
                ? quantityError(problem)
                : t('loyalty.points.quantityHint', { max: String(Math.max(1, max)) })}
            </p>
          </div>
          <dl className="points-total" aria-live="polite">
            <dt>{t('loyalty.points.total')}</dt>
            <dd data-testid="redeem-total">
              {t('loyalty.points.pointsCount', { points: ltr(formatPoints(problem ? 0 : total)) })}
            </dd>
            {cash && (
              <>
                <dt>{t('loyalty.points.cashWorth')}</dt>
                <dd className="points-ltr">
                  {formatAmount(
                    cashTotal(reward.cash ?? '0', problem ? 0 : quantity, currency.decimals),
                    currency,
                  )}
                </dd>
              </>
            )}
          </dl>
          {reward.needsAddress && (
            <div className={`field${errors.address ? ' field--invalid' : ''}`}>
              <label className="field__label" htmlFor={`${id}-address`}>
                {t('loyalty.points.address')}
              </label>
              <textarea
                id={`${id}-address`}
                className="points-address"
                rows={3}
                value={address}
                onChange={(event) => {
                  setAddress(event.target.value);
                  setErrors((current) => ({ ...current, address: undefined }));
                }}
                aria-invalid={errors.address ? true : undefined}
                aria-describedby={`${id}-address-message`}
                autoComplete="street-address"
              />
              <p id={`${id}-address-message`} className={errors.address ? 'field__error' : 'field__hint'}>
                {errors.address ?? t('loyalty.points.addressHint')}
              </p>
            </div>
          )}
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
          {refusal && !FIELD_OF[refusal.code ?? ''] && <FormAlert>{refusal.text}</FormAlert>}
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
              disabled={redeem.pending}
              aria-busy={redeem.pending || undefined}
            >
              {redeem.pending
                ? t('loyalty.sending')
                : problem
                  ? t('loyalty.points.redeem')
                  : t('loyalty.points.redeemFor', { points: ltr(formatPoints(total)) })}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
