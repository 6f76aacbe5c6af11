import { loadConfig } from '../../../config';
import { openDatabase } from '../../../db/database';
import { createLogger } from '../../logger';
import { AuditChain, parseAnchor } from './audit-chain';

/**
 * `npm run audit:verify [-- --anchor SEQ:HASH]`: seals what is pending, walks the audit chain, exits 1
 * on a break. An anchor from an earlier run or from the sweep's log proves the newest seals are still there.
 */
async function main() {
  const anchorArg = process.argv.find((arg) => arg.startsWith('--anchor='))?.slice('--anchor='.length);
  const expected = anchorArg === undefined ? undefined : parseAnchor(anchorArg);
  if (expected === null) {
    console.error('--anchor must be SEQ:HASH as printed by audit:verify or the sealing log line (64 hex digits)');
    process.exit(2);
  }
  const config = loadConfig();
  // As the owner when known: it works before the app's role has its grants, and verifying is the owner's job.
  const database = await openDatabase(config, createLogger(config.logLevel), { asOwner: true });
  try {
    const chain = new AuditChain(database.dataSource);
    await chain.seal();
    const status = await chain.verify(expected);
    console.log(JSON.stringify(status));
    if (status.firstBreak) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
