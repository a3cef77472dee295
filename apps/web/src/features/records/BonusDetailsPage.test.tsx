import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '../../test/fakeApi';
import { BonusDetailsPage } from './BonusDetailsPage';
import { renderRecordsPage } from './testSupport';

const api = installFakeApi();

beforeEach(() => {
  sessionStorage.clear();
  api.on('bonusRecords', ({ query }) => {
    const page = query!.pageNo;
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
  });
});

describe('bonus details page (on the shared records table)', () => {
  it('lists bonuses with signed amounts and pages through them', async () => {
    renderRecordsPage(<BonusDetailsPage />);
    const row = (await screen.findByText('Welcome bonus 1')).closest('tr')!;
    expect(within(row).getByText('+₱88.00').className).toContain('money-amount--in');
    expect(within(row).getByText('—')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Welcome bonus 2')).toBeTruthy();
    expect(api.calls('bonusRecords').at(-1)?.query).toMatchObject({ pageNo: 2, pageSize: 20 });
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(api.calls('bonusRecords').at(-1)?.query).toMatchObject({ pageNo: 1 }));
  });
});
