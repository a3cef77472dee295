import type { ReactNode } from 'react';
import { Icon } from '../../shared/ui/Icon';
import type { IconName } from '../../shared/ui/iconPaths';

interface SecurityItemProps {
  icon: IconName;
  title: string;
  state: string;
  /** Whether this protection is in place (green) or missing (amber). */
  on: boolean;
  action?: ReactNode;
  children?: ReactNode;
}

/** One protection: its state and actions on a row, the open form under it. */
export function SecurityItem({ icon, title, state, on, action, children }: SecurityItemProps) {
  return (
    <div className="security-item" data-on={on || undefined}>
      <div className="security-item__row">
        <span className="security-item__icon">
          <Icon name={icon} size={20} />
        </span>
        <div className="security-item__text">
          <h4 className="security-item__title">{title}</h4>
          <p className="security-item__state">{state}</p>
        </div>
        {action}
      </div>
      {children}
    </div>
  );
}
