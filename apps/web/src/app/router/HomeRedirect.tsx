import { Navigate, useLocation } from 'react-router';

/** `/` is the home page at /index; the query stays (links such as `/?memberCentre=depositv2`). */
export function HomeRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/index', search }} replace />;
}
