import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LOCALE_NAMESPACES, i18n, initI18n } from '../shared/i18n/i18n';

await initI18n('EN');
await i18n.loadNamespaces([...LOCALE_NAMESPACES]);

// Pages load lazily and render in transitions; on a busy 2-core CI machine that can take over a
// second, so `findBy…` waits up to 5 s (it still fails when the element never appears).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});

// Component tests run without the live channel (its own tests drive it with a fake socket); the
// pages then behave as when the channel is down: they poll.
Reflect.deleteProperty(globalThis, 'WebSocket');
