import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BudgetsPage from './BudgetsPage';
import { budgetRow, fakeApi, refuse, renderPage, setUpPageTests } from './testSupport';

setUpPageTests();

describe('BudgetsPage', () => {
  it('shows budget, spend with its bar, issued, bonuses, members and pending per activity', async () => {
    const api = fakeApi(
      {
        operatorPromotionBudgets: () => ({
          activities: [
            budgetRow(1, { title: 'Welcome match', pending: 2 }),
            budgetRow(2, { title: 'Weekend reload', budget: '1000.00', spent: '900.00', state: 'closed' }),
            budgetRow(3, { title: 'Login streak', kind: 'daily_login', budget: null, spent: '40.00' }),
          ],
          currency: 'PHP',
        }),
      },
      'viewer',
    );
    renderPage(<BudgetsPage />, '/promotions/budgets', 'viewer');
    const row = (await screen.findByText('Welcome match')).closest('tr')!;
    expect(api.to('operatorPromotionBudgets')[0]!.params).toEqual({ merchantCode: 'aurora' });
    expect(within(row).getByText('#1 · Deposit match')).toBeTruthy();
    expect(within(row).getByText('Published')).toBeTruthy();
    expect(within(row).getByText('₱10,000.00')).toBeTruthy();
    expect(within(row).getByText('₱2,500.00')).toBeTruthy();
    expect(within(row).getByText('₱300.00')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(row).getByText('9')).toBeTruthy();
    expect(within(row).getByText('2').className).toContain('badge--warn');
    const bar = within(row).getByRole('progressbar', { name: 'Spent of the budget of Welcome match' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(within(row).getByText('25 % spent')).toBeTruthy();

    const reload = screen.getByText('Weekend reload').closest('tr')!;
    expect(within(reload).getByRole('progressbar').className).toContain('promo-bar--warn');
    expect(within(reload).getByText('90 % spent')).toBeTruthy();
    const login = screen.getByText('Login streak').closest('tr')!;
    expect(within(login).queryByRole('progressbar')).toBeNull();
    expect(within(login).getAllByText('No budget')).toHaveLength(2);
  });

  it('shows the server’s refusal', async () => {
    fakeApi({ operatorPromotionBudgets: () => refuse('operator.forbidden', null, 403) }, 'viewer');
    renderPage(<BudgetsPage />, '/promotions/budgets', 'viewer');
    expect((await screen.findByRole('alert')).textContent).toBe('Your role may not do this.');
  });
});
