import { memberApi, operatorApi, uniqueName } from './support/auth.js';
import { launchBrowser, openPage } from './support/browser.js';
import { startSite } from './support/site.js';

const site = await startSite({});
try {
  const ops = await operatorApi(site);
  await ops.modules({ GEETEST3: false, CAPTCHA3: false });
  const api = memberApi(site);
  const name = uniqueName('lotto');
  await api.register({ username: name, password: 'Lotto12345' });
  await ops.adjust(name, '5000');
  const token = await api.login(name, 'Lotto12345');
  const browser = await launchBrowser();
  for (const [label, viewport] of [['desk', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
    const { page } = await openPage(browser, { viewport });
    await page.addInitScript((value) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      sessionStorage.setItem('token', value);
    }, token);
    for (const path of ['/vnlottery', '/lottery?gameCode=SSC1', '/seaLottery', '/elott']) {
      await page.goto(site.url + path);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/${label}${path.replace(/[/?=]/g, '_')}.png`, fullPage: true });
    }
  }
  await browser.close();
} finally {
  await site.stop();
}
