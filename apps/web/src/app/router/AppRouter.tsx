import { BrowserRouter, useRoutes } from 'react-router';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { appRoutes } from './router';

function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * React Router in declarative mode: the site uses no loaders or actions, and the data router's code
 * (about 17 KB gzip) would be most of the router in the first download. Scroll restoration and the
 * route error page are ours (ScrollRestoration, RouteErrorBoundary).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
