import { routes } from '@wps/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { callApi } from '../shared/api/client';
import { roleAllows, useOperator } from '../shared/session/operator';
import { setToken } from '../shared/session/token';
import { Dialog } from '../shared/ui/Dialog';
import { Preferences } from '../shared/ui/Preferences';
import { lastMerchant, rememberMerchant, useMerchants } from '../shared/merchant';
import { AREAS } from '../shared/pageTypes';
import { PAGES } from './pages';
import { samePageFor } from './samePage';
import { useDeskChannel, useDeskConnected } from '../shared/live/desk';
import './shell.css';

/** Whether queue changes arrive live (the desk channel) or the lists poll while it is down. */
function LiveState() {
  const { t } = useTranslation();
  const live = useDeskConnected();
  return (
    <span
      className={`topbar__live ${live ? 'topbar__live--on' : ''}`}
      role="status"
      title={t(live ? 'shell.liveOnHint' : 'shell.liveOffHint')}
    >
      <span aria-hidden="true" className="topbar__dot" />
      <span className="topbar__live-text">{t(live ? 'shell.liveOn' : 'shell.liveOff')}</span>
    </span>
  );
}

function MerchantSwitcher() {
  const { t } = useTranslation();
  const merchants = useMerchants();
  const { merchant } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const current = merchant ?? lastMerchant() ?? merchants.data?.[0]?.code ?? '';
  if (!merchants.data || merchants.data.length < 2)
    return merchants.data?.[0] ? <span className="topbar__merchant">{merchants.data[0].name}</span> : null;
  return (
    <label className="topbar__field">
      <span className="visually-hidden">{t('shell.merchant')}</span>
      <select
        className="input"
        value={current}
        onChange={(event) => {
          const code = event.target.value;
          rememberMerchant(code);
          // The same page for the other merchant when the page belongs to one.
          const path = merchant ? samePageFor(location.pathname, code, PAGES) : `/m/${code}/dashboard`;
          void navigate(path);
        }}
      >
        {merchants.data.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {entry.name} ({entry.code})
          </option>
        ))}
      </select>
    </label>
  );
}

function SignOut() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = async () => {
    try {
      await callApi(routes.operatorLogout);
    } catch {
      // Already ended on the server: signing out here is all that is left.
    }
    setToken(null);
    queryClient.clear();
    void navigate('/login', { replace: true });
  };
  return (
    <>
      <button type="button" className="btn btn--small" onClick={() => setAsking(true)}>
        {t('shell.signOut')}
      </button>
      <Dialog
        open={asking}
        title={t('shell.signOut')}
        onClose={() => setAsking(false)}
        footer={
          <>
            <button type="button" className="btn" onClick={() => setAsking(false)}>
              {t('common.cancel')}
            </button>
            <button type="button" className="btn btn--primary" onClick={() => void signOut()}>
              {t('shell.signOut')}
            </button>
          </>
        }
      >
        <p>{t('shell.signOutConfirm')}</p>
      </Dialog>
    </>
  );
}

/** The frame of every signed-in page: menu by area, merchant, language, theme, operator. */
export function Shell() {
  const { t } = useTranslation();
  const me = useOperator().data;
  const merchants = useMerchants();
  const { merchant } = useParams();
  const [menuOpen, setMenuOpen] = useState(false);
  const merchantCode = merchant ?? lastMerchant() ?? merchants.data?.[0]?.code ?? null;
  useDeskChannel();

  useEffect(() => {
    if (merchant) rememberMerchant(merchant);
  }, [merchant]);

  const visible = PAGES.filter((page) => page.menu !== false && roleAllows(me?.role, page.minRole));
  return (
    <div className={`shell${menuOpen ? ' shell--menu-open' : ''}`}>
      <a className="skip-link" href="#main">
        {t('shell.skip')}
      </a>
      <aside className="sidebar" aria-label={t('shell.navigation')}>
        <div className="sidebar__brand">{t('shell.brand')}</div>
        <nav>
          {AREAS.map((area) => {
            const entries = visible.filter(
              (page) => page.area === area && (page.scope === 'global' || merchantCode !== null),
            );
            if (entries.length === 0) return null;
            return (
              <section key={area} className="sidebar__group">
                <h2 className="sidebar__heading">{t(`area.${area}`)}</h2>
                <ul>
                  {entries.map((page) => (
                    <li key={`${page.scope}:${page.path}`}>
                      <NavLink
                        onClick={() => setMenuOpen(false)}
                        className="sidebar__link"
                        to={page.scope === 'merchant' ? `/m/${merchantCode}/${page.path}` : `/${page.path}`}
                      >
                        {t(page.title)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </nav>
      </aside>
      <div className="shell__main">
        <header className="topbar">
          <button
            type="button"
            className="btn btn--small topbar__menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
          >
            ☰ <span className="visually-hidden">{t('shell.menu')}</span>
          </button>
          <MerchantSwitcher />
          <span className="spacer" />
          <LiveState />
          <Preferences fieldClassName="topbar__field" />
          {me ? (
            <span className="topbar__who">
              {me.username} <span className="badge badge--info">{t(`role.${me.role}`)}</span>
            </span>
          ) : null}
          <SignOut />
        </header>
        <main id="main" className="page" tabIndex={-1}>
          <Suspense fallback={<p className="muted">{t('common.loading')}</p>}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <button
        type="button"
        className="shell__scrim"
        aria-label={t('common.close')}
        tabIndex={-1}
        onClick={() => setMenuOpen(false)}
      />
    </div>
  );
}
