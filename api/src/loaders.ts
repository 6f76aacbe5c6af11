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
  attorney: DataLoader<number, Attorney | null>;
  clinic: DataLoader<number, Clinic | null>;
  /**
   * A loader that depends on arguments (a page size), made on first use and shared for the rest of
   * the request, so `cases { messages(first: 5) }` is one query for the whole page.
   */
  keyed<K, V>(key: string, make: () => DataLoader<K, V>): DataLoader<K, V>;
}

function byId<T extends ObjectLiteral & { id: number }>(
  dataSource: DataSource,
  entity: new () => T,
): DataLoader<number, T | null> {
  return new DataLoader<number, T | null>(async (ids) => {
    const rows = await dataSource.getRepository(entity).findBy({ id: In([...ids]) } as never);
    const byKey = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byKey.get(id) ?? null);
  });
}

export function createLoaders(dataSource: DataSource): Loaders {
  const keyedLoaders = new Map<string, DataLoader<unknown, unknown>>();
  return {
    patient: byId(dataSource, Patient),
    attorney: byId(dataSource, Attorney),
    clinic: byId(dataSource, Clinic),
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
