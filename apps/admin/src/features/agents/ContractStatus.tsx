import type { ContractStatus as Status } from '@wps/contracts';
import { useTranslation } from 'react-i18next';

const BADGE: Record<Status, string> = {
  offered: 'badge badge--warn',
  rejected: 'badge badge--danger',
  withdrawn: 'badge',
  active: 'badge badge--ok',
  superseded: 'badge',
  terminated: 'badge badge--danger',
};

/** A contract version's status as a badge. */
export function ContractStatus({ contract }: { contract: { status: Status } }) {
  const { t } = useTranslation();
  return <span className={BADGE[contract.status]}>{t(`agents.contractStatus.${contract.status}`)}</span>;
}
