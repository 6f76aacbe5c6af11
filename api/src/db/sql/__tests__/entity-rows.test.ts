import { Attorney } from '../../../modules/attorneys/attorney.entity';
import { CaseRecord } from '../../../modules/cases/case.entity';
import { startTestApp, type TestApp } from '../../../test/harness';
import { entityReader } from '../entity-rows';
import { allColumns } from '../column-set';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('entityReader', () => {
  it("reads an alias's selected columns into an entity of its class, keeping values pg already typed", () => {
    const read = entityReader(t.dataSource, CaseRecord, 'c', ['id', 'caseNumber', 'accidentDate', 'createdAt']);
    const createdAt = new Date('2026-01-02T03:04:05Z');
    const record = read({ c_id: 7, c_case_number: 'CASE-1', c_accident_date: '2026-01-02', c_created_at: createdAt });
    expect(record).toBeInstanceOf(CaseRecord);
    expect({ ...record }).toEqual({ id: 7, caseNumber: 'CASE-1', accidentDate: '2026-01-02', createdAt });
  });

  it("converts a value of another type as TypeORM's hydration does", () => {
    const read = entityReader(t.dataSource, CaseRecord, 'c', ['id', 'accidentDate', 'archivedAt']);
    const record = read({ c_id: '7', c_accident_date: new Date(2026, 0, 2), c_archived_at: '2026-01-02T03:04:05Z' })!;
    expect({ ...record }).toEqual({ id: 7, accidentDate: '2026-01-02', archivedAt: new Date('2026-01-02T03:04:05Z') });
  });

  it('answers null for a left join that matched no row, and fails on a column that was not selected', () => {
    const read = entityReader(t.dataSource, Attorney, 'a', ['id', 'lastName']);
    expect(read({ a_id: null, a_last_name: null })).toBeNull();
    expect(() => read({ a_id: 3 })).toThrow('a_last_name was not selected');
    expect(() => entityReader(t.dataSource, Attorney, 'a', ['id', 'nickname'])).toThrow(
      'Attorney has no column nickname',
    );
  });

  it('reads every selectable column for allColumns', () => {
    const read = entityReader(t.dataSource, Attorney, 'a', allColumns);
    const columns = t.dataSource.getMetadata(Attorney).columns;
    const row = Object.fromEntries(columns.map((column) => [`a_${column.databaseName}`, null]));
    expect(Object.keys({ ...read({ ...row, a_id: 1 }) }).sort()).toEqual(
      columns.map((column) => column.propertyName).sort(),
    );
  });
});
