import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { setToken } from '../session/token';
import { installDialog, type Call, type RouteId } from './fakeApi';

/*
 * Page tests' steps (the feature tests' shared kit, with fakeApi): the set-up of a file, typing into
 * fields, a row's cells, and an edit refused because its row is gone.
 */

/** A page test file's set-up: the native dialog before each test; after each, the page unmounted, signed out, fetch restored. */
export function setUpPageTests(): void {
  beforeEach(installDialog);
  afterEach(() => {
    cleanup();
    setToken(null);
    vi.unstubAllGlobals();
  });
}

/** Types `value` into a field. */
export const change = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

/** Types into the fields of `dialog` by their labels, in the order given. */
export function fill(dialog: HTMLElement, values: Record<string, string>): void {
  for (const [label, value] of Object.entries(values)) change(within(dialog).getByLabelText(label), value);
}

/** The texts of a table row's cells. */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/**
 * Opens a row's edit dialog (its button named `edit`, the dialog `dialog`) and saves it with a
 * reason against a refusal saying the row is gone: the dialog shows `refusal` and the list (`list`)
 * is read again; the dialog is then cancelled.
 */
export async function expectGoneOnSave(
  api: { to: (id: RouteId) => Call[] },
  { edit, dialog, refusal, list }: { edit: string; dialog: string; refusal: string; list: RouteId },
): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: edit }));
  const open = screen.getByRole('dialog', { name: dialog });
  change(within(open).getByLabelText('Reason'), 'Fix');
  fireEvent.click(within(open).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(open).getByRole('alert').textContent).toBe(refusal));
  await waitFor(() => expect(api.to(list).length).toBeGreaterThan(1));
  fireEvent.click(within(open).getByRole('button', { name: 'Cancel' }));
}
