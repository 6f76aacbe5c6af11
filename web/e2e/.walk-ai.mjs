import { launchBrowser } from './lib/browser.mjs';
import { loginAs } from './lib/session.mjs';
const base = 'http://localhost:3311';
const browser = await launchBrowser();
const shot = async (page, name) => page.screenshot({ path: `/tmp/walk/${name}.png`, fullPage: true });
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await loginAs(page, base, { email: 'staff@northside.demo', type: 'Provider' });
  await page.goto(`${base}/cases`);
  await page.getByRole('link', { name: /AI/ }).first().click().catch(async () => {
    await page.getByRole('button', { name: /AI/ }).first().click();
  });
  await page.waitForTimeout(3000);
  await shot(page, '1-analysis-from-case-card');
  const url = new URL(page.url());
  const caseId = url.searchParams.get('caseId');
  await page.goto(`${base}/ai-dashboard?tab=predictions&caseId=${caseId}`);
  await page.waitForTimeout(4000);
  await shot(page, '2-predictions');
  await page.goto(`${base}/ai-dashboard?tab=insights`);
  await page.waitForTimeout(4000);
  await shot(page, '3-insights');
  await page.goto(`${base}/ai-dashboard?tab=chat`);
  await page.waitForTimeout(2000);
  await shot(page, '4-chat');
  await page.goto(`${base}/ai-dashboard?tab=automation`);
  await page.waitForTimeout(2000);
  await shot(page, '5-automation');
  const attorney = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await loginAs(attorney, base, { email: 'attorney@harper-law.demo', type: 'Attorney' });
  await attorney.goto(`${base}/ai-dashboard?tab=predictions`);
  await attorney.waitForTimeout(3000);
  await shot(attorney, '6-attorney-predictions');
  console.log('caseId', caseId);
} finally {
  await browser.close();
}
