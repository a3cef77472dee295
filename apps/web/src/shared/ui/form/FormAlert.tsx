import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import './form.css';

/** A form-level message (refusal or confirmation), announced to screen readers. */
export function FormAlert({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon name={tone === 'error' ? 'error' : tone === 'success' ? 'success' : 'info'} size={20} />
      <div className="form-alert__text">{children}</div>
    </div>
  );
}
