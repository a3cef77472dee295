import { useQuery } from '@tanstack/react-query';
import { formatAmount } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { Icon } from '../../shared/ui/Icon';
import { setBalanceHidden, useBalanceHidden } from './balanceVisibility';
import { walletBalanceQuery } from './queries';
import { useAskedRefresh } from '../../shared/money/useAskedRefresh';
import './balance-widget.css';

interface BalanceWidgetProps {
  /** `header`: one compact line; `menu`: a labelled block for the side menu. */
  variant?: 'header' | 'menu';
  className?: string;
}

/** An open or closed eye (the shared icon set has none). */
function EyeIcon({ closed }: { closed: boolean }) {
  return (
    <svg
      className="icon"
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {closed && <path d="M3 3l18 18" />}
    </svg>
  );
}

/**
 * The signed-in member's total balance with a refresh button and a hide toggle (remembered in
 * localStorage) for the header and the side menu (docs/product.md §Navigation, §Money): the site currency's
 * decimals and symbol, thousands separators, and a placeholder while it updates. Renders nothing when logged
 * out. Light on purpose: it loads with the shell.
 */
export function BalanceWidget({ variant = 'header', className }: BalanceWidgetProps) {
  const { t, ready } = useTranslation('money');
  const token = useSessionToken();
  const hidden = useBalanceHidden();
  const balance = useQuery(walletBalanceQuery(token));
  const { refreshing, refresh } = useAskedRefresh(balance);
  const currency = useSiteInfo().currency;
  if (!token) return null;

  const data = balance.data;
  const updating = refreshing || (!data && !balance.isError);
  const label = ready ? t(data?.playMoney ? 'balance.playMoney' : 'balance.label') : '';
  let shown: string;
  if (hidden) shown = '••••••';
  else if (updating || !data) shown = '';
  else shown = formatAmount(data.sumBalance, currency);

  return (
    <div
      className={`balance-widget balance-widget--${variant}${className ? ` ${className}` : ''}`}
      data-state={hidden ? 'hidden' : updating ? 'updating' : balance.isError ? 'error' : 'ready'}
    >
      <span className={variant === 'menu' ? 'balance-widget__label' : 'visually-hidden'}>{label}</span>
      <output className="balance-widget__amount" aria-live="polite" aria-busy={updating || undefined}>
        {shown || (
          <span className="balance-widget__placeholder">
            <span className="visually-hidden">
              {ready ? t(balance.isError ? 'balance.unavailable' : 'balance.updating') : ''}
            </span>
          </span>
        )}
      </output>
      <button
        type="button"
        className="balance-widget__btn"
        aria-label={ready ? t('balance.refresh') : undefined}
        title={ready ? t('balance.refresh') : undefined}
        disabled={balance.isFetching}
        onClick={refresh}
      >
        <Icon name="refresh" size={18} className={balance.isFetching ? 'balance-widget__spin' : undefined} />
      </button>
      <button
        type="button"
        className="balance-widget__btn"
        aria-label={ready ? t(hidden ? 'balance.show' : 'balance.hide') : undefined}
        title={ready ? t(hidden ? 'balance.show' : 'balance.hide') : undefined}
        aria-pressed={hidden}
        onClick={() => setBalanceHidden(!hidden)}
      >
        <EyeIcon closed={hidden} />
      </button>
    </div>
  );
}
