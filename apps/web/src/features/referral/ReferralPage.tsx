import { useQuery } from '@tanstack/react-query';
import { formatAmount, type referralSchema } from '@wps/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDate } from '../../shared/format/date';
import { REFERRAL_MODULE } from '../../shared/loyalty/keys';
import { amountInText, ltr, useCurrency } from '../../shared/money/moneyForm';
import { useModuleEnabled } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { copyText } from '../../shared/ui/clipboard';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import { Icon } from '../../shared/ui/Icon';
import { QrCode } from '../../shared/ui/QrCode';
import { PageSpinner } from '../../shared/ui/Spinner';
import { referralQuery } from './queries';
import { isShareCancel, referralRules, shareSheet } from './referralLogic';
import '../../shared/money/money-page.css';
import './referral.css';

type Referral = z.infer<typeof referralSchema>;
type Friend = Referral['friends'][number];

/**
 * Invite friends (member centre `referral`, only with REFERRAL3): the member's code and link with
 * copy and share, the link's QR code, the rewards a friend earns them, the total earned and the
 * invited friends with what each brought.
 */
export function ReferralPage() {
  const { t, ready } = useTranslation(['loyalty', 'messages']);
  const enabled = useModuleEnabled(REFERRAL_MODULE);
  const token = useSessionToken();
  const referral = useQuery({ ...referralQuery(token), enabled: enabled && Boolean(token) });
  let body;
  if (!enabled) body = <EmptyState icon="users" title={t('loyalty.referral.unavailable')} />;
  else if (referral.isError && !referral.data)
    body = <ErrorState error={referral.error} onRetry={() => void referral.refetch()} />;
  else if (!ready || !referral.data) body = <PageSpinner label={t('common.loading')} />;
  else
    body = (
      <>
        <InviteCard code={referral.data.code} link={referral.data.link} />
        <RewardsCard referral={referral.data} />
        <FriendsCard friends={referral.data.friends} />
      </>
    );
  return (
    <div className="money-page referral-page">
      <h3 className="money-page__title">{t('nav.inviteFriends')}</h3>
      {body}
    </div>
  );
}

