import { useQuery } from '@tanstack/react-query';
import { isPositiveAmount, type RaffleDraw } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { amountInText, useCurrency } from '../../../shared/money/moneyForm';
import { mainWalletBalance, walletBalanceQuery } from '../../../shared/money/queries';
import { useSessionToken } from '../../../shared/storage/useSessionToken';
import { FormAlert } from '../../../shared/ui/form/FormAlert';

/** What a draw gave, and the main wallet's balance read again after it. */
export function DrawResult({ draw }: { draw: RaffleDraw }) {
  const { t } = useTranslation('promotions');
  const currency = useCurrency();
  const token = useSessionToken();
  const balance = useQuery(walletBalanceQuery(token));
  const won = isPositiveAmount(draw.amount);
  return (
    <div className="raffle-result" data-testid="raffle-result">
      <FormAlert tone={won ? 'success' : 'info'}>
        {won
          ? t('promo.raffle.won', { amount: amountInText(draw.amount, currency) })
          : t('promo.raffle.noPrize')}
      </FormAlert>
      <p className="money-muted raffle-result__balance" data-testid="raffle-balance">
        {balance.data && !balance.isFetching
          ? t('promo.raffle.balance', { amount: amountInText(mainWalletBalance(balance.data), currency) })
          : t('promo.raffle.balanceLoading')}
      </p>
    </div>
  );
}
