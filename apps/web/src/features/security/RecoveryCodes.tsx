import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../../shared/site/siteContext';
import { Icon } from '../../shared/ui/Icon';
import { Checkbox } from '../../shared/ui/form/Checkbox';
import { copyText } from '../../shared/ui/clipboard';
import { downloadText, recoveryCodesFile } from './clipboard';

interface RecoveryCodesProps {
  codes: string[];
  account: string;
  onDone: () => void;
}

/** The 10 recovery codes, shown once: copy, download, and "I saved them" before leaving. */
export function RecoveryCodes({ codes, account, onDone }: RecoveryCodesProps) {
  const { t } = useTranslation('account');
  const site = useSiteInfo().site.name;
  const titleId = useId();
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <section className="recovery-codes" aria-labelledby={titleId}>
      <h4 id={titleId} className="security-item__subtitle">
        {t('security.twoFactor.codesTitle')}
      </h4>
      <p className="security-note security-note--warning">
        <Icon name="warning" size={18} />
        {t('security.twoFactor.codesOnce')}
      </p>
      <ol className="recovery-codes__list" aria-label={t('security.twoFactor.codesTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="security-form__actions security-form__actions--start">
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          onClick={() => void copyText(codes.join('\n')).then(setCopied)}
        >
          {t('security.copy')}
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          onClick={() =>
            downloadText(`recovery-codes-${account}.txt`, recoveryCodesFile(site, account, codes, new Date()))
          }
        >
          {t('security.download')}
        </button>
        <span role="status" className="security-muted">
          {copied === null ? '' : copied ? t('security.copied') : t('security.copyFailed')}
        </span>
      </div>
      <Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)}>
        {t('security.twoFactor.savedThem')}
      </Checkbox>
      <div className="security-form__actions">
        <button type="button" className="btn btn--primary" disabled={!saved} onClick={onDone}>
          {t('security.done')}
        </button>
      </div>
    </section>
  );
}
