import type { DataSource } from 'typeorm';
import { assertOperator } from '../../../platform/access/operator.policy';
import type { Scope } from '../../../platform/access/scope';
import { writeAudit } from '../../../platform/audit/audit.service';
import { ConflictError } from '../../../platform/errors';
import type { Logger } from '../../../platform/logger';
import { BackupAbortedError, type BackupSink } from './backup-sink';
import { BackupSnapshot, type SnapshotManifest } from './backup-snapshot';
import { backupFormat, writeBackup } from './backup-writer';

export const backupLimits = {
  /** Rows read and written at a time. */
  batchSize: 1000,
  /** A client that takes nothing for this long is cut off. */
  maxStallMs: 5 * 60_000,
  /** The snapshot's transaction may sit idle this long (longer than a stall) while the client drains. */
  snapshotIdleMinutes: 10,
};

export const exportRunningMessage = 'A data export is already running. Try again when it has finished.';

export interface BackupOutcome {
  fileName: string;
  /** False when the client went away or the export failed after it had started. */
  completed: boolean;
}

/**
 * "Export All Data": every business table from one consistent snapshot, streamed as JSON, no
 * credentials (backup-tables.ts). The export is audited before the first byte leaves: who, when,
 * the file and its row counts. One export at a time per process, as each holds a database connection.
 */
export class PlatformBackupService {
  private running = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
    private readonly batchSize = backupLimits.batchSize,
  ) {}

  /** `open` is called once the export is sure to start (headers can go out); errors before it are the caller's. */
  async export(scope: Scope, open: (file: { fileName: string }) => BackupSink): Promise<BackupOutcome> {
    assertOperator(scope);
    if (this.running) throw new ConflictError(exportRunningMessage);
    this.running = true;
    try {
      const snapshot = await BackupSnapshot.open(this.dataSource, backupLimits.snapshotIdleMinutes);
      try {
        const manifest = await snapshot.manifest();
        const fileName = `backup-${manifest.takenAt.toISOString().slice(0, 10)}.json`;
        await this.audit(scope, fileName, manifest);
        return await this.stream(scope, fileName, open({ fileName }), snapshot, manifest);
      } finally {
        // Never mask the outcome: by now the file may be out, or an earlier error is on its way.
        await snapshot
          .close()
          .catch((error: unknown) => this.logger.error('could not end the export snapshot', { error }));
      }
    } finally {
      this.running = false;
    }
  }

  private async stream(
    scope: Scope,
    fileName: string,
    sink: BackupSink,
    snapshot: BackupSnapshot,
    manifest: SnapshotManifest,
  ): Promise<BackupOutcome> {
    try {
      await writeBackup(sink, snapshot, manifest, this.batchSize);
      await sink.end();
      return { fileName, completed: true };
    } catch (error) {
      if (error instanceof BackupAbortedError) {
        this.logger.warn('data export aborted', { userId: scope.userId, fileName, reason: error.message });
      } else {
        this.logger.error('data export failed after it started', { userId: scope.userId, fileName, error });
      }
      sink.fail();
      return { fileName, completed: false };
    }
  }

  private async audit(scope: Scope, fileName: string, manifest: SnapshotManifest): Promise<void> {
    const rowCounts = Object.fromEntries(manifest.tables.map((table) => [table.name, table.rowCount]));
    await this.dataSource.transaction((manager) =>
      writeAudit(manager, scope, {
        entityType: 'platform',
        entityId: 'backup',
        action: 'export',
        newValues: {
          fileName,
          format: backupFormat,
          exportedAt: manifest.takenAt.toISOString(),
          rowCounts,
          totalRows: manifest.tables.reduce((sum, table) => sum + table.rowCount, 0),
        },
      }),
    );
  }
}
