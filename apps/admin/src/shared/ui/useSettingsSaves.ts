import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * A settings page's saves: after one, the settings (`queryKey`) are read again, the version its form
 * is keyed by moves on (the form remounts from what was read) and the line `saved()` says is shown.
 */
export function useSettingsSaves(queryKey: readonly unknown[], saved: () => string) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  return {
    outcome,
    onDismiss: () => setOutcome(null),
    version,
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey });
      setVersion((current) => current + 1);
      setOutcome(saved());
    },
  };
}
