import { useEffect, useRef } from 'react';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { showAuth } from './authStore';

/** /register and /register.html: home with the registration dialog opened once. */
export function useRegisterDialogOnMount(enabled: boolean): void {
  const token = useSessionToken();
  const opened = useRef(false);
  useEffect(() => {
    if (!enabled || token || opened.current) return;
    opened.current = true;
    showAuth({ kind: 'register' });
  }, [enabled, token]);
}
