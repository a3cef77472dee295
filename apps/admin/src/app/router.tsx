import { createBrowserRouter } from 'react-router';
import { ChangePasswordPage } from '../features/auth/ChangePasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { Home, NotFound } from './Home';
import type { AdminPage } from '../shared/pageTypes';
import { PAGES } from './pages';
import { RequireOperator } from './RequireOperator';
import { RoleGate } from './RoleGate';
import { Shell } from './Shell';

function routeOf(page: AdminPage) {
  return {
    path: page.path,
    lazy: async () => {
      const { default: Page } = await page.load();
      return {
        Component: () => (
          <RoleGate minRole={page.minRole}>
            <Page />
          </RoleGate>
        ),
      };
    },
  };
}

export function createRouter() {
  return createBrowserRouter(
    [
      { path: '/login', element: <LoginPage /> },
      {
        element: <RequireOperator />,
        children: [
          { path: '/password', element: <ChangePasswordPage /> },
          {
            element: <Shell />,
            children: [
              { index: true, element: <Home /> },
              {
                path: 'm/:merchant',
                children: [
                  { index: true, element: <Home /> },
                  ...PAGES.filter((page) => page.scope === 'merchant').map(routeOf),
                ],
              },
              ...PAGES.filter((page) => page.scope === 'global').map(routeOf),
              { path: '*', element: <NotFound /> },
            ],
          },
        ],
      },
    ],
    { basename: '/admin' },
  );
}
