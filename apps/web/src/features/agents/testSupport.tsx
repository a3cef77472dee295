import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  flattenWhitelabel,
  toWhitelabelTree,
  type Consolidated,
  type Contract,
  type ContractTier,
  type MemberInfo,
} from '@wps/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../shared/api/queryClient';
import { SiteContext } from '../../shared/site/siteContext';
import { notifySessionChange } from '../../shared/storage/session';
import { DialogProvider } from '../../shared/ui/dialog/DialogProvider';
import { systemStatusFixture } from '../../test/fixtures';

/** Every contract switch on (they are off by default). */
export const CONTRACT_MODULES = {
  AGENTPOLICY3: true,
  SIGNCONDIV3: true,
  DAILYSALCONT3: true,
  HOURSAL3: true,
  RTSALARY3: true,
};

export function memberFixture(type: number): MemberInfo {
  return {
    id: 7,
    account: 'alice01',
    nickname: null,
    type,
    toUpline: false,
    clubLabel: null,
    memberLabel: [],
    regDate: 0,
    merchantCode: 'demo',
  };
}

export function consolidatedFixture(overrides: Partial<Consolidated> = {}): Consolidated {
  return {
    dailysalreqtype: false,
    divtypereq: false,
    contracthoursalreq: false,
    realtimesalreqtype: false,
    contractmrdailysalinfotype: true,
    contracthoursalinfo: true,
    dailysalinfotype: true,
    realtimesalinfotype: true,
    divtypeinfo: true,
    ...overrides,
  };
}

export function tierFixture(overrides: Partial<ContractTier> = {}): ContractTier {
  return {
    rate: '1.00',
    minValidBet: '1000.00',
    minProfitLoss: null,
    minActiveMembers: 3,
    minSingleBet: null,
    minLossRate: null,
    maxWinRate: null,
    ...overrides,
  };
}

const DAY = 86_400_000;

export function contractFixture(overrides: Partial<Contract> = {}): Contract {
  return {
    id: 11,
    kind: 'daily',
    version: 1,
    status: 'active',
    period: 'daily',
    carryOver: 'none',
    tiers: [tierFixture()],
    topRate: '1.00',
    payer: { type: 'upline', member: { id: 2, username: 'boss' } },
    agent: { id: 7, username: 'alice01' },
    offeredAt: Date.UTC(2026, 2, 1),
    answeredAt: Date.UTC(2026, 2, 1) + DAY / 2,
    activeFrom: Date.UTC(2026, 2, 1) + DAY / 2,
    endsAt: null,
    terminationRequest: null,
    endReason: null,
    ...overrides,
  };
}

export function signIn() {
  sessionStorage.setItem('token', 'token-1');
  notifySessionChange();
}

/**
 * jsdom has no canvas: a 2D context whose every method does nothing, so chart.js builds its chart
 * as in a browser (as in the profit and loss page's test).
 */
function fakeContext(canvas: HTMLCanvasElement) {
  return new Proxy(
    {},
    {
      get: (_target, name) =>
        name === 'canvas'
          ? canvas
          : name === 'measureText'
            ? () => ({ width: 0 })
            : name === 'getImageData'
              ? () => ({ data: new Uint8ClampedArray(4) })
              : () => undefined,
      set: () => true,
    },
  );
}

export function stubCanvas() {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return fakeContext(this) as never;
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/** Renders `children` with the providers a member page has (query client, dialogs, site, router). */
export function renderWithSite(
  children: ReactNode,
  options: { modules?: Record<string, boolean>; queryClient?: QueryClient } = {},
) {
  const status = systemStatusFixture();
  status.info.whitelabel = toWhitelabelTree(options.modules ?? {});
  const queryClient = options.queryClient ?? createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <DialogProvider>
        <SiteContext.Provider value={{ status, modules: flattenWhitelabel(status.info.whitelabel) }}>
          <MemoryRouter initialEntries={['/index']}>{children}</MemoryRouter>
        </SiteContext.Provider>
      </DialogProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
