import type { Contract, ContractKind, ContractTier } from '@wps/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { amountInText, ltr, useCurrency } from '../../shared/money/moneyForm';
import { rateText } from './format';

/** Who pays a contract: the platform, or the upline agent by name. */
export function payerText(t: TFunction, contract: Pick<Contract, 'payer'>): string {
  return contract.payer.type === 'platform' || !contract.payer.member
    ? t('payer.platform', { ns: 'agents' })
    : contract.payer.member.username;
}

const END_REASONS = ['agreed', 'operator', 'superseded', 'chain'] as const;

/** Why a contract ended, in words (an unknown reason as the server wrote it). */
export function endReasonText(t: TFunction, reason: string): string {
  return (END_REASONS as readonly string[]).includes(reason)
    ? t(`endReason.${reason}`, { ns: 'agents' })
    : reason;
}

/** "Daily wages", "Hourly salary", … */
export function kindLabel(t: TFunction, kind: ContractKind): string {
  return t(`kind.${kind}`, { ns: 'agents' });
}

/** The conditions a tier sets, each as a short sentence; "no condition" when it sets none. */
export function useTierConditions() {
  const { t } = useTranslation('agents');
  const currency = useCurrency();
  const money = (value: string) => amountInText(value, currency);
  const percent = (value: string) => ltr(rateText(value));
  return (tier: ContractTier): string[] => {
    const parts: string[] = [];
    if (tier.minValidBet !== null) parts.push(t('tier.minValidBet', { amount: money(tier.minValidBet) }));
    if (tier.minProfitLoss !== null)
      parts.push(t('tier.minProfitLoss', { amount: money(tier.minProfitLoss) }));
    if (tier.minActiveMembers !== null)
      parts.push(t('tier.minActiveMembers', { count: tier.minActiveMembers }));
    if (tier.minSingleBet !== null) parts.push(t('tier.minSingleBet', { amount: money(tier.minSingleBet) }));
    if (tier.minLossRate !== null) parts.push(t('tier.minLossRate', { rate: percent(tier.minLossRate) }));
    if (tier.maxWinRate !== null) parts.push(t('tier.maxWinRate', { rate: percent(tier.maxWinRate) }));
    return parts.length > 0 ? parts : [t('tier.none')];
  };
}
