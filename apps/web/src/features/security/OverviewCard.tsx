import { useQuery } from '@tanstack/react-query';
import type { MemberInfo, SecurityOverview } from '@wps/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { useModuleEnabled } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { Icon } from '../../shared/ui/Icon';
import { AvatarPicker } from './AvatarPicker';
import { MemberAvatar } from './MemberAvatar';
import { ltr } from './bidi';
import { avatarQuery } from './queries';
import { securityLevel } from './securityLevel';

interface OverviewCardProps {
  overview: SecurityOverview;
  member: MemberInfo;
}

/** Who is signed in, their avatar, the security meter and the previous login. */
export function OverviewCard({ overview, member }: OverviewCardProps) {
  const { t } = useTranslation('account');
  const token = useSessionToken();
  const avatarsOn = useModuleEnabled('PROFPIC3');
  const avatar = useQuery({ ...avatarQuery(token), enabled: avatarsOn && Boolean(token) });
  const [picking, setPicking] = useState(false);
  const meterLabel = useId();
  const level = securityLevel(overview);
  const displayName = member.nickname || member.account;

  return (
    <section className="security-card security-overview" aria-label={t('security.overview.label')}>
      <div className="security-overview__who">
        <div className="security-overview__avatar">
          <MemberAvatar
            avatar={avatar.data}
            name={displayName}
            size={72}
            label={t('security.avatar.label')}
          />
          {avatarsOn && (
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              aria-expanded={picking}
              onClick={() => setPicking((value) => !value)}
            >
              {t('security.avatar.change')}
            </button>
          )}
        </div>
        <div className="security-overview__names">
          <p className="security-overview__name">{displayName}</p>
          {member.nickname && (
            <p className="security-muted">
              {t('security.overview.account')}:{' '}
              <bdi className="security-overview__account">{member.account}</bdi>
            </p>
          )}
          <p className="security-muted">
            {overview.lastLoginAt
              ? t('security.overview.lastLogin', {
                  time: ltr(formatDateTime(overview.lastLoginAt)),
                  ip: overview.lastLoginIp ? ltr(overview.lastLoginIp) : t('security.unknown'),
                })
              : t('security.overview.firstLogin')}
          </p>
        </div>
      </div>
      {picking && <AvatarPicker avatar={avatar.data} name={displayName} onDone={() => setPicking(false)} />}
      <div className="security-meter" data-level={level.level}>
        <div className="security-meter__head">
          <span id={meterLabel}>{t('security.level.label')}</span>
          <strong>
            {t(`security.level.${level.level}`)} ·{' '}
            <bdi>
              {level.score}/{level.max}
            </bdi>
          </strong>
        </div>
        <div
          className="security-meter__bar"
          role="meter"
          aria-labelledby={meterLabel}
          aria-valuemin={0}
          aria-valuemax={level.max}
          aria-valuenow={level.score}
          aria-valuetext={`${t(`security.level.${level.level}`)} (${level.score}/${level.max})`}
        >
          {level.checks.map((check) => (
            <span key={check.id} className={`security-meter__step${check.done ? ' is-on' : ''}`} />
          ))}
        </div>
        <ul className="security-checks">
          {level.checks.map((check) => (
            <li key={check.id} className={check.done ? 'is-done' : undefined}>
              <Icon name={check.done ? 'success' : 'warning'} size={18} />
              <span>{t(`security.check.${check.id}`)}</span>
              <span className="visually-hidden">
                {check.done ? t('security.check.done') : t('security.check.missing')}
              </span>
              {check.id === 'mobile' && overview.mobile && (
                <bdi className="security-muted">{overview.mobile}</bdi>
              )}
              {check.id === 'email' && overview.email && (
                <bdi className="security-muted">{overview.email}</bdi>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
