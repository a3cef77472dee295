import type { SettingsValues } from '@wps/contracts';
import { defaultSettings } from './modules/merchants/defaults.js';

export const DEMO_MERCHANT_CODE = 'aurora';

/** The demo merchant's settings: realistic values an operator would start from. */
export const DEMO_SETTINGS: Partial<SettingsValues> = {
  profile: {
    name: 'Aurora Play',
    domains: ['localhost', '127.0.0.1'],
    mainDomain: 'aurora-play.example',
    analyticsId: null,
    timeZone: 'Asia/Manila',
  },
  flags: { ...defaultSettings().flags, passwordExpiryDays: 180 },
  currency: { code: 'PHP', symbol: '₱', position: 'F', decimals: 2 },
  customerService: [
    {
      csType: 'LIVECHAT',
      label: 'Live chat',
      path: 'https://chat.aurora-play.example/live',
      minRankLevel: 0,
    },
    { csType: 'VIP', label: 'VIP host', path: 'https://chat.aurora-play.example/vip', minRankLevel: 5 },
    { csType: 'TELEGRAM', label: 'Telegram', path: 'https://t.me/auroraplay_support', minRankLevel: 0 },
    { csType: 'EMAIL', label: 'E-mail', path: 'mailto:support@aurora-play.example', minRankLevel: 0 },
  ],
  resources: [
    {
      resourceType: 'IOS',
      url: 'https://aurora-play.example/app/ios',
      qrCodeUrl: 'https://aurora-play.example/app/ios?src=qr',
      label: {
        EN: 'iOS app',
        CN: 'iOS 应用',
        JA: 'iOS アプリ',
        TH: 'แอป iOS',
        VI: 'Ứng dụng iOS',
        UR: 'iOS ایپ',
      },
    },
    {
      resourceType: 'MOBILECONFIG',
      url: 'https://aurora-play.example/app/aurora.mobileconfig',
      qrCodeUrl: null,
      label: {
        EN: 'iOS lite',
        CN: 'iOS 轻量版',
        JA: 'iOS ライト版',
        TH: 'iOS ไลต์',
        VI: 'iOS bản nhẹ',
        UR: 'iOS لائٹ',
      },
    },
    {
      resourceType: 'ANDROID',
      url: 'https://aurora-play.example/app/aurora.apk',
      qrCodeUrl: 'https://aurora-play.example/app/android?src=qr',
      label: {
        EN: 'Android app',
        CN: '安卓应用',
        JA: 'Android アプリ',
        TH: 'แอป Android',
        VI: 'Ứng dụng Android',
        UR: 'اینڈرائیڈ ایپ',
      },
    },
    {
      resourceType: 'TELEGRAM',
      url: 'https://t.me/auroraplay',
      qrCodeUrl: null,
      label: {
        EN: 'Telegram channel',
        CN: 'Telegram 频道',
        JA: 'Telegram チャンネル',
        TH: 'ช่อง Telegram',
        VI: 'Kênh Telegram',
        UR: 'ٹیلیگرام چینل',
      },
    },
    {
      resourceType: 'FACEBOOK',
      url: 'https://facebook.com/auroraplay',
      qrCodeUrl: null,
      label: {
        EN: 'Facebook page',
        CN: 'Facebook 主页',
        JA: 'Facebook ページ',
        TH: 'เพจ Facebook',
        VI: 'Trang Facebook',
        UR: 'فیس بک پیج',
      },
    },
  ],
  domainRoutes: [
    { domain: 'aurora-play.example', speed: 0 },
    { domain: 'www.aurora-play.example', speed: 0 },
    { domain: 'aurora2.example', speed: 0 },
  ],
};
