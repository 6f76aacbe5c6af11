import { Field, Int, ObjectType } from 'type-graphql';
import type { DataSource } from 'typeorm';
import { assertOperator } from '../../platform/access/operator.policy';
import type { Scope } from '../../platform/access/scope';
import { NotFoundError } from '../../platform/errors';
import { demoLogins } from '../../db/seed/demo-data';
import { DemoResetAvailability, type DemoResetService } from './demo-reset.service';

@ObjectType({ description: 'How many rows of one area the demo data holds now' })
export class TestDataCount {
  @Field()
  area: string;

  @Field()
  label: string;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: 'What demo data is loaded (/test-data, demo mode only)' })
export class TestDataSummary {
  @Field()
  loaded: boolean;

  @Field(() => Date, { nullable: true })
  loadedAt: Date | null;

  @Field(() => [TestDataCount])
  counts: TestDataCount[];

  @Field(() => [String], { description: 'The demo sign-ins (password demo-password)' })
  logins: string[];

  @Field(() => DemoResetAvailability, { description: 'Whether this server can reset the demo data (decision 478)' })
  reset: DemoResetAvailability;
}

/** The areas counted on /test-data, each one count over its table (decision 447). */
const countedAreas: [area: string, label: string, table: string][] = [
  ['clinics', 'Clinics', 'clinics'],
  ['users', 'Users', 'users'],
  ['attorneys', 'Attorneys', 'attorneys'],
  ['patients', 'Patients', 'patients'],
  ['cases', 'Cases', 'cases'],
  ['visits', 'Visits (treatment notes)', 'treatment_notes'],
  ['appointments', 'Appointments', 'appointments'],
  ['billing', 'Bills', 'billing'],
  ['payments', 'Payments', 'payments'],
  ['messages', 'Messages', 'messages'],
  ['documents', 'Documents', 'documents'],
  ['tasks', 'Tasks', 'tasks'],
  ['employees', 'Operator staff', 'employees'],
  ['featureFlags', 'Feature flags', 'feature_flags'],
];

export const loadedMarkerKey = 'demo.loadedAt';

/**
 * /test-data (PRODUCT 7, decision 447): exists only in demo mode (a NOT_FOUND otherwise, as for a
 * route that is not there), for the super admin only; counts what the demo data holds now.
 */
export class TestDataService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly demoMode: boolean,
    private readonly demoReset: DemoResetService,
  ) {}

  /** Outside demo mode the page and its API do not exist. */
  assertAvailable(): void {
    if (!this.demoMode) throw new NotFoundError('Page');
  }

  async summary(scope: Scope): Promise<TestDataSummary> {
    this.assertAvailable();
    assertOperator(scope);
    const [counts] = (await this.dataSource.query(
      `SELECT ${countedAreas.map(([area, , table]) => `(SELECT count(*)::int FROM ${table}) AS "${area}"`).join(', ')}`,
    )) as [Record<string, number>];
    const [marker]: { updated_at: Date }[] = await this.dataSource.query(
      `SELECT updated_at FROM system_settings WHERE setting_key = $1`,
      [loadedMarkerKey],
    );
    return {
      loaded: marker !== undefined,
      loadedAt: marker?.updated_at ?? null,
      counts: countedAreas.map(([area, label]) => ({ area, label, count: counts[area] })),
      logins: demoLogins.map((login) => login.email),
      reset: this.demoReset.availability(),
    };
  }
}
