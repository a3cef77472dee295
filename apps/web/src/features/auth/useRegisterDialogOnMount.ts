import { useEffect, useRef } from 'react';
import { useAuthPrompts } from './useAuthPrompts';

/** /register and /register.html: home with the registration dialog opened once. */
export function useRegisterDialogOnMount(enabled: boolean): void {
  const { openRegister, loggedIn } = useAuthPrompts();
  const opened = useRef(false);
  useEffect(() => {
    if (!enabled || loggedIn || opened.current) return;
    opened.current = true;
    void openRegister();
  }, [enabled, loggedIn, openRegister]);
}
