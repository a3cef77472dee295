import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { routes, toWhitelabelTree, type LoginCheck, type LoginValue, type MemberInfo } from '@wps/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App';
import { ApiError } from '../../shared/api/apiError';
import { createQueryClient } from '../../shared/api/queryClient';
import { installFakeApi, type RouteId } from '../../test/fakeApi';
import { emptyAnnouncements, systemStatusFixture } from '../../test/fixtures';
import { resetAuthState } from './authStore';

/**
 * The login popup wired into the whole app, against the fake server: the captcha after a failure,
 * the forced password change and the second login step. Calls marked E are decrypted and checked.
 */

const api = installFakeApi();
/** Each login call takes the next answer: a value, or a refusal to throw. */
const loginAnswers: (LoginValue | ApiError)[] = [];
/** The bodies of the E calls (login, second step, password change) as the server opened them, in order. */
const sent: { id: RouteId; body: unknown }[] = [];

const member: MemberInfo = {
  id: 7,
  account: 'amy2024',
  nickname: null,
  type: 0,
  toUpline: false,
  clubLabel: null,
  memberLabel: [],
  regDate: 0,
  merchantCode: 'demo',
};
const loginValue = (overrides: Partial<LoginValue> = {}): LoginValue => ({
  token: 'tok-amy',
  id: 7,
  userName: 'amy2024',
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  lastLoginAt: Date.parse('2026-11-20T09:30:00Z'),
  rememberToken: null,
  ...overrides,
});
const refusal = (status: number, errorCode: string, value: unknown) =>
  new ApiError(errorCode, status, 'refused', value);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  resetAuthState();
  loginAnswers.length = 0;
  sent.length = 0;
  window.history.replaceState(null, '', '/index');
  window.scrollTo = vi.fn();
  const status = systemStatusFixture();
  status.info.whitelabel = toWhitelabelTree({ GEETEST3: false });
  api.on('systemStatus', () => status);
  api.on('announcements', () => emptyAnnouncements);
  api.on('imageCaptcha', () => ({ image: 'data:image/svg+xml;base64,PHN2Zy8+', captchaId: 'cap-1' }));
  api.on('memberLogin', ({ body }) => {
    sent.push({ id: 'memberLogin', body });
    const next = loginAnswers.shift() ?? refusal(500, 'system.error', null);
    if (next instanceof ApiError) throw next;
    return next;
  });
  api.on('loginCheckVerify', ({ body }) => {
    sent.push({ id: 'loginCheckVerify', body });
    return loginValue();
  });
  api.on('memberInfo', () => member);
  api.on('changePassword', ({ body }) => {
    sent.push({ id: 'changePassword', body });
    return null;
  });
  api.on('countries', () => [{ countryCode: 'PH', countryDialingCode: '+63' }]);
});

afterEach(() => {
  // `sent` holds every E call the app made.
  expect(sent.map((entry) => entry.id)).toEqual(api.asked().filter((id) => routes[id].encrypted));
});

async function openLogin() {
  render(<App queryClient={createQueryClient()} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog', { name: 'Log in' });
}

function fill(scope: HTMLElement, label: string, value: string) {
  fireEvent.change(within(scope).getByLabelText(label, { selector: 'input' }), { target: { value } });
}

// The whole app renders and its chunks load in each test: slower than a unit test on a busy machine.
describe('login popup', { timeout: 20_000 }, () => {
  it('asks for the picture code after a failure that says so, then signs in and loads the member', async () => {
    loginAnswers.push(refusal(400, 'login.failed', { captcha: true }), loginValue());
    const dialog = await openLogin();
    expect(within(dialog).queryByLabelText('Verification code', { selector: 'input' })).toBeNull();
    fill(dialog, 'Username', '  amy2024 ');
    fill(dialog, 'Password', 'Secret123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Wrong username or password.')).toBeTruthy();
    expect(await within(dialog).findByRole('img', { name: 'Verification code picture' })).toBeTruthy();

    fill(dialog, 'Verification code', '4826');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-amy'));
    expect(sent.map((entry) => entry.body)).toEqual([
      expect.objectContaining({
        username: 'amy2024',
        password: 'Secret123',
        type: 'username',
        remember: false,
      }),
      expect.objectContaining({ username: 'amy2024', captcha: '4826', captchaId: 'cap-1' }),
    ]);
    const device = (sent[0]!.body as { device: string }).device;
    expect(device).toBe(localStorage.getItem('deviceId'));
    expect(await screen.findByText('Welcome back, amy2024!')).toBeTruthy();
    expect(screen.getByText(/Last login: 2026-11-20 \d\d:30:00/)).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('amy2024'));
    expect(sessionStorage.getItem('isAgent')).toBe('0');
  });

  it('shows until when a locked account waits, with the way to reset the password', async () => {
    loginAnswers.push(refusal(423, 'account.locked', { lockedUntil: Date.parse('2026-11-22T10:15:00Z') }));
    const dialog = await openLogin();
    fill(dialog, 'Username', 'amy2024');
    fill(dialog, 'Password', 'Secret123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toMatch(/locked until 2026-11-22 \d\d:15:00/);
    fireEvent.click(within(alert).getByRole('button', { name: 'Reset your password' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot password' })).toBeTruthy();
  });

  it('a password set by someone else must be changed; the password just typed is used as the old one', async () => {
    loginAnswers.push(loginValue({ mustChangePassword: true }));
    const dialog = await openLogin();
    fill(dialog, 'Username', 'amy2024');
    fill(dialog, 'Password', 'Temp12345');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const forced = await screen.findByRole('dialog', { name: 'Set a new password' });
    expect(sessionStorage.getItem('cpw')).toBe('1');
    expect(within(forced).queryByLabelText('Current password', { selector: 'input' })).toBeNull();
    expect(within(forced).queryByRole('button', { name: 'Close' })).toBeNull();
    fill(forced, 'New password', 'Chosen2468');
    fill(forced, 'Confirm new password', 'Chosen2469');
    fireEvent.click(within(forced).getByRole('button', { name: 'Change password' }));
    expect(await within(forced).findByText('The two entries are inconsistent')).toBeTruthy();
    fill(forced, 'Confirm new password', 'Chosen2468');
    fireEvent.click(within(forced).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Set a new password' })).toBeNull());
    expect(sent.at(-1)).toEqual({
      id: 'changePassword',
      body: { oldPassword: 'Temp12345', newPassword: 'Chosen2468', confirmNewPassword: 'Chosen2468' },
    });
    expect(sessionStorage.getItem('cpw')).toBeNull();
  });

  it('a second login step lists the offered methods and finishes the login with the code', async () => {
    const check: LoginCheck = {
      ticket: 't-1',
      reason: 'newDevice',
      methods: ['sms', 'bankName'],
      mobile: '+63 ••• ••• 4567',
      email: null,
    };
    loginAnswers.push(refusal(403, 'login.verification.required', check));
    const dialog = await openLogin();
    fill(dialog, 'Username', 'amy2024');
    fill(dialog, 'Password', 'Secret123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const second = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(within(second).getByText('We will send the code to +63 ••• ••• 4567.')).toBeTruthy();
    fireEvent.click(within(second).getByRole('radio', { name: 'Bank account holder name' }));
    fill(second, 'Name on your bank account', 'Amy Santos');
    fireEvent.click(within(second).getByRole('button', { name: 'Confirm and log in' }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-amy'));
    expect(sent.at(-1)).toEqual({
      id: 'loginCheckVerify',
      body: { ticket: 't-1', method: 'bankName', code: 'Amy Santos' },
    });
  });
});
