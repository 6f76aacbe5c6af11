import DataLoader from 'dataloader';
import { In, type DataSource, type ObjectLiteral } from 'typeorm';
import { Attorney } from './modules/attorneys/attorney.entity';
import { Clinic } from './modules/clinics/clinic.entity';
import { Patient } from './modules/patients/patient.entity';

/**
 * Per-request batch loaders for relations reached through a parent the caller may already read
 * (a case's patient, attorney and clinic). One query per relation per request, whatever the page size.
 * They are never an entry point: a record is first found through its service's scoped query.
 */
export interface Loaders {
  patient: DataLoader<number, Patient | null>;
  /** Only the attorneys the caller may read in the directory (an attorney: their own record). */
  attorney: DataLoader<number, Attorney | null>;
  clinic: DataLoader<number, Clinic | null>;
  /**
   * A loader that depends on arguments (a page size), made on first use and shared for the rest of
   * the request, so `cases { messages(first: 5) }` is one query for the whole page.
   */
  keyed<K, V>(key: string, make: () => DataLoader<K, V>): DataLoader<K, V>;
}

function byId<T extends { id: number }>(read: (ids: readonly number[]) => Promise<T[]>): DataLoader<number, T | null> {
  return new DataLoader<number, T | null>(async (ids) => {
    const rows = await read(ids);
    const byKey = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byKey.get(id) ?? null);
  });
}

const unscoped =
  <T extends ObjectLiteral & { id: number }>(dataSource: DataSource, entity: new () => T) =>
  (ids: readonly number[]) =>
    dataSource.getRepository(entity).findBy({ id: In([...ids]) } as never);

/**
 * `attorneysInScope` reads attorneys by the directory's rule (AttorneyService.findManyById): an
 * attorney is a person of their own, reached through transfers too, not only through a case in scope.
 */
export function createLoaders(
  dataSource: DataSource,
  attorneysInScope: (ids: readonly number[]) => Promise<Attorney[]>,
): Loaders {
  const keyedLoaders = new Map<string, DataLoader<unknown, unknown>>();
  return {
    patient: byId(unscoped(dataSource, Patient)),
    attorney: byId(attorneysInScope),
    clinic: byId(unscoped(dataSource, Clinic)),
    keyed<K, V>(key: string, make: () => DataLoader<K, V>): DataLoader<K, V> {
      let loader = keyedLoaders.get(key) as DataLoader<K, V> | undefined;
      if (!loader) {
        loader = make();
        keyedLoaders.set(key, loader as DataLoader<unknown, unknown>);
      }
      return loader;
    },
  };
}
