import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../shared/i18n/i18n';

await initI18n('EN');

afterEach(() => {
  cleanup();
});
