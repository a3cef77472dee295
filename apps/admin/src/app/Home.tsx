import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { lastMerchant, useMerchants } from '../shared/merchant';
import { roleAllows, useOperator } from '../shared/session/operator';
import { PAGES } from './pages';

/** /admin/: the first page of the menu the operator may open, for the merchant last used. */
export function Home() {
  const me = useOperator().data;
  const merchants = useMerchants();
  const { t } = useTranslation();
  const code = lastMerchant() ?? merchants.data?.[0]?.code;
  const first = PAGES.find(
    (page) => page.menu !== false && roleAllows(me?.role, page.minRole) && (page.scope === 'global' || code),
  );
  if (merchants.isPending) return <p className="muted">{t('common.loading')}</p>;
  if (!first) return <p className="muted">{t('common.empty')}</p>;
  return <Navigate to={first.scope === 'merchant' ? `/m/${code}/${first.path}` : `/${first.path}`} replace />;
}

export function NotFound() {
  const { t } = useTranslation();
  return (
    <p className="note" role="alert">
      {t('common.notFound')}
    </p>
  );
}
