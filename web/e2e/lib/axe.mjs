/* global window, document */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { assert } from './assert.mjs';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core on the page as it is now and fails on serious or critical violations, naming each
 * and where. axe is evaluated through the DevTools protocol, which the app's Content-Security-Policy
 * (script-src 'self') does not govern, so any page of any walk can be checked as it is.
 */
export async function expectNoSeriousAxeViolations(page, label) {
  // A dialog's backdrop fading out or a toast fading in has colours no reader sees for long; axe would
  // measure their contrast mid-way. Finite animations end first (spinners, which never end, stay).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    null,
    { timeout: 5000 },
  );
  await page.evaluate(`if (!window.axe) { ${axeSource} }`);
  const violations = await page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} ${node.html.slice(0, 400)}`),
    }));
  });
  const blocking = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact));
  assert.deepEqual(blocking, [], `${label}: axe violations ${JSON.stringify(blocking, null, 2)}`);
  return violations;
}
