import type { OperatorRole } from '@wps/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../shared/session/operator';

/** Shows its children only to an operator whose role reaches `minRole`. */
export function RoleGate({ minRole, children }: { minRole: OperatorRole; children: ReactNode }) {
  const allowed = useCan(minRole);
  const { t } = useTranslation();
  if (!allowed)
    return (
      <p className="note note--warn" role="alert">
        {t('common.forbidden')}
      </p>
    );
  return children;
}
