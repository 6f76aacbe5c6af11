import { launchBrowser } from './lib/browser.mjs';
import { loginAs } from './lib/session.mjs';
const base = 'http://localhost:3311';
const browser = await launchBrowser();
const shot = async (page, name) => page.screenshot({ path: `/tmp/walk/${name}.png`, fullPage: true });
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await loginAs(page, base, { email: 'staff@northside.demo', type: 'Provider' });
  await page.goto(`${base}/cases`);
  await page.waitForTimeout(2500);
  const ai = page.getByRole('main').getByRole('link', { name: /AI/ }).first();
  console.log('ai link', await ai.getAttribute('href'));
  await ai.click();
  await page.waitForTimeout(3000);
  await shot(page, '1-analysis-from-case-card');
  const href = await page.getByRole('main').getByRole('link', { name: 'C1-CASE-2026-074' }).first().getAttribute('href').catch(() => null);
  const caseId = new URL(page.url()).searchParams.get('caseId');
  console.log('caseId', caseId, href);
  await page.goto(`${base}/ai-dashboard?tab=predictions&caseId=${caseId}`);
  await page.waitForTimeout(5000);
  await shot(page, '2-predictions');
} finally {
  await browser.close();
}
