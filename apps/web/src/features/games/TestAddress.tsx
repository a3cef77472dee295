import { useLocation } from 'react-router';

/** Test helper: the router's current address, readable as the "address" output. */
export function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}
