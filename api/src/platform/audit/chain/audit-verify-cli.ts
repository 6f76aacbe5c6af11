import { loadConfig } from '../../../config';
import { openDatabase } from '../../../db/database';
import { createLogger } from '../../logger';
import { AuditChain } from './audit-chain';

/** `npm run audit:verify`: seals what is pending, walks the audit chain, exits 1 on a break. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config, createLogger(config.logLevel));
  try {
    const chain = new AuditChain(database.dataSource);
    await chain.seal();
    const status = await chain.verify();
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
