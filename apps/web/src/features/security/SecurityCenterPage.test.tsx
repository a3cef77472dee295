import { QueryClientProvider } from '@tanstack/react-query';
import { flattenWhitelabel, PROFILE_FIELDS, type ProfileField, type SecurityOverview } from '@wps/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/apiError';
import { createQueryClient } from '../../shared/api/queryClient';
import { SiteContext } from '../../shared/site/siteContext';
import { DialogProvider } from '../../shared/ui/dialog/DialogProvider';
import { installFakeApi, type FakeAnswer, type RouteId } from '../../test/fakeApi';
import { systemStatusFixture } from '../../test/fixtures';
import { SecurityCenterPage } from './SecurityCenterPage';

const api = installFakeApi();

let overview: SecurityOverview;

const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

function passwordRuleSite() {
  const status = systemStatusFixture();
  status.info.register.username.password = {
    enabled: true,
    required: true,
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
    patternId: 4,
    minLength: 8,
    maxLength: 20,
  };
  return status;
}

function profile(): FakeAnswer<'memberProfile'> {
  return {
    ...(Object.fromEntries(PROFILE_FIELDS.map((field) => [field, null])) as Record<ProfileField, null>),
    nickname: 'Alice',
    account: 'alice01',
    mobile: null,
    countryDialingCode: null,
    language: 'EN',
  };
}

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('token', 'token-1');
  window.scrollTo = vi.fn();
  overview = {
    hasPassword: true,
    hasPaymentPassword: false,
    twoFactorEnabled: false,
    recoveryCodesLeft: 0,
    mobile: null,
    email: 'a•••@example.com',
    passwordChangedAt: new Date(2025, 0, 2, 3, 4, 5).getTime(),
    lastLoginAt: new Date(2025, 4, 6, 7, 8, 9).getTime(),
    lastLoginIp: '203.0.113.9',
  };
  api.on('memberInfo', () => ({
    id: 7,
    account: 'alice01',
    nickname: 'Alice',
    type: 1,
    toUpline: false,
    clubLabel: null,
    memberLabel: [],
    regDate: 0,
    merchantCode: 'demo',
  }));
  api.on('securityOverview', () => overview);
  api.on('playerAvatar', () => ({ avatar: '3', avatarType: 'STATIC', image: null }));
  api.on('memberProfile', profile);
  api.on('memberSessions', () => [
    {
      id: 's-current',
      createdAt: new Date(2025, 4, 6, 7, 8, 9).toISOString(),
      lastSeenAt: new Date(2025, 4, 6, 8, 0, 0).toISOString(),
      ip: '127.0.0.1',
      userAgent: HEADLESS,
      current: true,
    },
    {
      id: 's-phone',
      createdAt: new Date(2025, 4, 1, 10, 0, 0).toISOString(),
      lastSeenAt: new Date(2025, 4, 2, 11, 0, 0).toISOString(),
      ip: '198.51.100.7',
      userAgent: IPHONE,
      current: false,
    },
  ]);
  api.on('loginHistory', ({ query }) => {
    const { pageNo } = query!;
    return {
      list: [
        {
          at: new Date(2025, 4, pageNo, 12, 0, 0).getTime(),
          ip: '203.0.113.9',
          country: 'PH',
          userAgent: HEADLESS,
          method: pageNo === 1 ? 'password' : 'sms',
          outcome: pageNo === 1 ? 'success' : 'failed',
        },
      ],
      pageNum: pageNo,
      totalPages: 3,
    };
  });
});

function Location() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderPage(status = systemStatusFixture()) {
  const close = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DialogProvider>
        <SiteContext.Provider value={{ status, modules: flattenWhitelabel(status.info.whitelabel) }}>
          <MemoryRouter initialEntries={['/vip']}>
            <SecurityCenterPage close={close} />
            <Location />
          </MemoryRouter>
        </SiteContext.Provider>
      </DialogProvider>
    </QueryClientProvider>,
  );
  return { close };
}

const calls = <K extends RouteId>(id: K) => api.calls(id);
const section = (name: string) => screen.getByRole('region', { name });

