import { execFile } from 'node:child_process';
import path from 'node:path';
import { advisoryVerdict, type NpmAuditOutput } from './dependency-advisories';

/** Exit code for "could not check": CI shows the step as skipped, neither passed nor failed. */
export const skippedExitCode = 77;

/**
 * `npm run audit:deps`: the shipped (non-dev) dependencies against the registry's advisory database.
 * Exit 1 on a high or critical advisory, 77 when the registry has no advisory endpoint to ask.
 */
function main() {
  const repoRoot = path.resolve(__dirname, '../../..');
  execFile(
    'npm',
    ['audit', '--json', '--omit=dev', '--workspace', 'api', '--workspace', 'web', '--include-workspace-root'],
    { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 },
    (_error, stdout) => {
      let output: NpmAuditOutput;
      try {
        output = JSON.parse(stdout) as NpmAuditOutput;
      } catch {
        output = { message: `npm audit printed no JSON: ${stdout.slice(0, 200)}` };
      }
      const verdict = advisoryVerdict(output);
      if (verdict.outcome === 'unavailable') {
        console.log(`dependency advisories: NOT CHECKED, the registry gave no audit report (${verdict.reason})`);
        process.exit(skippedExitCode);
      }
      if (verdict.outcome === 'fail') {
        console.log(`dependency advisories: ${verdict.findings.length} high or critical`);
        for (const finding of verdict.findings) console.log(`  ${finding}`);
        process.exit(1);
      }
      console.log(`dependency advisories: none high or critical (${JSON.stringify(verdict.counts)})`);
    },
  );
}

main();
