import { routes } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { FormField } from '../../shared/ui/FormField';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import { findMember, type TeamMove, type TreeNode } from './agentsApi';

/**
 * Moves a member, with their whole team, under another agent or to the top level. The new upline is
 * typed by username and found through the tree; the move takes effect at the merchant's next local
 * midnight (the server answers when), and can be cancelled until then.
 */
export function MoveDialog({
  merchant,
  member,
  onMoved,
  onClose,
}: {
  merchant: string;
  member: TreeNode;
  onMoved: (move: TeamMove) => Promise<void> | void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<'agent' | 'top'>('agent');
  const [upline, setUpline] = useState('');
  const move = async (reason: string) => {
    let uplineId: number | null = null;
    if (target === 'agent') {
      const username = upline.trim();
      if (!username) throw new Error(t('agents.move.uplineRequired'));
      const found = await findMember(merchant, username);
      if (!found) throw new Error(t('agents.memberUnknown', { username }));
      if (!found.member.isAgent) throw new Error(t('error.team.upline.not.agent'));
      uplineId = found.member.id;
    }
    const answer = await callApi(routes.operatorMoveMember, {
      params: { merchantCode: merchant },
      body: { memberId: member.id, uplineId, reason },
    });
    await onMoved(answer);
  };
  return (
    <ReasonDialog
      open
      title={t('agents.move.title', { username: member.username })}
      confirmLabel={t('agents.move.confirm')}
      onClose={onClose}
      onConfirm={move}
    >
      <p>{t('agents.move.explain', { username: member.username, size: member.teamSize })}</p>
      <fieldset className="agents-fieldset">
        <legend>{t('agents.move.destination')}</legend>
        <div className="agents-choices">
          <label className="check">
            <input
              type="radio"
              name="move-target"
              value="agent"
              checked={target === 'agent'}
              onChange={() => setTarget('agent')}
            />
            {t('agents.move.underAgent')}
          </label>
          <label className="check">
            <input
              type="radio"
              name="move-target"
              value="top"
              checked={target === 'top'}
              onChange={() => setTarget('top')}
            />
            {t('agents.move.topLevel')}
          </label>
        </div>
      </fieldset>
      {target === 'agent' ? (
        <FormField label={t('agents.move.upline')} hint={t('agents.move.uplineHint')}>
          {(control) => (
            <input
              className="input"
              autoComplete="off"
              maxLength={64}
              value={upline}
              onChange={(event) => setUpline(event.target.value)}
              {...control}
            />
          )}
        </FormField>
      ) : null}
      <p className="note">{t('agents.move.effective')}</p>
    </ReasonDialog>
  );
}