function InviteCard({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation('loyalty');
  const headingId = useId();
  const codeId = useId();
  const linkId = useId();
  // Copy and share results, told in one polite live region.
  const [status, setStatus] = useState('');
  const share = shareSheet(typeof navigator === 'undefined' ? undefined : navigator);

  const copy = async (text: string, done: string) => {
    setStatus('');
    setStatus((await copyText(text)) ? done : t('loyalty.referral.copyFailed'));
  };
  const onShare = async () => {
    if (!share) return;
    setStatus('');
    try {
      await share({
        title: t('nav.inviteFriends'),
        text: t('loyalty.referral.shareText', { code }),
        url: link,
      });
    } catch (error) {
      if (!isShareCancel(error)) setStatus(t('loyalty.referral.shareFailed'));
    }
  };

  return (
    <section className="money-card referral-invite" aria-labelledby={headingId}>
      <h4 id={headingId} className="money-card__title">
        {t('loyalty.referral.yours')}
      </h4>
      <div className="referral-invite__body">
        <figure className="referral-invite__qr">
          <QrCode text={link} size={180} label={t('loyalty.referral.qr')} />
          <figcaption className="money-muted">{t('loyalty.referral.qrHint')}</figcaption>
        </figure>
        <div className="referral-invite__fields">
          <div className="referral-field">
            <span id={codeId} className="referral-field__label">
              {t('loyalty.referral.code')}
            </span>
            <div className="referral-field__row">
              <code
                className="referral-field__value referral-field__value--code"
                aria-labelledby={codeId}
                data-testid="referral-code"
              >
                {code}
              </code>
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                onClick={() => void copy(code, t('loyalty.referral.codeCopied'))}
              >
                {t('loyalty.referral.copyCode')}
              </button>
            </div>
          </div>
          <div className="referral-field">
            <span id={linkId} className="referral-field__label">
              {t('loyalty.referral.link')}
            </span>
            <div className="referral-field__row">
              <code className="referral-field__value" aria-labelledby={linkId} data-testid="referral-link">
                {link}
              </code>
              <button
                type="button"
                className="btn btn--primary btn--sm"
                onClick={() => void copy(link, t('loyalty.referral.linkCopied'))}
              >
                {t('loyalty.referral.copyLink')}
              </button>
            </div>
          </div>
          {share && (
            <button
              type="button"
              className="btn btn--secondary referral-invite__share"
              onClick={() => void onShare()}
            >
              <Icon name="external" size={18} />
              {t('loyalty.referral.share')}
            </button>
          )}
          <p className="money-muted referral-invite__status" role="status" aria-live="polite">
            {status}
          </p>
        </div>
      </div>
    </section>
  );
}

function RewardsCard({ referral }: { referral: Referral }) {
  const { t } = useTranslation('loyalty');
  const currency = useCurrency();
  const headingId = useId();
  const rules = referralRules(referral.settings);
  return (
    <section className="money-card referral-rewards" aria-labelledby={headingId}>
      <div className="money-card__head">
        <h4 id={headingId} className="money-card__title">
          {t('loyalty.referral.rewards')}
        </h4>
      </div>
      <div className="referral-earned">
        <span className="money-muted">{t('loyalty.referral.earned')}</span>
        <strong className="money-amount referral-earned__amount" data-testid="referral-earned">
          {formatAmount(referral.earned, currency)}
        </strong>
      </div>
      {rules.length === 0 ? (
        <p className="money-muted">{t('loyalty.referral.noRewards')}</p>
      ) : (
        <>
          <ul className="referral-rules">
            {rules.map((rule) => (
              <li key={rule.kind} className="referral-rule" data-rule={rule.kind}>
                <Icon name={rule.kind === 'firstDeposit' ? 'deposit' : 'chart'} size={20} />
                <span>
                  {rule.kind === 'firstDeposit'
                    ? t('loyalty.referral.firstDepositRule', {
                        minimum: amountInText(rule.minimum, currency),
                        reward: amountInText(rule.reward, currency),
                      })
                    : t('loyalty.referral.turnoverRule', {
                        target: amountInText(rule.target, currency),
                        reward: amountInText(rule.reward, currency),
                      })}
                </span>
              </li>
            ))}
          </ul>
          <p className="money-muted">{t('loyalty.referral.oncePerFriend')}</p>
        </>
      )}
    </section>
  );
}

function FriendsCard({ friends }: { friends: Friend[] }) {
  const { t } = useTranslation('loyalty');
  const currency = useCurrency();
  const headingId = useId();
  const labels = {
    friend: t('loyalty.referral.friend'),
    registered: t('loyalty.referral.registered'),
    firstDeposit: t('loyalty.referral.firstDeposit'),
    turnover: t('loyalty.referral.turnover'),
    earned: t('loyalty.referral.friendEarned'),
  };
  return (
    <section className="money-card referral-friends" aria-labelledby={headingId}>
      <div className="money-card__head">
        <h4 id={headingId} className="money-card__title">
          {t('loyalty.referral.friends')}
        </h4>
        {friends.length > 0 && (
          <span className="money-muted">
            {t('loyalty.referral.friendsCount', { number: friends.length })}
          </span>
        )}
      </div>
      {friends.length === 0 ? (
        <EmptyState
          icon="users"
          title={t('loyalty.referral.noFriends')}
          description={t('loyalty.referral.noFriendsHint')}
        />
      ) : (
        <table className="referral-table">
          <caption className="visually-hidden">{t('loyalty.referral.friendsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.friend}</th>
              <th scope="col">{labels.registered}</th>
              <th scope="col">{labels.firstDeposit}</th>
              <th scope="col">{labels.turnover}</th>
              <th scope="col">{labels.earned}</th>
            </tr>
          </thead>
          <tbody>
            {friends.map((friend, index) => (
              <tr key={`${friend.name}-${friend.registeredAt}-${index}`}>
                <th scope="row" data-label={labels.friend}>
                  <span className="money-ltr">{friend.name}</span>
                </th>
                <td data-label={labels.registered}>{ltr(formatDate(friend.registeredAt))}</td>
                <td data-label={labels.firstDeposit}>
                  <span
                    className={`referral-table__mark${friend.firstDeposit ? ' is-yes' : ''}`}
                    aria-hidden="true"
                  >
                    {friend.firstDeposit ? '✓' : '–'}
                  </span>
                  <span className="visually-hidden">
                    {friend.firstDeposit
                      ? t('loyalty.referral.deposited')
                      : t('loyalty.referral.notDeposited')}
                  </span>
                </td>
                <td data-label={labels.turnover}>
                  <span className="money-amount">{formatAmount(friend.turnover, currency)}</span>
                </td>
                <td data-label={labels.earned}>
                  <span className="money-amount">{formatAmount(friend.earned, currency)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
