import type { Scope } from '../../platform/access/scope';
import { Role } from '../../platform/access/role';
import { SortDirection } from '../../platform/graphql/connection';
import { formatMoney } from '../../platform/money';
import type { Services } from '../../services';
import type { DataSource } from 'typeorm';
import { CaseSortField, CaseStatus, CaseStatusInput, CaseType } from '../cases/case.enums';
import { caseStatusLabels, caseTypeLabels } from '../cases/case.labels';
import { TaskDue, TaskStatusFilter } from '../tasks/task.enums';
import { bookedStatuses } from '../scheduling/appointment.enums';
import { caseCitation, type ChatCitation } from './chat-citation';
import { lookUpCase, patientNameOf } from './chat-case-lookup';
import {
  averageBilledPerCase,
  averageSettlement,
  calendarBounds,
  casesWithBalance,
  clinicTimeZone,
  overdueBills,
} from './chat-figures.sql';
import { describeSlot } from '../scheduling/clinic-local-time';
import type { CaseRecord } from '../cases/case.entity';

/**
 * The data functions the assistant may call, whichever engine answers: each runs under the caller's
 * Scope through the screens' own services (or the scoped figures of chat-figures.sql.ts), and returns
 * the plain answer, the facts (all a model ever sees) and the records it used.
 */
export interface ToolOutcome {
  answer: string;
  facts: Record<string, unknown>;
  citations: ChatCitation[];
}

export interface ToolContext {
  scope: Scope;
  services: Services;
  dataSource: DataSource;
  /** The case the session is about, if any: "this case" in a question. */
  sessionCaseId: number | null;
}

interface JsonSchema {
  type: 'object';
  properties: Record<string, { type: string; enum?: string[]; description?: string }>;
  required?: string[];
  additionalProperties: false;
}

export interface ChatTool {
  name: string;
  description: string;
  parameters: JsonSchema;
  run(context: ToolContext, args: Record<string, unknown>): Promise<ToolOutcome>;
}

/** A tool's arguments that do not match its parameters: told back to the caller, never run. */
export class ToolArgumentError extends Error {}

const listSize = 10;
const openStatus = 'open';
const statusValues = [openStatus, ...Object.values(CaseStatus)];
const caseTypeValues = Object.values(CaseType);

const noArguments: JsonSchema = { type: 'object', properties: {}, additionalProperties: false };

