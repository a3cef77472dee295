import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { flattenWhitelabel, type Game, type VendorCard } from '@wps/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Address } from './TestAddress';
import { vi } from 'vitest';
import { createQueryClient } from '../../shared/api/queryClient';
import { SiteContext } from '../../shared/site/siteContext';
import { DialogProvider } from '../../shared/ui/dialog/DialogProvider';
import { systemStatusFixture } from '../../test/fixtures';

export function makeGame(overrides: Partial<Game> = {}): Game {
  return {
    nodeId: 1,
    gameId: 'slot-1',
    vassalage: 'AUR',
    gameType: 'RNG',
    gameName: 'Lucky Slot',
    nodeName: 'Lucky Slot',
    displayName: 'Lucky Slot',
    showIcon: 'https://cdn.example/slot-1.png',
    smallIcon: 'https://cdn.example/slot-1-s.png',
    supportPlay: 1,
    isHot: false,
    minBet: '1.00',
    lineNum: 20,
    roomId: null,
    isGame: null,
    code: null,
    defaultPlayType: null,
    accountTypeName: 'AUR',
    isFavorite: false,
    ...overrides,
  };
}

export function makeVendor(overrides: Partial<VendorCard> = {}): VendorCard {
  return {
    vassalage: 'AUR',
    displayName: 'Aurora',
    gameType: 'RNG',
    lagerIcon: '',
    isHot: false,
    isGame: null,
    ...overrides,
  };
}

/** A controllable IntersectionObserver: `intersectAll()` reports every observed element in view. */
export function installIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element> }>();
  class FakeObserver {
    private entry: { callback: IntersectionObserverCallback; elements: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: new Set() };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    intersectAll() {
      for (const { callback, elements } of [...observers]) {
        const entries = [...elements].map(
          (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
        );
        if (entries.length) callback(entries, {} as IntersectionObserver);
      }
    },
  };
}

export function renderWithApp(ui: ReactNode, url = '/index') {
  const status = systemStatusFixture();
  const queryClient: QueryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <DialogProvider>
        <SiteContext.Provider value={{ status, modules: flattenWhitelabel(status.info.whitelabel) }}>
          <MemoryRouter initialEntries={[url]}>
            {ui}
            <Address />
          </MemoryRouter>
        </SiteContext.Provider>
      </DialogProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
