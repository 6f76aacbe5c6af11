// Prints each failed test of a jest --json report on a few lines of its own (file, test, the first
// lines of its message), so the end of CI's output names every failure even when a step's log tail
// shows only the last one. Usage: node .ci/failures.mjs REPORT.json [LABEL]
import { readFileSync } from 'node:fs';

const [reportPath, label = 'jest'] = process.argv.slice(2);
let report;
try {
  report = JSON.parse(readFileSync(reportPath, 'utf8'));
} catch {
  process.exit(0); // No report: the step's own failure lines already say why.
}
const escape = String.fromCharCode(27);
const plain = (text) =>
  text
    .split(escape)
    .map((part, i) => (i === 0 ? part : part.replace(/^\[[0-9;]*m/, '')))
    .join('');
const firstLines = (text, count) =>
  plain(text)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, count);
for (const file of report.testResults ?? []) {
  const path = file.name.replace(/^.*?\/(api|web|bench)\//, '$1/');
  const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
  if (failed.length === 0 && file.status === 'failed')
    console.log(`${label} FAIL ${path}: ${firstLines(file.message ?? '', 3).join(' | ')}`);
  for (const test of failed)
    console.log(
      `${label} FAIL ${path} › ${test.fullName}: ${firstLines(test.failureMessages.join('\n'), 4).join(' | ').slice(0, 600)}`,
    );
}
