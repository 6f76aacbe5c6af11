import { leftOutTables } from './backup-tables';
import type { BackupSink } from './backup-sink';
import type { BackupSnapshot, SnapshotManifest } from './backup-snapshot';

export const backupFormat = 'casebridge-backup/1';

/** Everything before the rows: when, what format and schema, and the manifest (row counts, what is left out). */
function header(manifest: SnapshotManifest): string {
  const head = {
    exportedAt: manifest.takenAt.toISOString(),
    format: backupFormat,
    schemaVersion: manifest.schemaVersion,
    manifest: {
      tables: Object.fromEntries(
        manifest.tables.map((table) => [
          table.name,
          {
            rows: table.rowCount,
            orderedBy: table.key,
            omittedColumns: table.omittedColumns,
            ...(table.onlyRows ? { omittedRows: table.onlyRows.why } : {}),
          },
        ]),
      ),
      leftOutTables,
      notIncluded: 'the contents of uploaded files: "documents" holds their metadata and storage keys',
    },
    sequences: manifest.sequences,
  };
  // The object stays open: "tables" follows, written as it is read.
  return `${JSON.stringify(head).slice(0, -1)},"tables":{`;
}

/**
 * Writes the export as one JSON document, table by table and batch by batch, each write waiting
 * for the sink; memory holds one batch. A table that yields other than its counted rows fails.
 */
export async function writeBackup(
  sink: BackupSink,
  snapshot: BackupSnapshot,
  manifest: SnapshotManifest,
  batchSize: number,
): Promise<void> {
  await sink.write(header(manifest));
  for (const [index, table] of manifest.tables.entries()) {
    await sink.write(`${index === 0 ? '' : ','}\n${JSON.stringify(table.name)}:[`);
    let written = 0;
    for await (const rows of snapshot.batches(table, batchSize)) {
      await sink.write(`${written === 0 ? '' : ','}\n${rows.map((row) => JSON.stringify(row)).join(',\n')}`);
      written += rows.length;
    }
    if (written !== table.rowCount) {
      throw new Error(`Table "${table.name}" gave ${written} rows, the snapshot counted ${table.rowCount}`);
    }
    await sink.write('\n]');
  }
  await sink.write('\n}}\n');
}
