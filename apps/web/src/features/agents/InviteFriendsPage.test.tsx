import type { Routes, ValueOf } from '@wps/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fakeApi';
import { InviteFriendsPage } from './InviteFriendsPage';
import { renderWithSite, signIn } from './testSupport';

const api = installFakeApi();
type Links = ValueOf<Routes['inviteLinks']>;
type Link = Links['own'];

const own: Link = {
  code: 'ALICE777',
  url: 'https://demo.example/register?ref=ALICE777',
  accountType: 'member',
  registrations: 12,
  createdAt: Date.UTC(2026, 0, 1),
  expiresAt: null,
};
let list: Link[] = [];

beforeEach(() => {
  sessionStorage.clear();
  window.scrollTo = vi.fn();
  signIn();
  list = [
    {
      code: 'AGT12345',
      url: 'https://demo.example/register?ref=AGT12345',
      accountType: 'agent',
      registrations: 3,
      createdAt: Date.UTC(2026, 1, 1),
      expiresAt: Date.UTC(2099, 0, 1),
    },
  ];
  api.on('inviteLinks', () => ({ own, list }));
  api.on('createInviteLink', ({ body }) => {
    const link: Link = {
      code: 'NEW00001',
      url: 'https://demo.example/register?ref=NEW00001',
      accountType: body!.accountType ?? 'member',
      registrations: 0,
      createdAt: Date.now(),
      expiresAt: body!.expiresInDays ? Date.now() + body!.expiresInDays * 86_400_000 : null,
    };
    list = [link, ...list];
    return link;
  });
  api.on('deleteInviteLink', ({ params }) => {
    list = list.filter((link) => link.code !== params!.code);
    return null;
  });
});

describe('invite friends for agents', () => {
  it('shows the own code and link with its QR code, and copies the link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithSite(<InviteFriendsPage />);
    const section = await screen.findByRole('region', { name: 'Your invitation code' });
    expect(within(section).getByText('ALICE777')).toBeTruthy();
    expect(within(section).getByText(own.url)).toBeTruthy();
    // The encoder loads on demand; then the code is drawn as an SVG.
    await waitFor(() =>
      expect(
        within(section)
          .getByRole('img', { name: 'QR code of invitation link ALICE777' })
          .tagName.toLowerCase(),
      ).toBe('svg'),
    );

    fireEvent.click(within(section).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(own.url));
    expect(await within(section).findByRole('status')).toHaveProperty('textContent', 'Link copied');

    const links = screen.getByRole('table', { name: 'Invitation links' });
    expect(within(links).getByText('AGT12345')).toBeTruthy();
    expect(within(links).getByText('Agent')).toBeTruthy();
    expect(within(links).getByText('3')).toBeTruthy();
  });

  it('creates a link for agents that expires after the days given', async () => {
    renderWithSite(<InviteFriendsPage />);
    const form = await screen.findByRole('form', { name: 'New invitation link' });
    fireEvent.change(within(form).getByLabelText('Registers as'), { target: { value: 'agent' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'After a number of days' }));
    fireEvent.change(within(form).getByLabelText('Days'), { target: { value: '400' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create link' }));
    expect(await within(form).findByText('From 1 to 365 days', { selector: '.field__error' })).toBeTruthy();
    expect(api.calls('createInviteLink')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Days'), { target: { value: '7' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(api.calls('createInviteLink')).toHaveLength(1));
    expect(api.calls('createInviteLink')[0]!.body).toEqual({ accountType: 'agent', expiresInDays: 7 });
    expect(await within(form).findByText('https://demo.example/register?ref=NEW00001')).toBeTruthy();
    const links = await screen.findByRole('table', { name: 'Invitation links' });
    expect(await within(links).findByText('NEW00001')).toBeTruthy();
  });

  it('creates a link that never expires by default, and deletes one after asking', async () => {
    renderWithSite(<InviteFriendsPage />);
    const form = await screen.findByRole('form', { name: 'New invitation link' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create link' }));
    await waitFor(() =>
      expect(api.calls('createInviteLink')[0]?.body).toEqual({ accountType: 'member', expiresInDays: null }),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Delete link AGT12345' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this link?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls('deleteInviteLink')[0]?.params).toEqual({ code: 'AGT12345' }));
    await waitFor(() => expect(screen.queryByText('AGT12345')).toBeNull());
  });
});
