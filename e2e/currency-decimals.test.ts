import fs from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { memberApi, operatorApi, uniqueName } from './support/auth.js';
import { animationsDone, launchBrowser, openPage, openCentrePage, unexpected } from './support/browser.js';
import { startSite, type Site } from './support/site.js';

/**
 * Amounts in the browser with the merchant currency's decimals (docs/decisions.md, "Money on the
 * wire"): two merchants made through the operator API, one in Vietnamese dong (0 decimals, symbol
 * behind) and one in Kuwaiti dinar (3 decimals), each opened on its own host name (the merchant's
 * domains setting). Money goes in through an operator adjustment and a manual deposit made in the
 * browser and approved by the operator, then out through a withdrawal request made in the browser;
 * the balance widget, the wallet, deposit and withdrawal pages with their records and the account
 * records must show exactly the ledger's figures, as the API answers them.
 */

const PASSWORD = 'Money1234';
const PAY_PASSWORD = '135790';

interface Currency {
  code: string;
  symbol: string;
  position: 'F' | 'B';
  decimals: number;
}

/** A merchant of the test and the amounts it moves, written as a member types them. */
interface Case {
  merchant: string;
  host: string;
  currency: Currency;
  /** The operator's adjustment, as posted and as the ledger answers it. */
  funding: [posted: string, wire: string];
  /** The manual deposit typed in the browser and as the ledger answers it; the channel's fee. */
  deposit: [typed: string, wire: string];
  feeBasisPoints: number;
  /** The withdrawal typed in the browser and as the ledger answers it (the charge is 1%). */
  withdrawal: [typed: string, wire: string];
  /** Money settings of the merchant, every amount within its decimals. */
  limits: { min: string; max: string; depositMin: string; depositMax: string; big: string };
}

const CASES: Case[] = [
  {
    merchant: 'dongplay',
    host: 'dongplay.localhost',
    currency: { code: 'VND', symbol: '₫', position: 'B', decimals: 0 },
    funding: ['1234567', '1234567'],
    deposit: ['2345678', '2345678'],
    feeBasisPoints: 150,
    withdrawal: ['1000050', '1000050'],
    limits: {
      min: '100000',
      max: '50000000',
      depositMin: '100000',
      depositMax: '500000000',
      big: '1000000000',
    },
  },
  {
    merchant: 'dinarplay',
    host: 'dinarplay.localhost',
    currency: { code: 'KWD', symbol: 'KD', position: 'F', decimals: 3 },
    funding: ['12.345', '12.345'],
    deposit: ['250.5', '250.500'],
    feeBasisPoints: 150,
    withdrawal: ['100.125', '100.125'],
    limits: { min: '1', max: '50000', depositMin: '1', depositMax: '100000', big: '1000000' },
  },
];

/**
 * How the site must show a wire amount: written here on its own (not with the site's code), from the
 * API's text. Thousands grouped, exactly the currency's decimals, the symbol in front or behind.
 */
function shown(wire: string, currency: Currency): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(wire);
  assert.ok(match, `not a wire amount: ${wire}`);
  const fraction = match[3] ?? '';
  assert.equal(
    fraction.length,
    currency.decimals,
    `${wire} has the currency's ${currency.decimals} decimals`,
  );
  const whole = match[2]!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const number = `${match[1]}${whole}${fraction ? `.${fraction}` : ''}`;
  return currency.position === 'B' ? `${number} ${currency.symbol}` : `${currency.symbol}${number}`;
}

/** A movement as the records show it: the sign in front of the symbol. */
function signed(wire: string, currency: Currency): string {
  return wire.startsWith('-') ? `−${shown(wire.slice(1), currency)}` : `+${shown(wire, currency)}`;
}

const SHOTS = path.join(import.meta.dirname, 'screenshots');

let site: Site;
let browser: Browser;
let port: string;

