import type { GraphQLResolveInfo } from 'graphql';
import DataLoader from 'dataloader';
import { Arg, Authorized, Ctx, FieldResolver, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { billingTotalsFromJson } from '../billing/billing.service';
import { BillingTotals } from '../billing/billing.type';
import { messagesFromJson } from '../messages/message.service';
import { MessageView } from '../messages/message.type';
import { AuditEntry } from '../../platform/audit/audit-entry.type';
import { SortDirection } from '../../platform/graphql/connection';
import type { GraphQLContext } from '../../graphql-context';
import type { Loaders } from '../../loaders';
import { allColumns } from '../../db/sql/column-set';
import { Attorney } from '../attorneys/attorney.entity';
import { Clinic } from '../clinics/clinic.entity';
import { Patient } from '../patients/patient.entity';
import { CaseConnection } from './case-connection.type';
import { everyCaseListColumn, type CaseListColumns } from './case-list-columns';
import { caseListFields, defaultMessageCount, messagesKey, relatedSelected, selectsPage } from './case-read-ahead';
import { CaseTransferView } from './case-transfer.type';
import { CaseRecord } from './case.entity';
import { CaseSortField } from './case.enums';
import { CaseCreateInput, CaseFilter, CaseTransferInput, CaseUpdateInput } from './case.input';

@Resolver(() => CaseRecord)
export class CaseResolver {
  @Authorized()
  @Query(() => CaseConnection, {
    description: 'Cases in scope, searched, filtered, sorted and paginated on the server',
  })
  async cases(
    @Ctx() { scope, services, loaders }: GraphQLContext,
    @Arg('filter', () => CaseFilter, { nullable: true }) filter: CaseFilter | null,
    @Arg('sortBy', () => CaseSortField, { defaultValue: CaseSortField.createdAt }) sortBy: CaseSortField,
    @Arg('sortDirection', () => SortDirection, { defaultValue: SortDirection.desc }) sortDirection: SortDirection,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CaseConnection> {
    // Only the counts asked for (a "N of M" badge): they have their own resolvers, skip the page query.
    if (!selectsPage(info)) return { nodes: [], pageInfo: { hasNextPage: false, endCursor: null }, filter };
    const columns = services.cases.listColumnsFor(caseListFields(info));
    const page = await services.cases.list(scope!, { filter, sortBy, sortDirection, first, after }, columns);
    primePeople(loaders, page.nodes, columns);
    return { ...page, filter };
  }

  @Authorized()
  @Query(() => CaseRecord, {
    nullable: true,
    description: 'A case in scope, or null (missing and out of scope look the same)',
  })
  async case(
    @Arg('id', () => Int) id: number,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CaseRecord | null> {
    const { scope, services, loaders } = context;
    const detail = await services.cases.findDetail(scope!, id, relatedSelected(scope!, info));
    if (!detail) return null;
    primePeople(loaders, [detail.record], everyCaseListColumn);
    readWithCase.set(detail.record, detail.related);
    return detail.record;
  }

  @Authorized()
  @Query(() => [CaseRecord], { description: 'The most recently opened cases in scope' })
  recentCases(
    @Arg('limit', () => Int, { defaultValue: 10 }) limit: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<CaseRecord[]> {
    return services.cases.recent(scope!, limit);
  }

  @Authorized()
  @Query(() => String, {
    description:
      "The number the caller's clinic's next case would get (the real one is assigned when the case is saved; the operator, who has no clinic, gets 'Assigned when the case is saved')",
  })
  nextCaseNumberPreview(@Ctx() { scope, services }: GraphQLContext): Promise<string> {
    return services.cases.nextNumberPreview(scope!);
  }

  @Authorized()
  @Mutation(() => CaseRecord, {
    description: 'Opens a case; the server assigns its number (clinic users and operators)',
  })
  caseCreate(
    @Arg('input', () => CaseCreateInput) input: CaseCreateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<CaseRecord> {
    return services.cases.create(scope!, input);
  }

  @Authorized()
  @Mutation(() => CaseRecord, { description: 'Edits a case (the attorney changes only through caseTransfer)' })
  caseUpdate(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => CaseUpdateInput) input: CaseUpdateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<CaseRecord> {
    return services.cases.update(scope!, id, input);
  }

  @Authorized()
  @Mutation(() => CaseRecord, {
    description: 'Moves a case to another attorney: the new one gains access and the old one loses it at once',
  })
  caseTransfer(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => CaseTransferInput) input: CaseTransferInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<CaseRecord> {
    return services.cases.transfer(scope!, id, input);
  }

  /**
   * The patient read with the case (`cases`, `case`: what this selection needs), else from the
   * loader. Synchronous when the row carries it, so a page of cases completes without a promise per row.
   */
  @FieldResolver(() => Patient)
  patient(@Root() record: CaseRecord, @Ctx() { loaders }: GraphQLContext): Patient | Promise<Patient> {
    if (record.patient) return record.patient;
    return loaders.patient.load(record.patientId).then((patient) => {
      if (!patient) throw new Error(`Case ${record.id} has no patient ${record.patientId}`);
      return patient;
    });
  }

  @FieldResolver(() => Attorney, { nullable: true })
  attorney(@Root() record: CaseRecord, @Ctx() { loaders }: GraphQLContext): Promise<Attorney | null> | Attorney | null {
    if (record.attorneyId === null) return null;
    return record.attorney ?? loaders.attorney.load(record.attorneyId);
  }

  @FieldResolver(() => Clinic)
  async clinic(@Root() record: CaseRecord, @Ctx() { loaders }: GraphQLContext): Promise<Clinic> {
    const clinic = await loaders.clinic.load(record.clinicId);
    if (!clinic) throw new Error(`Case ${record.id} has no clinic ${record.clinicId}`);
    return clinic;
  }

  @FieldResolver(() => [AuditEntry], { description: "The case's audit entries, newest first" })
  history(@Root() record: CaseRecord, @Ctx() { scope, services }: GraphQLContext): Promise<AuditEntry[]> {
    return services.cases.history(scope!, record.id);
  }

  @FieldResolver(() => [MessageView], { description: "The case's latest messages the viewer may read, newest first" })
  messages(
    @Root() record: CaseRecord,
    @Arg('first', () => Int, { defaultValue: defaultMessageCount }) first: number,
    @Ctx() context: GraphQLContext,
  ): Promise<MessageView[]> | MessageView[] {
    const read = readWithCase.get(record)?.[messagesKey(first)];
    if (read !== undefined) return messagesFromJson(read);
    return latestMessagesLoader(context, first).load(record.id);
  }

  @FieldResolver(() => BillingTotals)
  billingTotals(@Root() record: CaseRecord, @Ctx() context: GraphQLContext): Promise<BillingTotals> | BillingTotals {
    const read = readWithCase.get(record);
    if (read && Object.hasOwn(read, 'billingTotals')) return billingTotalsFromJson(read.billingTotals);
    return billingTotalsLoader(context).load(record.id);
  }

  @FieldResolver(() => [CaseTransferView])
  transfers(@Root() record: CaseRecord, @Ctx() { scope, services }: GraphQLContext): Promise<CaseTransferView[]> {
    return services.cases.transfers(scope!, record.id);
  }
}

@Resolver(() => CaseConnection)
export class CaseConnectionResolver {
  @FieldResolver(() => Int, { description: 'Cases matching the filter' })
  totalCount(@Root() connection: CaseConnection, @Ctx() { scope, services }: GraphQLContext): Promise<number> {
    return services.cases.count(scope!, connection.filter);
  }

  @FieldResolver(() => Int, {
    description: 'All cases in the caller\'s scope, whatever the filter (the "out of M total")',
  })
  totalInScope(@Ctx() { scope, services }: GraphQLContext): Promise<number> {
    return services.cases.count(scope!, null);
  }
}

@Resolver(() => CaseTransferView)
export class CaseTransferResolver {
  @FieldResolver(() => Attorney, { nullable: true })
  fromAttorney(
    @Root() transfer: CaseTransferView,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<Attorney | null> | null {
    return transfer.fromAttorneyId === null ? null : loaders.attorney.load(transfer.fromAttorneyId);
  }

  @FieldResolver(() => Attorney, { nullable: true })
  toAttorney(@Root() transfer: CaseTransferView, @Ctx() { loaders }: GraphQLContext): Promise<Attorney | null> | null {
    return transfer.toAttorneyId === null ? null : loaders.attorney.load(transfer.toAttorneyId);
  }
}

/**
 * Cases read with their patient and attorney joined hand them to the loaders, so another part of
 * the request that needs the same person costs no query. Only complete entities: a person read with
 * just the columns a list shows would answer null for every other field asked elsewhere.
 */
function primePeople(loaders: Loaders, records: CaseRecord[], columns: CaseListColumns): void {
  for (const record of records) {
    if (record.patient && columns.patient === allColumns) loaders.patient.prime(record.patientId, record.patient);
    if (record.attorney && record.attorneyId !== null && columns.attorney === allColumns)
      loaders.attorney.prime(record.attorneyId, record.attorney);
  }
}

/** A case's latest messages, batched over the cases of a request. */
function latestMessagesLoader({ scope, services, loaders }: GraphQLContext, first: number) {
  return loaders.keyed(`case.messages:${first}`, () => {
    return new DataLoader<number, MessageView[]>((ids) => services.messages.latestForCases(scope!, ids, first));
  });
}

/** A case's billing totals, batched over the cases of a request. */
function billingTotalsLoader({ scope, services, loaders }: GraphQLContext) {
  return loaders.keyed('case.billingTotals', () => {
    return new DataLoader<number, BillingTotals>((ids) => services.billing.totalsForCases(scope!, ids));
  });
}

/**
 * What `case` read with a case for its own selection (`relatedSelected`), by the object it answered
 * with. Kept with that object rather than handed to the request's loaders: the messages hold only
 * the properties this selection asks for, and another selection of the same case elsewhere in the
 * document gets its own object, so a partial answer never reaches a field it lacks.
 */
const readWithCase = new WeakMap<CaseRecord, Record<string, unknown>>();
