import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SystemStatus } from '@wps/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../shared/api/apiError';
import { createQueryClient } from '../../shared/api/queryClient';
import { installFakeApi } from '../../test/fakeApi';
import { emptyAnnouncements, systemStatusFixture } from '../../test/fixtures';
import { App } from '../App';

const api = installFakeApi();
let status: SystemStatus | Error;
/** The headers of each status call, in order. */
let statusHeaders: Headers[];

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  window.scrollTo = vi.fn();
  statusHeaders = [];
  api.on('systemStatus', ({ headers }) => {
    statusHeaders.push(headers);
    if (status instanceof Error) throw new ApiError(NETWORK_ERROR, 0, status.message);
    return status;
  });
  api.on('announcements', () => emptyAnnouncements);
  api.on('helpCenter', () => ({ categories: [] }));
});

const renderApp = () => render(<App queryClient={createQueryClient()} />);

describe('boot', () => {
  it('status 0: stores the merchant and settings and shows the app at /index', async () => {
    status = systemStatusFixture();
    const { container } = renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Site' })).toBeTruthy();
    expect(window.location.pathname).toBe('/index');
    expect(container.ownerDocument.querySelector('[data-layout="full"]')).toBeTruthy();
    expect(sessionStorage.getItem('merchant')).toBe('demo');
    expect(sessionStorage.getItem('merchantCode')).toBe('demo');
    expect(localStorage.getItem('merchantCode')).toBe('demo');
    expect(JSON.parse(sessionStorage.getItem('settings')!)).toMatchObject({
      DPSTBAS3: true,
      // On by default since the loyalty module (migration 0038); credit mode stays off.
      MANPLAYREB3: true,
      CREDITMAR3: false,
    });
    expect(JSON.parse(sessionStorage.getItem('routers')!)).toEqual([{ domain: 'alt.example', speed: 0 }]);
    expect(api.asked()[0]).toBe('systemStatus');
    expect(api.calls('systemStatus')[0]).toEqual({ query: { url: window.location.host } });
    expect(statusHeaders[0]!.has('Merchant')).toBe(false);
  });

  it('status 1: the maintenance page with the message and Contact Us opening live chat', async () => {
    status = systemStatusFixture({
      status: 1,
      maintenance: true,
      maintenanceInfo: { message: 'Back at noon', until: null },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderApp();
    expect(await screen.findByRole('heading', { name: 'System Maintenance' })).toBeTruthy();
    expect(screen.getByText('Back at noon')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Contact us' }));
    expect(open).toHaveBeenCalledWith(
      'https://chat.example/live',
      'customer-service',
      expect.stringContaining('noopener'),
    );
  });

  it('status 2: the restriction page with the visitor IP and country', async () => {
    status = systemStatusFixture({ status: 2, regionRestriction: true });
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeTruthy();
    expect(screen.getByText('198.51.100.4')).toBeTruthy();
    expect(screen.getByText(/Philippines|PH/)).toBeTruthy();
  });

  it('a failed status call shows an error with Retry, and Retry recovers', async () => {
    status = new Error('offline');
    renderApp();
    expect(await screen.findByText("We couldn't load the site", {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('Network link abnormal, please retry')).toBeTruthy();
    status = systemStatusFixture();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Site' })).toBeTruthy();
  });

  it('loginedToHomePage sends visitors to /login', async () => {
    status = systemStatusFixture({}, { loginedToHomePage: true });
    window.history.replaceState(null, '', '/vip');
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('/register opens the registration dialog over the home page', async () => {
    status = systemStatusFixture();
    window.history.replaceState(null, '', '/register');
    renderApp();
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
