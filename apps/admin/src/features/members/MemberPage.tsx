import { routes, type OperatorMemberDetail } from '@wps/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { callApi } from '../../shared/api/client';
import { amount, dateTime } from '../../shared/format';
import { errorText } from '../../shared/i18n/i18n';
import { useMerchantCode } from '../../shared/merchant';
import { PageHeader } from '../../shared/ui/PageHeader';
import { MemberActions } from './MemberActions';
import { memberTypeKey } from './memberType';
import { LedgerTab, OrdersTab, RoundsTab, SessionsTab } from './MemberTabs';
import './members.css';

const TABS = ['overview', 'ledger', 'orders', 'rounds', 'sessions'] as const;
type Tab = (typeof TABS)[number];

function Overview({ member, merchant }: { member: OperatorMemberDetail; merchant: string }) {
  const { t } = useTranslation();
  const dash = (value: string | null) => value ?? '—';
  return (
    <div className="grid-2">
      <section className="card stack" aria-labelledby="member-profile">
        <h2 id="member-profile">{t('members.profile')}</h2>
        <dl className="dl">
          <dt>{t('members.fullName')}</dt>
          <dd>{dash(member.profile.fullName)}</dd>
          <dt>{t('members.nickname')}</dt>
          <dd>{dash(member.nickname)}</dd>
          <dt>{t('members.mobile')}</dt>
          <dd>
            {dash(member.profile.mobile)}{' '}
            {member.profile.mobile ? (
              <span className={member.profile.mobileVerified ? 'badge badge--ok' : 'badge'}>
                {member.profile.mobileVerified ? t('members.verified') : t('members.unverified')}
              </span>
            ) : null}
          </dd>
          <dt>{t('members.email')}</dt>
          <dd>{dash(member.profile.email)}</dd>
          <dt>{t('members.birthday')}</dt>
          <dd>{dash(member.profile.birthday)}</dd>
          <dt>{t('members.country')}</dt>
          <dd>{dash(member.profile.country)}</dd>
          <dt>{t('members.language')}</dt>
          <dd>{dash(member.profile.language)}</dd>
          <dt>{t('members.registered')}</dt>
          <dd>
            {dateTime(member.registration.at)} · <span className="mono">{dash(member.registration.ip)}</span>
          </dd>
          <dt>{t('members.registeredOn')}</dt>
          <dd className="mono">{dash(member.registration.url)}</dd>
          <dt>{t('members.referralCode')}</dt>
          <dd className="mono">{dash(member.registration.referralCode)}</dd>
          <dt>{t('members.lastLogin')}</dt>
          <dd>{dateTime(member.lastLoginAt)}</dd>
        </dl>
      </section>
      <div className="stack">
        <section className="card stack" aria-labelledby="member-balances">
          <h2 id="member-balances">{t('members.balances')}</h2>
          <table className="table">
            <caption className="visually-hidden">{t('members.balances')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('members.wallet')}</th>
                <th scope="col">{t('members.currency')}</th>
                <th scope="col" className="num">
                  {t('members.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {member.balances.length === 0 ? (
                <tr>
                  <td colSpan={3} className="muted">
                    {t('members.noAccounts')}
                  </td>
                </tr>
              ) : (
                member.balances.map((balance) => (
                  <tr key={`${balance.kind}:${balance.wallet}:${balance.currency}`}>
                    <th scope="row">
                      {balance.kind === 'pending_withdrawal' ? t('members.held') : balance.wallet}
                    </th>
                    <td>{balance.currency}</td>
                    <td className="num">
                      {balance.balance === null ? `${balance.balanceMinor} (minor)` : amount(balance.balance)}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </section>
        <section className="card stack" aria-labelledby="member-upline">
          <h2 id="member-upline">{t('members.upline')}</h2>
          {member.upline.length === 0 ? (
            <p className="muted">{t('members.noUpline')}</p>
          ) : (
            <ol className="upline">
              {member.upline.map((agent) => (
                <li key={agent.id}>
                  <Link to={`/m/${merchant}/members/${agent.id}`}>{agent.username}</Link>{' '}
                  <span className="muted">
                    {t(memberTypeKey(agent.type))}
                    {agent.affiliateCode ? ` · ${agent.affiliateCode}` : ''}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section className="card stack" aria-labelledby="member-security">
          <h2 id="member-security">{t('members.security')}</h2>
          <dl className="dl">
            <dt>{t('members.twoFactor')}</dt>
            <dd>
              {member.twoFactor.enabled ? (
                <span className="badge badge--ok">
                  {t('members.twoFactorOn', { left: member.twoFactor.recoveryCodesLeft })}
                </span>
              ) : (
                <span className="badge">{t('members.twoFactorOff')}</span>
              )}
            </dd>
            <dt>{t('members.passwordChanged')}</dt>
            <dd>
              {dateTime(member.passwordChangedAt)}
              {member.mustChangePassword ? (
                <span className="badge badge--warn"> {t('members.mustChange')}</span>
              ) : null}
            </dd>
            <dt>{t('members.paymentPassword')}</dt>
            <dd>{member.hasPaymentPassword ? t('members.set') : t('members.notSet')}</dd>
          </dl>
        </section>
      </div>
    </div>
  );
}

/** One member: profile, balances, upline, security, ledger, orders, rounds, sessions; and the actions. */
export default function MemberPage() {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const { memberId } = useParams();
  const id = Number(memberId);
  const [tab, setTab] = useState<Tab>('overview');
  const detail = useQuery({
    queryKey: ['member', merchant, id],
    queryFn: ({ signal }) =>
      callApi(routes.operatorMemberDetail, { params: { merchantCode: merchant, id }, signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
  const member = detail.data;
  if (detail.error)
    return (
      <>
        <PageHeader title={t('members.detail')} />
        <p className="note note--error" role="alert">
          {errorText(detail.error)}
        </p>
      </>
    );
  if (!member) return <p className="muted">{t('common.loading')}</p>;
  const wallets = member.balances.map((balance) =>
    balance.kind === 'pending_withdrawal' ? 'pending_withdrawal' : balance.wallet,
  );
  return (
    <>
      <p>
        <Link to={`/m/${merchant}/members`}>← {t('members.title')}</Link>
      </p>
      <PageHeader
        title={member.username}
        description={`#${member.id} · ${t(memberTypeKey(member.type))}${member.affiliateCode ? ` · ${member.affiliateCode}` : ''}`}
        actions={<MemberActions merchant={merchant} member={member} />}
      />
      <div className="row">
        <span className={member.status === 'locked' ? 'badge badge--danger' : 'badge badge--ok'}>
          {t(`members.status.${member.status}`)}
        </span>
        {member.lock ? (
          <span className="muted">
            {t('members.lockedBy', {
              by: member.lock.by ?? 'system',
              at: dateTime(member.lock.at),
              reason: member.lock.reason,
            })}
          </span>
        ) : null}
      </div>
      <div role="tablist" aria-label={t('members.detail')} className="tabs">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`member-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`member-panel-${name}`}
            className={`tabs__tab${tab === name ? ' tabs__tab--active' : ''}`}
            onClick={() => setTab(name)}
          >
            {t(`members.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`member-panel-${tab}`} aria-labelledby={`member-tab-${tab}`}>
        {tab === 'overview' ? <Overview member={member} merchant={merchant} /> : null}
        {tab === 'ledger' ? <LedgerTab merchant={merchant} memberId={member.id} wallets={wallets} /> : null}
        {tab === 'orders' ? <OrdersTab merchant={merchant} memberId={member.id} /> : null}
        {tab === 'rounds' ? <RoundsTab merchant={merchant} memberId={member.id} /> : null}
        {tab === 'sessions' ? <SessionsTab merchant={merchant} memberId={member.id} /> : null}
      </div>
    </>
  );
}
