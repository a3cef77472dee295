import { AGENT_MEMBER_TYPES, routes, type OperatorMemberDetail } from '@wps/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../shared/api/client';
import { useCan } from '../../shared/session/operator';
import { TemporaryPasswordDialog } from '../../shared/ui/TemporaryPasswordDialog';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';

type Action = 'lock' | 'unlock' | 'sessions' | 'password' | 'role';

/** What an editor may do to a member; each asks for a reason, kept in the audit log. */
export function MemberActions({ merchant, member }: { merchant: string; member: OperatorMemberDetail }) {
  const { t } = useTranslation();
  const canAct = useCan('editor');
  const queryClient = useQueryClient();
  const [action, setAction] = useState<Action | null>(null);
  const [temporary, setTemporary] = useState<string | null>(null);
  const [type, setType] = useState<number>(member.agent ? member.type : AGENT_MEMBER_TYPES[0]);
  const [code, setCode] = useState(member.affiliateCode ?? '');
  if (!canAct) return null;
  const params = { merchantCode: merchant, id: member.id };
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['member', merchant, member.id] });
  const close = () => setAction(null);
  return (
    <div className="row">
      {member.status === 'locked' ? (
        <button type="button" className="btn" onClick={() => setAction('unlock')}>
          {t('members.unlock')}
        </button>
      ) : (
        <button type="button" className="btn btn--danger" onClick={() => setAction('lock')}>
          {t('members.lock')}
        </button>
      )}
      <button type="button" className="btn" onClick={() => setAction('sessions')}>
        {t('members.endSessions')}
      </button>
      <button type="button" className="btn" onClick={() => setAction('password')}>
        {t('members.resetPassword')}
      </button>
      {!member.trial ? (
        // Adjustments live with the finance queues (maker-checker above the threshold).
        <Link className="btn" to={`/m/${merchant}/finance/adjustments?new=${member.id}`}>
          {t('members.adjust')}
        </Link>
      ) : null}
      {!member.trial ? (
        <button type="button" className="btn" onClick={() => setAction('role')}>
          {member.agent ? t('members.makeOrdinary') : t('members.makeAgent')}
        </button>
      ) : null}

      <ReasonDialog
        open={action === 'lock'}
        title={t('members.lockTitle', { username: member.username })}
        confirmLabel={t('members.lock')}
        danger
        onClose={close}
        onConfirm={async (reason) => {
          await callApi(routes.operatorMemberLock, { params, body: { reason } });
          await refresh();
        }}
      >
        <p>{t('members.lockExplain')}</p>
      </ReasonDialog>
      <ReasonDialog
        open={action === 'unlock'}
        title={t('members.unlockTitle', { username: member.username })}
        confirmLabel={t('members.unlock')}
        onClose={close}
        onConfirm={async (reason) => {
          await callApi(routes.operatorMemberUnlock, { params, body: { reason } });
          await refresh();
        }}
      />
      <ReasonDialog
        open={action === 'sessions'}
        title={t('members.endSessionsTitle', { username: member.username })}
        confirmLabel={t('members.endSessions')}
        onClose={close}
        onConfirm={async (reason) => {
          await callApi(routes.operatorMemberSessionsEnd, { params, body: { reason } });
          await queryClient.invalidateQueries({ queryKey: ['member', merchant, member.id] });
        }}
      >
        <p>{t('members.endSessionsExplain')}</p>
      </ReasonDialog>
      <ReasonDialog
        open={action === 'password'}
        title={t('members.resetPasswordTitle', { username: member.username })}
        confirmLabel={t('members.resetPassword')}
        onClose={close}
        onConfirm={async (reason) => {
          const answer = await callApi(routes.operatorMemberPasswordReset, { params, body: { reason } });
          setTemporary(answer.temporaryPassword);
          await refresh();
        }}
      >
        <p>{t('members.resetPasswordExplain')}</p>
      </ReasonDialog>
      <ReasonDialog
        open={action === 'role'}
        title={member.agent ? t('members.makeOrdinary') : t('members.makeAgent')}
        confirmLabel={member.agent ? t('members.makeOrdinary') : t('members.makeAgent')}
        onClose={close}
        onConfirm={async (reason) => {
          await callApi(routes.operatorMemberRole, {
            params,
            body: member.agent
              ? { type: 0, affiliateCode: null, reason }
              : { type: type as (typeof AGENT_MEMBER_TYPES)[number], affiliateCode: code.trim(), reason },
          });
          await refresh();
        }}
      >
        {member.agent ? (
          <p>{t('members.makeOrdinaryExplain')}</p>
        ) : (
          <>
            <div className="field">
              <label htmlFor="role-type">{t('members.agentType')}</label>
              <select
                id="role-type"
                className="input"
                value={type}
                onChange={(event) => setType(Number(event.target.value))}
              >
                {AGENT_MEMBER_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {t(`members.agentTypes.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="role-code">{t('members.affiliateCode')}</label>
              <input
                id="role-code"
                className="input mono"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              <span className="field__hint">{t('members.affiliateCodeHint')}</span>
            </div>
          </>
        )}
      </ReasonDialog>
      <TemporaryPasswordDialog
        password={temporary}
        title={t('members.temporaryPassword')}
        explain={t('members.temporaryPasswordExplain')}
        onClose={() => setTemporary(null)}
      />
    </div>
  );
}
