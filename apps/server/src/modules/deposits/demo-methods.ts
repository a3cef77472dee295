import type { MethodsInput } from './methods.js';

const PH_BANKS = [
  { code: 'BDO', name: 'BDO Unibank' },
  { code: 'BPI', name: 'Bank of the Philippine Islands' },
  { code: 'MBTC', name: 'Metrobank' },
  { code: 'LBP', name: 'Land Bank of the Philippines' },
  { code: 'UBP', name: 'UnionBank' },
  { code: 'SECB', name: 'Security Bank' },
];

const noFixedAmounts = { fixedAmounts: [], fixedAmountOnly: false };

/** The demo merchant's payment methods: two through the sandbox gateway, one manual bank transfer. */
export const DEMO_DEPOSIT_METHODS: MethodsInput = [
  {
    code: 'ONLINE_BANKING',
    name: {
      EN: 'Online banking',
      CN: '网银支付',
      JA: 'オンラインバンキング',
      TH: 'ธนาคารออนไลน์',
      VI: 'Ngân hàng trực tuyến',
      UR: 'آن لائن بینکنگ',
    },
    icon: null,
    recommended: true,
    displayOrder: 1,
    enabled: true,
    channels: [
      {
        name: {
          EN: 'Aurora Pay bank redirect',
          CN: 'Aurora Pay 网银跳转',
          JA: 'Aurora Pay 銀行リダイレクト',
        },
        kind: 'gateway',
        provider: 'sandbox',
        providerChannel: 'bank_redirect',
        minAmount: '100.00',
        maxAmount: '50000.00',
        ...noFixedAmounts,
        feeBasisPoints: 0,
        banks: PH_BANKS,
        receivingAccount: null,
        displayOrder: 1,
        enabled: true,
      },
    ],
  },
  {
    code: 'QR_PAY',
    name: {
      EN: 'QR pay',
      CN: '扫码支付',
      JA: 'QR 決済',
      TH: 'จ่ายด้วย QR',
      VI: 'Thanh toán QR',
      UR: 'کیو آر ادائیگی',
    },
    icon: null,
    recommended: false,
    displayOrder: 2,
    enabled: true,
    channels: [
      {
        name: { EN: 'Aurora Pay QR', CN: 'Aurora Pay 扫码', JA: 'Aurora Pay QR' },
        kind: 'gateway',
        provider: 'sandbox',
        providerChannel: 'qr',
        minAmount: '100.00',
        maxAmount: '5000.00',
        fixedAmounts: ['100.00', '200.00', '500.00', '1000.00', '5000.00'],
        fixedAmountOnly: true,
        feeBasisPoints: 0,
        banks: [],
        receivingAccount: null,
        displayOrder: 1,
        enabled: true,
      },
    ],
  },
  {
    code: 'BANK_TRANSFER',
    name: {
      EN: 'Bank transfer',
      CN: '银行转账',
      JA: '銀行振込',
      TH: 'โอนผ่านธนาคาร',
      VI: 'Chuyển khoản ngân hàng',
      UR: 'بینک ٹرانسفر',
    },
    icon: null,
    recommended: false,
    displayOrder: 3,
    enabled: true,
    channels: [
      {
        name: { EN: 'BDO transfer', CN: 'BDO 转账', JA: 'BDO 振込' },
        kind: 'manual',
        provider: null,
        providerChannel: null,
        minAmount: '200.00',
        maxAmount: '100000.00',
        ...noFixedAmounts,
        feeBasisPoints: 0,
        banks: [],
        receivingAccount: {
          bankName: 'BDO Unibank',
          accountName: 'Aurora Play Gaming Inc.',
          accountNumber: '0012 3456 7890',
        },
        displayOrder: 1,
        enabled: true,
      },
    ],
  },
];