before(async () => {
  site = await startSite();
  port = new URL(site.url).port;
  browser = await launchBrowser();
  const admin = await operatorApi(site);
  for (const entry of CASES) {
    await admin.call('POST', '/wps/admin/merchants', {
      code: entry.merchant,
      profile: {
        name: `${entry.currency.code} Play`,
        domains: [entry.host],
        mainDomain: '',
        analyticsId: null,
      },
    });
    const ops = await operatorApi(site, entry.merchant);
    // The human checks are not what these tests are about (the auth tests cover them).
    await ops.modules({ GEETEST3: false, CAPTCHA3: false });
    // A new merchant offers no payout bank until its operator adds one (partners are configuration).
    await ops.call('POST', `${ops.base}/payout-banks`, {
      country: 'PH',
      code: 'BDO',
      name: 'BDO Unibank',
      type: 'bank',
      accountNumberPattern: null,
      enabled: true,
      displayOrder: 1,
    });
  }
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

for (const entry of CASES) {
  const { currency } = entry;
  const money = (wire: string) => shown(wire, currency);

  describe(`${currency.code}, ${currency.decimals} decimals`, () => {
    it('shows every amount of the money pages exactly as the ledger has it', async () => {
      const ops = await operatorApi(site, entry.merchant);
      const api = memberApi(site, entry.merchant);
      const limits = entry.limits;

      // Payout banks are offered per country, from the merchant's currency when the member names none
      // (PHP → PH): the member binds an account at the bank the operator added while the new merchant
      // still has its default currency (PHP), before the merchant switches to its own.
      const username = uniqueName('dec');
      const registered = await api.call<{ token: string }>('PUT', '/wps/member/register', {
        sealed: true,
        body: { username, password: PASSWORD, confirmPassword: PASSWORD, registerMethod: 'WEB' },
      });
      assert.equal(registered.success, true, JSON.stringify(registered));
      const token = registered.value.token;
      const memberId = (await ops.memberNamed(username)).id;
      const payment = await api.call('PUT', '/wps/member/paymentPassword', {
        sealed: true,
        token,
        body: { paymentPassword: PAY_PASSWORD, confirmPaymentPassword: PAY_PASSWORD },
      });
      assert.equal(payment.success, true, JSON.stringify(payment));
      const bound = await api.call<{ id: number }>('PUT', '/wps/v2/member/bankCards', {
        sealed: true,
        token,
        body: {
          kind: 'bank',
          bankCode: 'BDO',
          accountNumber: '001234567890',
          accountName: 'Nguyen Van An',
          paymentPassword: PAY_PASSWORD,
        },
      });
      assert.equal(bound.success, true, JSON.stringify(bound));

      await ops.update('currency', () => currency);
      await ops.update<Record<string, unknown>>('money', (value) => ({
        ...value,
        withdrawal: {
          enabled: true,
          minAmount: limits.min,
          maxAmount: limits.max,
          dailyCount: 5,
          dailyMaxAmount: limits.big,
          freePerDay: 0,
          chargeBasisPoints: 100,
          chargeFixed: '0',
          secondApprovalAbove: limits.big,
          turnoverMultiple: 0,
        },
        transfer: {
          uplineEnabled: true,
          downlineEnabled: true,
          minAmount: limits.min,
          maxAmount: limits.big,
        },
        trialBalance: limits.min,
        adjustmentSecondApprovalAbove: limits.big,
      }));
      await ops.call('PUT', `${ops.base}/deposit-methods`, [
        {
          code: 'BANK_TRANSFER',
          name: { EN: 'Bank transfer' },
          icon: null,
          recommended: true,
          displayOrder: 1,
          enabled: true,
          channels: [
            {
              name: { EN: 'Local bank' },
              kind: 'manual',
              provider: null,
              providerChannel: null,
              minAmount: limits.depositMin,
              maxAmount: limits.depositMax,
              fixedAmounts: [],
              fixedAmountOnly: false,
              feeBasisPoints: entry.feeBasisPoints,
              banks: [],
              receivingAccount: {
                bankName: 'Local bank',
                accountName: 'Site Ltd',
                accountNumber: '9988 7766',
              },
              displayOrder: 1,
              enabled: true,
            },
          ],
        },
      ]);

      // Money in: the operator's adjustment, exactly the amount posted.
      await ops.call('POST', `${ops.base}/adjustments`, {
        memberId,
        amount: entry.funding[0],
        reason: 'e2e funding',
        requestId: `fund-${memberId}-${Date.now()}`,
      });
      const balance = async () => {
        const reply = await api.call<{
          sumBalance: string;
          balance: { wallet: string; availBalance: string }[];
        }>('GET', '/wps/v2/wallets/balance', { token });
        assert.equal(reply.success, true, JSON.stringify(reply));
        return reply.value;
      };
      const funded = await balance();
      assert.equal(funded.sumBalance, entry.funding[1]);

      const { page, errors, close } = await openPage(browser);
      await page.addInitScript((value) => {
        if (sessionStorage.getItem('e2e-seeded')) return;
        sessionStorage.setItem('e2e-seeded', '1');
        sessionStorage.setItem('token', value);
      }, token);
      // The merchant's own host name: the site answers as that merchant (its domains setting).
      await page.goto(`http://${entry.host}:${port}/index`);
      await page.locator('[data-layout]').first().waitFor();

      // The header's balance widget.
      const header = page.locator('.balance-widget--header');
      const widget = header.locator('.balance-widget__amount');
      await widget.filter({ hasText: money(funded.sumBalance) }).waitFor();
      assert.equal(await widget.textContent(), money(funded.sumBalance));

      // The wallet page: the total and the main wallet.
      let panel = await openCentrePage(page, 'transferFund');
      await panel
        .getByTestId('wallet-total')
        .filter({ hasText: money(funded.sumBalance) })
        .waitFor();
      assert.equal(
        await panel.locator('[data-wallet="main"] .wallet-list__amount').textContent(),
        money(funded.balance.find((row) => row.wallet === 'main')!.availBalance),
      );

      // The deposit page: the channel's limits, the fee and what is credited, then a manual deposit.
      const methods = await api.call<{ channels: { minAmount: string; maxAmount: string }[] }[]>(
        'GET',
        '/wps/relay/MCSFE_getDepositPaymentChannels',
        { token },
      );
      const channel = methods.value[0]!.channels[0]!;
      panel = await openCentrePage(page, 'depositv2');
      await panel
        .getByText(`${money(channel.minAmount)} – ${money(channel.maxAmount)}`)
        .first()
        .waitFor();
      const tooPrecise = currency.decimals === 0 ? '1000.5' : '1000.0005';
      await panel.getByLabel('Amount').fill(tooPrecise);
      await panel.getByLabel('Transfer reference').fill(`REF-${currency.code}`);
      await panel.getByLabel('Name of the payer').fill('Nguyen Van An');
      await panel.getByRole('button', { name: 'I have transferred' }).click();
      await panel
        .getByText(
          currency.decimals === 0 ? 'Whole amounts only, without decimals' : 'At most 3 decimal places',
        )
        .waitFor();
      await panel.getByLabel('Amount').fill(entry.deposit[0]);
      const breakdown = panel.locator('.deposit-breakdown');
      await breakdown.waitFor();
      const announced = await breakdown.locator('dd').allTextContents();
      await panel.getByRole('button', { name: 'I have transferred' }).click();
      const done = panel.getByText(/Your transfer of (.+) was sent for review \(order (DP\w+)\)/);
      await done.waitFor();
      const doneText = (await done.textContent()) ?? '';
      const orderNo = /order (DP\w+)/.exec(doneText)![1]!;

      // The operator approves it; the member's records show what the API says, fee included.
      const queued = await ops.call<{ list: { orderNo: string; amount: string; fee: string }[] }>(
        'GET',
        `${ops.base}/deposits?status=PENDING&kind=manual`,
      );
      const order = queued.list.find((row) => row.orderNo === orderNo);
      assert.ok(order, 'the deposit is in the operator queue');
      assert.equal(order.amount, entry.deposit[1]);
      assert.ok(doneText.startsWith(`Your transfer of ${money(order.amount)} was sent`), doneText);
      await ops.call('POST', `${ops.base}/deposits/${orderNo}/approve`, { remark: 'matched' });
      const records = await api.call<{
        list: { orderNo: string; amount: string; fee: string; status: string }[];
      }>('GET', '/wps/relay/MCSFE_getDepositTransactionReport?pageNo=1&pageSize=10', { token });
      const record = records.value.list.find((row) => row.orderNo === orderNo)!;
      assert.equal(record.status, 'PAID');
      // The fee the form announced is the fee the server charged.
      assert.deepEqual(announced, [
        money(record.fee),
        money(subtract(record.amount, record.fee, currency.decimals)),
      ]);
      await panel.getByRole('button', { name: 'View deposit records' }).click();
      const item = panel.locator(`.money-record[data-order="${orderNo}"][data-status="PAID"]`);
      await item.waitFor();
      assert.equal(await item.locator('.money-record__amount').textContent(), money(record.amount));
      await item.getByText(`Fee ${money(record.fee)}`).waitFor();

      // The operator's approval happened elsewhere: the member asks the header widget again.
      const afterDeposit = await balance();
      const centre = page.getByRole('dialog', { name: 'Member centre' });
      await centre.getByRole('button', { name: 'Close' }).click();
      await centre.waitFor({ state: 'detached' });
      await header.getByRole('button', { name: 'Refresh balance' }).click();
      await widget.filter({ hasText: money(afterDeposit.sumBalance) }).waitFor();

      // The withdrawal page: what can be withdrawn, the charge and what arrives, then the request.
      panel = await openCentrePage(page, 'withdraw');
      const main = afterDeposit.balance.find((row) => row.wallet === 'main')!.availBalance;
      await panel
        .getByTestId('withdraw-available')
        .filter({ hasText: money(main) })
        .waitFor();
      assert.equal(await panel.getByTestId('withdraw-available').textContent(), money(main));
      const settings = await api.call<{ minimumAmount: string; maximumAmount: string }>(
        'GET',
        '/wps/relay/MCSFE_getWithdrawSettings',
        { token },
      );
      await panel
        .getByText(`Min ${money(settings.value.minimumAmount)} – max ${money(settings.value.maximumAmount)}`)
        .waitFor();
      await panel.getByLabel('Amount').fill(entry.withdrawal[0]);
      const charge = await api.call<{ charge: string; receive: string }>(
        'GET',
        `/wps/relay/MCSFE_getCalculatedWithdrawCharges?amount=${entry.withdrawal[0]}`,
        { token },
      );
      assert.equal(charge.success, true, JSON.stringify(charge));
      await panel
        .getByTestId('withdraw-charge')
        .filter({ hasText: money(charge.value.charge) })
        .waitFor();
      await panel
        .getByTestId('withdraw-receive')
        .filter({ hasText: money(charge.value.receive) })
        .waitFor();
      await panel.getByLabel('Payment password').fill(PAY_PASSWORD);
      await panel.getByRole('button', { name: 'Withdraw', exact: true }).click();
      const requested = panel.getByText(/Withdrawal of (.+) requested \(order (W\d+)\)/);
      await requested.waitFor();
      const withdrawalNo = /order (W\d+)/.exec((await requested.textContent()) ?? '')![1]!;
      const withdrawals = await api.call<{
        list: { orderNo: string; amount: string; charge: string; receive: string }[];
      }>('GET', '/wps/relay/MCSFE_getWithdrawTransactionReport?pageNo=1&pageSize=10', { token });
      const withdrawal = withdrawals.value.list.find((row) => row.orderNo === withdrawalNo)!;
      assert.ok(withdrawal, 'the withdrawal is in the member records');
      assert.equal(withdrawal.amount, entry.withdrawal[1]);
      assert.equal(
        (await requested.textContent())?.includes(`Withdrawal of ${money(withdrawal.amount)} requested`),
        true,
      );
      assert.equal(withdrawal.charge, charge.value.charge);
      await panel.getByRole('button', { name: 'View withdrawal records' }).click();
      const drawn = panel.locator(`.money-record[data-order="${withdrawalNo}"]`);
      await drawn.waitFor();
      assert.equal(await drawn.locator('.money-record__amount').textContent(), money(withdrawal.amount));
      await drawn.getByText(`Charge ${money(withdrawal.charge)}`).waitFor();
      await drawn.getByText(`Receive ${money(withdrawal.receive)}`).waitFor();

      // The balance after the hold, in the header and on the wallet page.
      const afterWithdrawal = await balance();
      assert.equal(
        afterWithdrawal.sumBalance,
        subtract(afterDeposit.sumBalance, withdrawal.amount, currency.decimals),
      );
      await widget.filter({ hasText: money(afterWithdrawal.sumBalance) }).waitFor();
      panel = await openCentrePage(page, 'transferFund');
      await panel
        .getByTestId('wallet-total')
        .filter({ hasText: money(afterWithdrawal.sumBalance) })
        .waitFor();

      // The account records: every movement with the balance after it, as the API answers them.
      const history = await api.call<{
        list: { txTypeName: string; amount: string; currentAvailBalance: string; orderNo: string | null }[];
      }>('GET', '/wps/relay/ODSFE2_MemTransDet?page=1&size=20', { token });
      assert.equal(history.value.list.length, 3, JSON.stringify(history.value.list));
      panel = await openCentrePage(page, 'transactionHistory');
      const rows = panel.locator('.records-table tbody tr');
      await rows.nth(2).waitFor();
      assert.equal(await rows.count(), 3);
      for (const [index, movement] of history.value.list.entries()) {
        const cells = rows.nth(index).locator('td');
        const texts = await cells.allTextContents();
        assert.equal(texts.at(-2), signed(movement.amount, currency), `row ${index} amount`);
        assert.equal(texts.at(-1), money(movement.currentAvailBalance), `row ${index} balance after`);
      }
      assert.equal(history.value.list[0]!.currentAvailBalance, afterWithdrawal.sumBalance);

      // No figure of the records has other decimals than the currency's.
      const table = (await panel.locator('.records-table tbody td').allTextContents()).join(' ');
      if (currency.decimals === 0) assert.doesNotMatch(table, /\d\.\d/);
      else assert.doesNotMatch(table, /\d\.(?!\d{3}(?!\d))/);

      // Pictures of the money pages in this currency, to look at (desktop light, phone dark).
      fs.mkdirSync(SHOTS, { recursive: true });
      for (const [variant, size, scheme] of [
        ['desktop-light', { width: 1280, height: 900 }, 'light'],
        ['phone-dark', { width: 390, height: 844 }, 'dark'],
      ] as const) {
        await page.setViewportSize(size);
        await page.emulateMedia({ colorScheme: scheme });
        for (const [pageId, ready] of [
          ['transferFund', '[data-testid="wallet-total"]'],
          ['withdraw', '[data-testid="withdraw-charge"], form'],
          ['transactionHistory', '.records-table tbody tr'],
        ] as const) {
          const shown = await openCentrePage(page, pageId);
          await shown.locator(ready).first().waitFor();
          await animationsDone(page);
          await page.screenshot({
            path: path.join(SHOTS, `currency-${currency.code}-${pageId}-${variant}.png`),
          });
        }
      }
      assert.deepEqual(unexpected(errors), []);
      await close();
    });
  });
}

/** `a - b` of two wire amounts with `decimals`, exactly. */
function subtract(a: string, b: string, decimals: number): string {
  const minor = (text: string) => {
    const [whole, fraction = ''] = text.replace('-', '').split('.');
    const value = BigInt(`${whole}${fraction.padEnd(decimals, '0')}`);
    return text.startsWith('-') ? -value : value;
  };
  const difference = minor(a) - minor(b);
  const digits = (difference < 0n ? -difference : difference).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${difference < 0n ? '-' : ''}${whole}${fraction}`;
}
