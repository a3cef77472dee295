import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../shared/i18n/i18n';
import { DialogProvider } from '../shared/ui/dialog/DialogProvider';
import { LoadingOverlayHost } from '../shared/ui/LoadingOverlay';
import { Boot } from './boot/Boot';

function GlobalLoading() {
  const { t } = useTranslation();
  return <LoadingOverlayHost label={t('common.loading')} />;
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <DialogProvider>
            <Boot />
            <GlobalLoading />
          </DialogProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
