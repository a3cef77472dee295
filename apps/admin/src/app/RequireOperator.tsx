import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '../shared/i18n/i18n';
import { useOperator, useToken } from '../shared/session/operator';
import { wasSessionEnded } from '../shared/session/token';

/**
 * Pages behind the operator login: no token → the login page (coming back here afterwards); a
 * first login (or a reset password) → the password page until it is changed.
 */
export function RequireOperator() {
  const token = useToken();
  const me = useOperator();
  const location = useLocation();
  const { t } = useTranslation();
  if (!token) {
    const next = location.pathname + location.search;
    const ended = wasSessionEnded() ? '&ended=1' : '';
    return <Navigate to={`/login?next=${encodeURIComponent(next)}${ended}`} replace />;
  }
  if (me.isPending) return <p className="page-state muted">{t('common.loading')}</p>;
  if (me.isError)
    return (
      <p className="page-state note note--error" role="alert">
        {errorText(me.error)}
      </p>
    );
  if (me.data.mustChangePassword && location.pathname !== '/password')
    return <Navigate to="/password" replace />;
  return <Outlet />;
}
