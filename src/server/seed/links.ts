import type { Db } from '../db/open';
import { encryptServiceLink } from '../security/service-link';

export function seedLinks(db: Db, merchantCode: string): void {
  const download = db.prepare('INSERT INTO download_links (merchant_code, resource_type, url) VALUES (?, ?, ?)');
  download.run(merchantCode, 'IOS', 'https://apps.demo.example/ios/demo-gaming.ipa');
  download.run(merchantCode, 'Android', 'https://apps.demo.example/android/demo-gaming.apk');
  download.run(merchantCode, 'MOBILECONFIG', 'https://apps.demo.example/ios/demo-gaming.mobileconfig');
  download.run(merchantCode, 'AppDownloadIcon', '/assets-static/demo/app-icon.png');
  download.run(merchantCode, 'Telegram', 'https://t.me/demo_gaming_official');

  const social = db.prepare('INSERT INTO social_links (merchant_code, name, url, sort) VALUES (?, ?, ?, ?)');
  social.run(merchantCode, 'telegram', 'https://t.me/demo_gaming_official', 1);
  social.run(merchantCode, 'facebook', 'https://facebook.com/demogaming', 2);
  social.run(merchantCode, 'instagram', 'https://instagram.com/demogaming', 3);
  social.run(merchantCode, 'youtube', 'https://youtube.com/@demogaming', 4);

  const service = db.prepare('INSERT INTO customer_service (merchant_code, id, type, name, link, sort) VALUES (?, ?, ?, ?, ?, ?)');
  service.run(merchantCode, 1, '1', 'Telegram support', 'https://t.me/demo_gaming_support', 1);
  service.run(merchantCode, 2, '2', 'E-mail support', 'mailto:support@demo.example', 2);
  service.run(merchantCode, 3, '3', 'Live chat', encryptServiceLink('https://chat.demo.example/room/demo?lang=EN', 'Dm0Key88'), 3);

  const channel = db.prepare('INSERT INTO deposit_channels (merchant_code, id, kind, name, min_cents, max_cents, sort, pay_to) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const payTo = (to: Record<string, string>) => JSON.stringify(to);
  channel.run(merchantCode, 'bank', 'manual', 'Bank transfer', 100_00, 500_000_00, 1, payTo({ bankName: 'ICBC Shenzhen Futian Branch', accountName: 'Demo Gaming Ltd', accountNumber: '6222 0240 0001 8888 520' }));
  channel.run(merchantCode, 'alipay', 'alipay', 'Alipay', 50_00, 50_000_00, 2, payTo({ payee: 'Demo Gaming', account: 'pay@demogaming.com' }));
  channel.run(merchantCode, 'wechat', 'wechat', 'WeChat Pay', 50_00, 50_000_00, 3, payTo({ payee: 'Demo Gaming', account: 'demogaming_pay' }));
  channel.run(merchantCode, 'qq', 'qq', 'QQ Wallet', 50_00, 20_000_00, 4, payTo({ payee: 'Demo Gaming', account: '88886666' }));
  channel.run(merchantCode, 'gateway', 'gateway', 'Online payment', 100_00, 100_000_00, 5, payTo({}));
}
