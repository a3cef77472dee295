import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BonusDetailsPage } from './BonusDetailsPage';
import { renderRecordsPage, stubApi } from './testSupport';

const BONUSES = '/wps/relay/ODSFE2_MemBonusDet';
let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  sessionStorage.clear();
  api = stubApi({
    [BONUSES]: (url) => {
      const page = Number(url.searchParams.get('pageNo'));
      return {
        list: [
          {
            txId: `T${page}`,
            type: 'dividend',
            name: `Welcome bonus ${page}`,
            amount: '88.00',
            createdAt: new Date(2026, 2, 30, 9, 0).getTime(),
            remark: null,
          },
        ],
        pageNum: page,
        totalPages: 2,
      };
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('bonus details page (on the shared records table)', () => {
  it('lists bonuses with signed amounts and pages through them', async () => {
    renderRecordsPage(<BonusDetailsPage />);
    const row = (await screen.findByText('Welcome bonus 1')).closest('tr')!;
    expect(within(row).getByText('+₱88.00').className).toContain('money-amount--in');
    expect(within(row).getByText('—')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Welcome bonus 2')).toBeTruthy();
    expect(api.calls(BONUSES).at(-1)).toMatchObject({ pageNo: '2', pageSize: '20' });
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(api.calls(BONUSES).at(-1)).toMatchObject({ pageNo: '1' }));
  });
});
