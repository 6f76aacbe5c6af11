import globalSetup from '../global-setup.mjs';

/**
 * The fault tests' own embedded PostgreSQL: a fresh data folder and port, never the one `npm test`
 * uses, so a test may stop, kill or restart it. Its data folder is passed on to the workers.
 */
export default function faultsGlobalSetup() {
  globalSetup();
  process.env.CASEBRIDGE_FAULTS_PG_DATA_DIR = globalThis.__casebridgeTestDataDir ?? '';
}