function optionalChoice<T extends string>(
  args: Record<string, unknown>,
  name: string,
  allowed: readonly T[],
): T | null {
  const value = args[name];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value))
    throw new ToolArgumentError(`${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "open", "closed auto accident": the words a case filter is described with. */
function describeCases(status: string | null, caseType: CaseType | null): string {
  const parts = [
    status === openStatus ? 'open' : status ? caseStatusLabels[status as CaseStatus].toLowerCase() : null,
    caseType ? caseTypeLabels[caseType].toLowerCase() : null,
  ].filter(Boolean);
  return parts.length ? `${parts.join(' ')} ` : '';
}

function casesListPath(status: string | null, caseType: CaseType | null): string {
  const query = new URLSearchParams();
  // The Cases page's own address keys (?status=&type=), where settlement_negotiation is `settlement`.
  if (status && status !== openStatus)
    query.set('status', status === CaseStatus.settlement_negotiation ? 'settlement' : status);
  if (caseType) query.set('type', caseType);
  const text = query.toString();
  return text ? `/cases?${text}` : '/cases';
}

function caseFilterOf(args: Record<string, unknown>) {
  const status = optionalChoice(args, 'status', statusValues);
  const caseType = optionalChoice(args, 'caseType', caseTypeValues);
  return {
    status,
    caseType,
    filter: {
      openOnly: status === openStatus ? true : null,
      status: status && status !== openStatus ? (status as CaseStatusInput) : null,
      caseType,
    },
  };
}

const caseFilterParameters: JsonSchema = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: statusValues, description: '"open" means every status but closed' },
    caseType: { type: 'string', enum: caseTypeValues },
  },
  additionalProperties: false,
};

const countCases: ChatTool = {
  name: 'count_cases',
  description: 'How many of the caller’s cases there are, optionally by status (or open) and case type.',
  parameters: caseFilterParameters,
  async run({ scope, services }, args) {
    const { status, caseType, filter } = caseFilterOf(args);
    const count = await services.cases.count(scope, filter);
    const what = describeCases(status, caseType);
    return {
      answer: `You have ${plural(count, `${what}case`)}.`,
      facts: { count, status, caseType },
      citations: [{ type: 'list', id: null, label: `Your ${what}cases`, path: casesListPath(status, caseType) }],
    };
  },
};

const listCases: ChatTool = {
  name: 'list_cases',
  description: 'The caller’s cases (newest first, at most 10), optionally by status (or open) and case type.',
  parameters: caseFilterParameters,
  async run({ scope, services }, args) {
    const { status, caseType, filter } = caseFilterOf(args);
    const page = await services.cases.list(scope, {
      filter,
      sortBy: CaseSortField.createdAt,
      sortDirection: SortDirection.desc,
      first: listSize,
    });
    const what = describeCases(status, caseType);
    const cases = page.nodes.map((record) => ({
      id: record.id,
      caseNumber: record.caseNumber,
      patientName: patientNameOf(record),
      status: caseStatusLabels[record.status],
    }));
    const answer = cases.length
      ? `Your ${what}cases${page.pageInfo.hasNextPage ? ` (the ${listSize} newest)` : ''}: ${cases
          .map((row) => `${row.caseNumber} (${row.patientName}, ${row.status})`)
          .join('; ')}.`
      : `You have no ${what}cases.`;
    return { answer, facts: { cases, more: page.pageInfo.hasNextPage }, citations: cases.map(caseCitation) };
  },
};

const countPatients: ChatTool = {
  name: 'count_patients',
  description: 'How many active patients the caller’s cases have (a clinic: its patients).',
  parameters: noArguments,
  async run({ scope, services }) {
    const { activePatients } = await services.dashboard.stats(scope);
    return {
      answer: `You have ${plural(activePatients, 'active patient')}.`,
      facts: { activePatients },
      citations: [{ type: 'list', id: null, label: 'Patients', path: '/patients' }],
    };
  },
};

const tasksRefusal: ToolOutcome = {
  answer: 'Tasks are the clinic’s internal work list; attorneys have none.',
  facts: { tasks: 'not available to attorneys' },
  citations: [],
};

const openTasks: ChatTool = {
  name: 'count_open_tasks',
  description: 'How many open (pending or in progress) tasks the caller’s clinic has. Clinic users only.',
  parameters: noArguments,
  async run({ scope, services }) {
    if (scope.role === Role.attorney) return tasksRefusal;
    const { pendingTasks } = await services.dashboard.stats(scope);
    return {
      answer: `Your clinic has ${plural(pendingTasks, 'open task')}.`,
      facts: { openTasks: pendingTasks },
      citations: [{ type: 'list', id: null, label: 'Open tasks', path: '/tasks?status=open' }],
    };
  },
};

const overdueTasks: ChatTool = {
  name: 'overdue_tasks',
  description: 'The clinic’s open tasks past their due date (at most 10). Clinic users only.',
  parameters: noArguments,
  async run({ scope, services }) {
    if (scope.role === Role.attorney) return tasksRefusal;
    const page = await services.tasks.list(scope, {
      filter: { status: TaskStatusFilter.open, due: TaskDue.overdue },
      first: listSize,
    });
    const tasks = page.nodes.map((task) => ({
      id: task.id,
      title: task.title,
      dueDate: task.dueDate,
      caseNumber: task.caseNumber,
    }));
    const answer = tasks.length
      ? `Overdue tasks${page.pageInfo.hasNextPage ? ` (the first ${listSize})` : ''}: ${tasks
          .map((task) => `${task.title} (due ${task.dueDate}${task.caseNumber ? `, ${task.caseNumber}` : ''})`)
          .join('; ')}.`
      : 'No task is overdue.';
    return {
      answer,
      facts: { tasks, more: page.pageInfo.hasNextPage },
      citations: tasks.map((task) => ({
        type: 'task' as const,
        id: task.id,
        label: task.title,
        path: '/tasks?due=overdue',
      })),
    };
  },
};

const periods = ['today', 'this_week'] as const;

const countAppointments: ChatTool = {
  name: 'count_appointments',
  description:
    'How many visits are booked (scheduled, checked in or completed) today or this week (Monday to Sunday), in the clinic’s time zone.',
  parameters: {
    type: 'object',
    properties: { period: { type: 'string', enum: [...periods] } },
    required: ['period'],
    additionalProperties: false,
  },
  async run({ scope, services, dataSource }, args) {
    const period = optionalChoice(args, 'period', periods) ?? 'today';
    const bounds = await calendarBounds(dataSource, scope);
    const [from, to] = period === 'today' ? [bounds.dayStart, bounds.dayEnd] : [bounds.weekStart, bounds.weekEnd];
    const visits = (await services.appointments.calendar(scope, { from, to })).filter((visit) =>
      (bookedStatuses as readonly string[]).includes(visit.status),
    );
    const words = period === 'today' ? 'today' : 'this week';
    return {
      answer: `You have ${plural(visits.length, 'appointment')} ${words}.`,
      facts: { period, count: visits.length, timeZone: bounds.timeZone },
      citations: visits.slice(0, listSize).map((visit) => ({
        type: 'appointment' as const,
        id: visit.id,
        label: `${visit.patientName}, ${visit.appointmentTypeName}`,
        path: visit.caseId ? `/cases/${visit.caseId}?tab=visits` : '/schedule',
      })),
    };
  },
};

const listOverdueBills: ChatTool = {
  name: 'overdue_bills',
  description: 'Bills not yet paid (pending or submitted) whose due date has passed (at most 10), with their total.',
  parameters: noArguments,
  async run({ scope, dataSource }) {
    const { bills, total, sum } = await overdueBills(dataSource, scope, listSize);
    const answer = total
      ? `${plural(total, 'bill is', 'bills are')} past due, ${formatMoney(sum)} in all${total > bills.length ? ` (the ${listSize} oldest below)` : ''}: ${bills
          .map((bill) => `${bill.invoiceNumber} on ${bill.caseNumber}, ${formatMoney(bill.amount)} due ${bill.dueDate}`)
          .join('; ')}.`
      : 'No bill is past due.';
    return {
      answer,
      facts: { total, totalAmount: sum, bills },
      citations: bills.map((bill) => ({
        type: 'bill' as const,
        id: bill.billId,
        label: `${bill.invoiceNumber} (${bill.caseNumber})`,
        path: `/cases/${bill.id}?tab=billing`,
      })),
    };
  },
};

const listCasesWithBalance: ChatTool = {
  name: 'cases_with_balance',
  description: 'Cases whose lien ledger still has a balance owed, largest first (at most 10), with the total.',
  parameters: noArguments,
  async run({ scope, dataSource }) {
    const { cases, total, sum } = await casesWithBalance(dataSource, scope, listSize);
    const answer = total
      ? `${plural(total, 'case has', 'cases have')} a balance, ${formatMoney(sum)} in all${total > cases.length ? ` (the ${listSize} largest below)` : ''}: ${cases
          .map((row) => `${row.caseNumber} (${row.patientName}) ${formatMoney(row.balance)}`)
          .join('; ')}.`
      : 'No case has a balance owed.';
    return { answer, facts: { total, totalBalance: sum, cases }, citations: cases.map(caseCitation) };
  },
};

const averageSettlementTool: ChatTool = {
  name: 'average_settlement',
  description: 'The average settlement amount recorded on the caller’s cases.',
  parameters: noArguments,
  async run({ scope, dataSource }) {
    const result = await averageSettlement(dataSource, scope, listSize);
    const answer = result.average
      ? `The average settlement is ${formatMoney(result.average)}, over ${plural(result.cases, 'settled case')}.`
      : 'None of your cases has a settlement recorded yet.';
    return {
      answer,
      facts: { averageSettlement: result.average, cases: result.cases },
      citations: result.sample.map(caseCitation),
    };
  },
};

const averageBilledTool: ChatTool = {
  name: 'average_billed_per_case',
  description: 'The average amount billed per case, over the caller’s cases that have bills.',
  parameters: noArguments,
  async run({ scope, dataSource }) {
    const result = await averageBilledPerCase(dataSource, scope, listSize);
    const answer = result.average
      ? `On average ${formatMoney(result.average)} is billed per case, over ${plural(result.cases, 'case')} with bills.`
      : 'None of your cases has a bill yet.';
    return {
      answer,
      facts: { averageBilled: result.average, cases: result.cases },
      citations: result.sample.map(caseCitation),
    };
  },
};

const caseSummary: ChatTool = {
  name: 'case_summary',
  description:
    'One case’s status, type, bills (billed, paid, outstanding), ledger balance and next appointment. Name the case by its number or its patient’s name; leave it out for the session’s own case.',
  parameters: {
    type: 'object',
    properties: { case: { type: 'string', description: 'A case number such as C1-CASE-2026-3, or a patient name' } },
    additionalProperties: false,
  },
  async run(context, args) {
    const { scope, services, sessionCaseId } = context;
    const reference = args.case;
    if (reference !== undefined && reference !== null && typeof reference !== 'string')
      throw new ToolArgumentError('case must be a case number or a patient name');
    let record;
    if (reference) {
      const lookup = await lookUpCase(services, scope, reference);
      if (lookup.found.length === 0)
        return {
          answer: `I found no case matching “${reference}” among your cases.`,
          facts: { found: 0 },
          citations: [],
        };
      if (lookup.found.length > 1) {
        const matches = lookup.found.map((found) => ({
          id: found.id,
          caseNumber: found.caseNumber,
          patientName: patientNameOf(found),
        }));
        return {
          answer: `Several of your cases match “${reference}”: ${matches
            .map((found) => `${found.caseNumber} (${found.patientName})`)
            .join('; ')}${lookup.more ? ' and more' : ''}. Which one? Ask again with its case number.`,
          facts: { found: matches.length, matches },
          citations: matches.map(caseCitation),
        };
      }
      record = lookup.found[0];
    } else if (sessionCaseId !== null) {
      record = await services.cases.findById(scope, sessionCaseId);
      if (!record)
        return { answer: 'This chat’s case is no longer among your cases.', facts: { found: 0 }, citations: [] };
    } else {
      return { answer: 'Which case? Name it by its case number or its patient.', facts: { found: 0 }, citations: [] };
    }
    return describeCase(context, record);
  },
};

async function describeCase({ scope, services, dataSource }: ToolContext, record: CaseRecord) {
  const [[totals], ledger, upcoming, timeZone] = await Promise.all([
    services.billing.totalsForCases(scope, [record.id]),
    services.ledger.get(scope, record.id),
    services.appointments.visits(scope, { caseId: record.id, when: 'upcoming', first: 1 }),
    clinicTimeZone(dataSource, record.clinicId),
  ]);
  const next = upcoming.nodes.find((visit) => (bookedStatuses as readonly string[]).includes(visit.status)) ?? null;
  const patientName = patientNameOf(record);
  const facts = {
    caseNumber: record.caseNumber,
    patientName,
    status: caseStatusLabels[record.status],
    caseType: caseTypeLabels[record.caseType],
    billed: totals.billed,
    paid: totals.paid,
    outstandingBills: totals.outstanding,
    ledgerBalance: ledger.balance,
    settlementAmount: ledger.settlementAmount,
    nextAppointment: next
      ? { start: new Date(next.scheduledStart).toISOString(), type: next.appointmentTypeName }
      : null,
  };
  const nextText = next
    ? `the next appointment is ${next.appointmentTypeName} on ${describeSlot(timeZone, new Date(next.scheduledStart), new Date(next.scheduledEnd))} (${timeZone})`
    : 'no appointment is booked';
  const answer =
    `${record.caseNumber} (${patientName}, ${caseTypeLabels[record.caseType]}) is in ${caseStatusLabels[record.status]}. ` +
    `The balance on its ledger is ${formatMoney(ledger.balance)}; ${plural(totals.entries, 'bill')} total ${formatMoney(totals.billed)} ` +
    `(${formatMoney(totals.paid)} paid, ${formatMoney(totals.outstanding)} outstanding); ${nextText}.`;
  return { answer, facts, citations: [caseCitation({ id: record.id, caseNumber: record.caseNumber, patientName })] };
}

export const chatTools: readonly ChatTool[] = [
  countCases,
  listCases,
  countPatients,
  openTasks,
  overdueTasks,
  countAppointments,
  listOverdueBills,
  listCasesWithBalance,
  averageSettlementTool,
  averageBilledTool,
  caseSummary,
];

const toolsByName = new Map(chatTools.map((tool) => [tool.name, tool]));

export const findChatTool = (name: string): ChatTool | undefined => toolsByName.get(name);
