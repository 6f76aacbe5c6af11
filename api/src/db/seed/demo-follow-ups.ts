import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import { sweepModelRefits } from '../../modules/ai-predictions/ai-predictions.jobs';
import { sweepAlerts } from '../../modules/alerts/alert.jobs';
import { sweepAutomation } from '../../modules/automation/automation.jobs';
import { createDocumentStorage } from '../../platform/storage/create-storage';
import type { Services } from '../../services';
import { scheduleDemoReminders } from './demo-reminders';
import { writeDemoRecordsFiles } from './demo-records';

/**
 * What follows a fresh load of the demo data, at start-up (main.ts) and after a reset from /test-data:
 * the work the demo's records would otherwise wait for (fitted models, reminders, workflow rules,
 * alerts) sent to the job queue now, and the records requests' PDFs written to storage.
 */
export async function startDemoFollowUps(dataSource: DataSource, config: Config, services: Services): Promise<void> {
  // The demo's closed cases get fitted models on the first visit, not after the nightly sweep.
  await services.jobs.send(sweepModelRefits, {});
  await scheduleDemoReminders(dataSource, services);
  // The demo's records requests open real PDFs (their rows were written before storage existed).
  await writeDemoRecordsFiles(dataSource, createDocumentStorage(config));
  // The demo's workflow rules fire on the demo data now, by the engine itself, not at the next quarter hour.
  await services.jobs.send(sweepAutomation, {});
  // The demo's alerts (a gap, a policy limit, a near deadline) are raised by the sweep now, not at the next hour.
  await services.jobs.send(sweepAlerts, {});
}
