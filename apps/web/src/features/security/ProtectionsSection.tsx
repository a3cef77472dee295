import type { SecurityOverview } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { useModuleEnabled } from '../../shared/site/siteContext';
import { ltr } from './bidi';
import { FormStatus } from './Field';
import { PasswordForm } from './PasswordForm';
import { PaymentPasswordForm, type PaymentPasswordMode } from './PaymentPasswordForm';
import { SecuritySection } from './SecuritySection';
import { SecurityItem } from './SecurityItem';
import { TwoFactorItem } from './TwoFactorItem';

interface ProtectionsSectionProps {
  overview: SecurityOverview;
  account: string;
  close: () => void;
}

/** Login password, payment password and two-factor: their state and what can be done. */
export function ProtectionsSection({ overview, account, close }: ProtectionsSectionProps) {
  const { t } = useTranslation('account');
  const passwordOn = useModuleEnabled('PASS3');
  return (
    <SecuritySection id="protections" title={t('security.protections.title')}>
      <div className="security-items">
        {passwordOn && <PasswordItem overview={overview} close={close} />}
        <PaymentPasswordItem overview={overview} />
        <TwoFactorItem overview={overview} account={account} />
      </div>
    </SecuritySection>
  );
}

function PasswordItem({ overview, close }: { overview: SecurityOverview; close: () => void }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <SecurityItem
      icon="login"
      title={t('security.password.title')}
      state={
        overview.hasPassword
          ? t('security.password.changedAt', { time: ltr(formatDateTime(overview.passwordChangedAt)) })
          : t('security.password.none')
      }
      on={overview.hasPassword}
      action={
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          {open
            ? t('common.cancel')
            : overview.hasPassword
              ? t('security.password.change')
              : t('security.password.set')}
        </button>
      }
    >
      {open && <PasswordForm hasPassword={overview.hasPassword} onClose={close} />}
    </SecurityItem>
  );
}

function PaymentPasswordItem({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation('account');
  const [mode, setMode] = useState<PaymentPasswordMode | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const toggle = (next: PaymentPasswordMode) => {
    setDone(null);
    setMode((current) => (current === next ? null : next));
  };
  const button = (next: PaymentPasswordMode, variant: 'secondary' | 'ghost') => (
    <button
      type="button"
      className={`btn btn--${variant} btn--sm`}
      aria-expanded={mode === next}
      onClick={() => toggle(next)}
    >
      {mode === next ? t('common.cancel') : t(`security.payment.${next}Title`)}
    </button>
  );
  return (
    <SecurityItem
      icon="withdraw"
      title={t('security.payment.title')}
      state={overview.hasPaymentPassword ? t('security.payment.isSet') : t('security.payment.notSet')}
      on={overview.hasPaymentPassword}
      action={
        <div className="security-item__actions">
          {overview.hasPaymentPassword ? (
            <>
              {button('change', 'secondary')}
              {button('reset', 'ghost')}
            </>
          ) : (
            button('set', 'secondary')
          )}
        </div>
      }
    >
      {mode && (
        <PaymentPasswordForm
          key={mode}
          mode={mode}
          onDone={() => {
            setDone(t(`security.payment.${mode}Done`));
            setMode(null);
          }}
        />
      )}
      {done && <FormStatus success={done} />}
    </SecurityItem>
  );
}
