import type { StoreDb } from '../data/store';
import { encryptServiceLink } from '../security/service-link';
import { insertRows } from './rows';

const payTo = (to: Record<string, string>) => JSON.stringify(to);

/** App downloads, social accounts, customer service and deposit channels of one merchant. */
export async function seedLinks(db: StoreDb, merchantCode: string): Promise<void> {
  const merchant_code = merchantCode;
  await insertRows(db, 'download_links', [
    { merchant_code, resource_type: 'IOS', url: 'https://apps.demo.example/ios/demo-gaming.ipa' },
    { merchant_code, resource_type: 'Android', url: 'https://apps.demo.example/android/demo-gaming.apk' },
    { merchant_code, resource_type: 'MOBILECONFIG', url: 'https://apps.demo.example/ios/demo-gaming.mobileconfig' },
    { merchant_code, resource_type: 'AppDownloadIcon', url: '/assets-static/demo/app-icon.png' },
    { merchant_code, resource_type: 'Telegram', url: 'https://t.me/demo_gaming_official' },
  ]);
  await insertRows(db, 'social_links', [
    { merchant_code, name: 'telegram', url: 'https://t.me/demo_gaming_official', sort: 1 },
    { merchant_code, name: 'facebook', url: 'https://facebook.com/demogaming', sort: 2 },
    { merchant_code, name: 'instagram', url: 'https://instagram.com/demogaming', sort: 3 },
    { merchant_code, name: 'youtube', url: 'https://youtube.com/@demogaming', sort: 4 },
  ]);
  await insertRows(db, 'customer_service', [
    { merchant_code, id: 1, type: '1', name: 'Telegram support', link: 'https://t.me/demo_gaming_support', sort: 1 },
    { merchant_code, id: 2, type: '2', name: 'E-mail support', link: 'mailto:support@demo.example', sort: 2 },
    { merchant_code, id: 3, type: '3', name: 'Live chat', link: encryptServiceLink('https://chat.demo.example/room/demo?lang=EN', 'Dm0Key88'), sort: 3 },
  ]);
  await insertRows(db, 'deposit_channels', [
    { merchant_code, id: 'bank', kind: 'manual', name: 'Bank transfer', min_cents: 100_00, max_cents: 500_000_00, sort: 1, pay_to: payTo({ bankName: 'ICBC Shenzhen Futian Branch', accountName: 'Demo Gaming Ltd', accountNumber: '6222 0240 0001 8888 520' }) },
    { merchant_code, id: 'alipay', kind: 'alipay', name: 'Alipay', min_cents: 50_00, max_cents: 50_000_00, sort: 2, pay_to: payTo({ payee: 'Demo Gaming', account: 'pay@demogaming.com' }) },
    { merchant_code, id: 'wechat', kind: 'wechat', name: 'WeChat Pay', min_cents: 50_00, max_cents: 50_000_00, sort: 3, pay_to: payTo({ payee: 'Demo Gaming', account: 'demogaming_pay' }) },
    { merchant_code, id: 'qq', kind: 'qq', name: 'QQ Wallet', min_cents: 50_00, max_cents: 20_000_00, sort: 4, pay_to: payTo({ payee: 'Demo Gaming', account: '88886666' }) },
    { merchant_code, id: 'gateway', kind: 'gateway', name: 'Online payment', min_cents: 100_00, max_cents: 100_000_00, sort: 5, pay_to: payTo({}) },
  ]);
}
