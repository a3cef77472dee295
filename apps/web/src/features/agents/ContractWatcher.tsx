import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { consolidatedQuery, storeConsolidated } from './consolidated';
import { ContractRequestsDialog } from './ContractRequestsDialog';
import { requestWaiting } from './kinds';
import '../../shared/money/money-page.css';
import './agents.css';

interface ContractWatcherProps {
  token: string;
  /** auto: the popup opens by itself when a request waits; open: shown on demand; closed. */
  mode: 'auto' | 'open' | 'closed';
  onClose: () => void;
}

/**
 * After login (docs/product.md §States): asks the consolidated flags once per session, keeps them in
 * session storage, and opens the contract popup while a request waits for this member's answer.
 */
export function ContractWatcher({ token, mode, onClose }: ContractWatcherProps) {
  const consolidated = useQuery(consolidatedQuery(token));
  const data = consolidated.data;
  useEffect(() => {
    if (data) storeConsolidated(data);
  }, [data]);
  const show = mode === 'open' || (mode === 'auto' && data !== undefined && requestWaiting(data));
  return <ContractRequestsDialog token={token} open={show} onClose={onClose} />;
}
