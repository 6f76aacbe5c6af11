/**
 * Browser tests: the built app on its own embedded PostgreSQL with demo data, driven by Debian's
 * Chromium through playwright-core. Prints a line per test and a summary, writes
 * .artifacts/results.json for CI and screenshots to screenshots/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromiumAvailable, chromiumPath, launchBrowser } from './lib/browser.mjs';
import { startServer } from './lib/server.mjs';

const here = import.meta.dirname;
const screenshotsDir = path.join(here, 'screenshots');
const artifactsDir = path.join(here, '.artifacts');
const only = process.argv[2];

function writeResults(results) {
  fs.mkdirSync(artifactsDir, { recursive: true });
  fs.writeFileSync(path.join(artifactsDir, 'results.json'), JSON.stringify(results, null, 2));
}

async function loadTests() {
  const files = fs
    .readdirSync(path.join(here, 'specs'))
    .filter((f) => f.endsWith('.spec.mjs'))
    .sort();
  const tests = [];
  for (const file of files) {
    const { tests: specTests } = await import(path.join(here, 'specs', file));
    tests.push(...specTests.map((t) => ({ ...t, file })));
  }
  return only ? tests.filter((t) => t.name.includes(only)) : tests;
}

/** Each open page's address and the start of its visible text, for a failure CI shows only as text. */
async function whatWasOnScreen(contexts) {
  const seen = [];
  for (const page of contexts.flatMap((context) => context.pages())) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2000 })
      .catch((error) => `(text unreadable: ${error.message.split('\n')[0]})`);
    seen.push(`${page.url()} | ${text.replace(/\s+/g, ' ').slice(0, 240)}`);
  }
  return seen;
}

/** The app's warnings and errors printed while the test ran (its log level is warn), last ones first cut. */
function serverLines(chunks) {
  return chunks
    .join('')
    .split('\n')
    .filter(Boolean)
    .slice(-6)
    .map((line) => line.slice(0, 400));
}

async function main() {
  const tests = await loadTests();
  if (!chromiumAvailable()) {
    console.log(
      `E2E SKIPPED: Chromium not found at ${chromiumPath} (install Debian's chromium, or set CHROMIUM_PATH). ${tests.length} browser tests not run.`,
    );
    writeResults({ passed: 0, failed: 0, skipped: tests.length, tests: [] });
    return;
  }
  fs.rmSync(screenshotsDir, { recursive: true, force: true });
  fs.mkdirSync(screenshotsDir, { recursive: true });
  const server = await startServer();
  const browser = await launchBrowser();
  const results = [];
  try {
    for (const test of tests) {
      const contexts = [];
      const newPage = async (options = {}) => {
        const context = await browser.newContext({ viewport: { width: 1366, height: 850 }, ...options });
        contexts.push(context);
        const page = await context.newPage();
        page.setDefaultTimeout(10_000);
        return page;
      };
      const screenshot = (page, name) =>
        page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });
      const started = Date.now();
      const serverLogStart = server.log.length;
      try {
        await test.run({ newPage, baseUrl: server.url, screenshot });
        results.push({ name: test.name, status: 'passed', ms: Date.now() - started });
        console.log(`  ✓ ${test.name} (${Date.now() - started} ms)`);
      } catch (error) {
        const failedPage = contexts.at(-1)?.pages().at(-1);
        if (failedPage)
          await screenshot(failedPage, `FAILED-${test.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}`).catch(
            () => undefined,
          );
        results.push({
          name: test.name,
          status: 'failed',
          ms: Date.now() - started,
          error: String(error?.stack ?? error),
          seen: await whatWasOnScreen(contexts),
          serverSaid: serverLines(server.log.slice(serverLogStart)),
        });
        console.log(
          `  ✗ ${test.name}\n    ${String(error?.message ?? error)
            .split('\n')
            .join('\n    ')}`,
        );
      } finally {
        for (const context of contexts) await context.close().catch(() => undefined);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const passed = results.filter((r) => r.status === 'passed').length;
  const failed = results.length - passed;
  writeResults({ passed, failed, skipped: 0, tests: results });
  // CI shows only the last lines of this output: name the failures again where it will see them.
  for (const result of results.filter((r) => r.status === 'failed'))
    console.log(
      [
        `\nFAILED: ${result.name}`,
        ...result.error.split('\n').slice(0, 6),
        ...result.seen.map((line) => `on screen: ${line}`),
        ...result.serverSaid.map((line) => `server: ${line}`),
      ].join('\n  '),
    );
  console.log(
    `\nBrowser tests: ${passed} passed, ${failed} failed (screenshots in ${path.relative(process.cwd(), screenshotsDir)})`,
  );
  if (failed > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  writeResults({
    passed: 0,
    failed: 1,
    skipped: 0,
    tests: [{ name: 'browser test run', status: 'failed', error: String(error?.stack ?? error) }],
  });
  process.exitCode = 1;
});