describe('security centre', () => {
  it('shows the account, the security level and the previous login', async () => {
    renderPage();
    const card = await screen.findByRole('region', { name: 'Account overview' });
    expect(within(card).getByText('Alice')).toBeTruthy();
    expect(within(card).getByText('alice01')).toBeTruthy();
    expect(
      within(card).getByText('Previous login: \u20662025-05-06 07:08:09\u2069 from \u2066203.0.113.9\u2069'),
    ).toBeTruthy();
    const meter = within(card).getByRole('meter', { name: 'Security level' });
    expect(meter.getAttribute('aria-valuenow')).toBe('2');
    expect(meter.getAttribute('aria-valuetext')).toBe('Medium (2/5)');
    expect(within(card).getByRole('img', { name: 'Your avatar' })).toBeTruthy();
  });

  it('lists sessions with this device marked and ends another one after confirmation', async () => {
    api.on('memberSessionEnd', () => null);
    renderPage();
    const sessions = await screen.findByRole('list', { name: 'Active sessions' });
    const items = await within(sessions).findAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Chrome 156 on Linux');
    expect(items[0]!.textContent).toContain('This device');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]!.textContent).toContain('Safari 17 on iOS');
    expect(items[1]!.textContent).toContain('IP \u2066198.51.100.7\u2069');

    fireEvent.click(within(items[1]!).getByRole('button', { name: 'End the session on Safari 17 on iOS' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Safari 17 on iOS will be signed out.')).toBeNull());
    expect(calls('memberSessionEnd')).toHaveLength(0);

    fireEvent.click(within(items[1]!).getByRole('button', { name: 'End the session on Safari 17 on iOS' }));
    await screen.findByText('Safari 17 on iOS will be signed out.');
    fireEvent.click(screen.getByRole('button', { name: 'End session' }));
    expect(await screen.findByText('The session on Safari 17 on iOS has ended.')).toBeTruthy();
    expect(calls('memberSessionEnd')[0]).toMatchObject({ params: { id: 's-phone' } });
    await waitFor(() => expect(calls('memberSessions').length).toBeGreaterThan(1));
  });

  it('pages the login history', async () => {
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('2025-05-01 12:00:00')).toBeTruthy();
    expect(within(table).getByText('Success')).toBeTruthy();
    expect(within(table).getByText('203.0.113.9 (PH)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByText('2025-05-02 12:00:00')).toBeTruthy();
    expect(within(table).getByText('Failed')).toBeTruthy();
    expect(within(table).getByText('SMS code')).toBeTruthy();
    expect(calls('loginHistory').at(-1)).toMatchObject({ query: { pageNo: 2, pageSize: 10 } });
  });
});

describe('login password', () => {
  async function openForm() {
    const view = renderPage(passwordRuleSite());
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    return view;
  }
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

  it('checks the rule and the confirmation before calling the server', async () => {
    await openForm();
    fill('Current password', 'old-pass-1');
    fill('New password', 'lettersonly');
    fill('Confirm new password', 'different1');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('8–20 characters with both letters and digits')).toBeTruthy();
    expect(screen.getByText('The two entries are inconsistent')).toBeTruthy();
    expect(calls('changePassword')).toHaveLength(0);
  });

  it('shows a wrong old password under its field', async () => {
    api.on('changePassword', () => {
      throw new ApiError('password.wrong', 400, 'The password is wrong');
    });
    const { close } = await openForm();
    fill('Current password', 'wrong-1');
    fill('New password', 'newpass12');
    fill('Confirm new password', 'newpass12');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    const input = screen.getByLabelText('Current password', { selector: 'input' });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The password is wrong')).toBeTruthy();
    expect(close).not.toHaveBeenCalled();
  });

  it('on success reloads member info, closes the centre and goes to /', async () => {
    api.on('changePassword', () => null);
    const { close } = await openForm();
    const infoCalls = calls('memberInfo').length;
    fill('Current password', 'old-pass-1');
    fill('New password', 'newpass12');
    fill('Confirm new password', 'newpass12');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(calls('changePassword')[0]).toMatchObject({
      body: { oldPassword: 'old-pass-1', newPassword: 'newpass12', confirmNewPassword: 'newpass12' },
    });
    expect(calls('memberInfo').length).toBeGreaterThan(infoCalls);
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/'));
  });
});

describe('payment password', () => {
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

  it('sets it twice (6 digits when the merchant has no rule), then offers change and reset', async () => {
    api.on('paymentPasswordSet', () => {
      overview = { ...overview, hasPaymentPassword: true };
      return null;
    });
    const status = systemStatusFixture();
    status.info.register.username.paymentPassword = {
      ...status.info.register.username.paymentPassword,
      enabled: false,
    };
    renderPage(status);
    fireEvent.click(await screen.findByRole('button', { name: 'Set payment password' }));
    fill('New payment password', '12345');
    fill('Confirm payment password', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Save payment password' }));
    expect(await screen.findAllByText('6 digits')).toBeTruthy();
    expect(calls('paymentPasswordSet')).toHaveLength(0);

    fill('New payment password', '123456');
    fill('Confirm payment password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Save payment password' }));
    expect(await screen.findByText('Your payment password is set.')).toBeTruthy();
    expect(calls('paymentPasswordSet')[0]).toMatchObject({
      body: { paymentPassword: '123456', confirmPaymentPassword: '123456' },
    });
    expect(await screen.findByRole('button', { name: 'Change payment password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Forgot payment password' })).toBeTruthy();
  });

  it('resets with the login password and shows a wrong one under it', async () => {
    overview = { ...overview, hasPaymentPassword: true };
    api.on('paymentPasswordReset', () => {
      throw new ApiError('password.wrong', 400, '');
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot payment password' }));
    fill('Your login password', 'nope');
    fill('New payment password', '654321');
    fill('Confirm payment password', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Reset payment password' }));
    const input = screen.getByLabelText('Your login password', { selector: 'input' });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(calls('paymentPasswordReset')[0]).toMatchObject({
      body: { password: 'nope', paymentPassword: '654321', confirmPaymentPassword: '654321' },
    });
  });
});

describe('two-factor', () => {
  const codes = Array.from({ length: 10 }, (_, i) => `code-${i}`);

  it('enrols: QR and secret, code, then the recovery codes once with "I saved them"', async () => {
    api.on('twoFactorSetup', () => ({
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUrl: 'otpauth://totp/Demo:alice01?secret=JBSWY3DPEHPK3PXP&issuer=Demo',
    }));
    api.on('twoFactorEnable', ({ body }) => {
      if ((body as { code: string }).code !== '123456') throw new ApiError('twofactor.code.invalid', 400, '');
      overview = { ...overview, twoFactorEnabled: true, recoveryCodesLeft: 10 };
      return { recoveryCodes: codes };
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Set up authenticator' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByLabelText('Authenticator key').textContent).toBe('JBSW Y3DP EHPK 3PXP');

    const code = screen.getByLabelText('6-digit code from the app');
    fireEvent.change(code, { target: { value: '000 000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The authenticator code is wrong')).toBeTruthy();

    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(calls('twoFactorEnable').at(-1)).toMatchObject({ body: { code: '123456' } });

    const done = screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I have saved my recovery codes'));
    expect(done.disabled).toBe(false);
    fireEvent.click(done);
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(await screen.findByText('On · recovery codes left: 10')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New recovery codes' })).toBeTruthy();
  });

  it('turns off with the password and a code', async () => {
    overview = { ...overview, twoFactorEnabled: true, recoveryCodesLeft: 7 };
    api.on('twoFactorDisable', () => {
      overview = { ...overview, twoFactorEnabled: false, recoveryCodesLeft: 0 };
      return null;
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    fireEvent.change(screen.getByLabelText('Login password', { selector: 'input' }), {
      target: { value: 'secret12' },
    });
    fireEvent.change(screen.getByLabelText('Authenticator code or recovery code'), {
      target: { value: '654321' },
    });
    fireEvent.click(
      within(section('Passwords and two-factor authentication'))
        .getAllByRole('button', { name: 'Turn off' })
        .at(-1)!,
    );
    expect(await screen.findByRole('button', { name: 'Set up authenticator' })).toBeTruthy();
    expect(calls('twoFactorDisable')[0]).toMatchObject({
      body: { password: 'secret12', code: '654321' },
    });
  });
});

describe('profile', () => {
  it('sends only the changes and shows server field errors under their fields', async () => {
    api.on('memberProfileUpdate', () => {
      throw new ApiError('validation.failed', 400, '', {
        fields: { email: { code: 'rule.pattern', message: 'pattern.10' } },
      });
    });
    const status = systemStatusFixture();
    status.info.register.username.email = {
      enabled: true,
      required: false,
      acceptedPattern: '*',
      patternId: 10,
      minLength: 5,
      maxLength: 60,
    };
    renderPage(status);
    const email = await screen.findByLabelText('E-mail');
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText('Telegram account'), { target: { value: '@alice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    // A new e-mail needs the login password (password resets go there).
    const password = await screen.findByLabelText('Your login password', { selector: 'input' });
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(calls('memberProfileUpdate')).toHaveLength(0);
    fireEvent.change(password, { target: { value: 'secret12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter a valid email address (5–60 characters)')).toBeTruthy();
    expect(calls('memberProfileUpdate')[0]).toEqual({
      body: { email: 'not-an-email', telegram: '@alice', currentPassword: 'secret12' },
    });
  });

  it('leaves the password out when the e-mail stays, and says when wrong guesses must wait', async () => {
    let attempts = 0;
    api.on('memberProfileUpdate', ({ body }) => {
      attempts += 1;
      if ((body as { currentPassword?: string }).currentPassword)
        throw new ApiError('too.many.requests', 429, '', { retryAfterSeconds: 600 });
      return { ...profile(), telegram: '@alice' };
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Telegram account'), { target: { value: '@alice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(calls('memberProfileUpdate')[0]).toEqual({ body: { telegram: '@alice' } });

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'new@example.com' } });
    fireEvent.change(await screen.findByLabelText('Your login password', { selector: 'input' }), {
      target: { value: 'guess' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Too many wrong attempts. Please try again in 10 min.')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
