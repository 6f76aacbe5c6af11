import { CaseStatus, CaseType } from '../cases/case.enums';
import { distinctCitations } from './chat-citation';
import type { ChatAnswer, ChatModel, ChatQuestion, ChatToolCall } from './chat-model';

/** The questions the built-in engine understands, as the screen offers them. */
export const exampleQuestions = [
  'How many open cases do I have?',
  'Which cases are in attorney review?',
  'What is the balance on case C1-CASE-2026-3?',
  'What is the status of Maria Lopez’s case?',
  'Which bills are overdue?',
  'Which cases have a balance?',
  'What is the average settlement?',
  'How many appointments do I have today?',
  'How many open tasks do I have?',
];

export const builtinEngineName = 'Built-in assistant';

export const cannotAnswerText =
  'I can only answer questions about your own cases, patients, bills, tasks and appointments, such as: ' +
  exampleQuestions.map((question) => `“${question}”`).join(', ') +
  '.';

const caseNumberPattern = /\b(?:[a-z]\d+-)?case-[a-z0-9]+(?:-[a-z0-9]+)*\b/i;

const statusWords: [RegExp, string][] = [
  [/attorney review/i, CaseStatus.attorney_review],
  [/active treatment|in treatment/i, CaseStatus.active_treatment],
  [/settlement negotiation|negotiat|in settlement/i, CaseStatus.settlement_negotiation],
  [/\bclosed\b/i, CaseStatus.closed],
  [/\bopen\b|\bactive\b/i, 'open'],
];

const typeWords: [RegExp, CaseType][] = [
  [/\bauto\b|\bcar\b|vehicle/i, CaseType.auto_accident],
  [/slip/i, CaseType.slip_fall],
  [/\bwork\b|workplace/i, CaseType.work_injury],
  [/malpractice/i, CaseType.medical_malpractice],
];

const leadingFillers = new Set([
  'of',
  'for',
  'on',
  'about',
  'is',
  'the',
  'what',
  'whats',
  "what's",
  'status',
  'show',
  'me',
  'tell',
]);

/** "Maria Lopez" from "status of Maria Lopez's case" or "the case of Maria Lopez"; null when no name is given. */
function patientNameIn(question: string): string | null {
  const possessive = /([a-z][\w.'-]*(?:\s+[a-z][\w.'-]*){0,3})['’]s\s+case/i.exec(question);
  const caseOf = /\bcase\s+(?:of|for)\s+([a-z][\w.'-]*(?:\s+[a-z][\w.'-]*){0,2})/i.exec(question);
  const raw = possessive?.[1] ?? caseOf?.[1];
  if (!raw) return null;
  const words = raw.split(/\s+/);
  while (words.length && leadingFillers.has(words[0].toLowerCase())) words.shift();
  const name = words.join(' ').replace(/[?.!,]+$/, '');
  return name.length >= 2 && !/^(my|this|that|our)$/i.test(name) ? name : null;
}

const firstMatch = <T>(question: string, table: [RegExp, T][]): T | null =>
  table.find(([pattern]) => pattern.test(question))?.[1] ?? null;

/**
 * The data functions a question asks for, or null when it is not one the engine understands. Case
 * questions (a case number, a patient's case, or "this case" in a case's chat) come first.
 */
export function planQuestion(question: string, sessionCaseId: number | null): ChatToolCall[] | null {
  const text = question.trim();
  const caseNumber = caseNumberPattern.exec(text)?.[0] ?? null;
  const patientName = caseNumber ? null : patientNameIn(text);
  const caseReference = caseNumber ?? patientName;
  const aboutOneCase = /\b(balance|owe[sd]?|status|bills?|billed|next appointment|next visit|this case|stand)\b/i.test(
    text,
  );
  if (caseReference) return [{ name: 'case_summary', arguments: { case: caseReference } }];
  if (sessionCaseId !== null && /\bthis case\b|\bthe case\b/i.test(text) && aboutOneCase)
    return [{ name: 'case_summary', arguments: {} }];

  const counting = /\bhow many\b|\bnumber of\b|\bcount\b/i.test(text);
  const overdue = /overdue|past due|\blate\b/i.test(text);
  const tasks = /\btasks?\b/i.test(text);
  const bills = /\bbills?\b|\binvoices?\b|\bbilling\b/i.test(text);

  if (/\baverage\b|\bavg\b|\bmean\b/i.test(text)) {
    if (/settle/i.test(text)) return [{ name: 'average_settlement', arguments: {} }];
    if (/bill|charge/i.test(text)) return [{ name: 'average_billed_per_case', arguments: {} }];
    return null;
  }
  if (overdue) {
    if (tasks && !bills) return [{ name: 'overdue_tasks', arguments: {} }];
    if (bills && !tasks) return [{ name: 'overdue_bills', arguments: {} }];
    return [
      { name: 'overdue_bills', arguments: {} },
      { name: 'overdue_tasks', arguments: {} },
    ];
  }
  if (/\bbalances?\b|\bowe[sd]?\b/i.test(text)) return [{ name: 'cases_with_balance', arguments: {} }];
  if (tasks) return [{ name: 'count_open_tasks', arguments: {} }];
  if (/appointments?|visits?/i.test(text)) {
    const period = /this week|\bweek\b/i.test(text) ? 'this_week' : /today/i.test(text) ? 'today' : null;
    return period ? [{ name: 'count_appointments', arguments: { period } }] : null;
  }
  if (/patients?/i.test(text) && counting) return [{ name: 'count_patients', arguments: {} }];
  if (/\bcases?\b/i.test(text)) {
    const status = firstMatch(text, statusWords);
    const caseType = firstMatch(text, typeWords);
    const args = { ...(status ? { status } : {}), ...(caseType ? { caseType } : {}) };
    return [{ name: counting ? 'count_cases' : 'list_cases', arguments: args }];
  }
  return null;
}

/**
 * The default engine, with no external service: it understands a fixed set of questions, answers
 * each with the data functions' own words and citations, and says plainly what it can answer otherwise.
 */
export class BuiltinChatEngine implements ChatModel {
  readonly kind = 'builtin' as const;
  readonly name = builtinEngineName;

  async answer(question: ChatQuestion): Promise<ChatAnswer> {
    const plan = planQuestion(question.question, question.context.sessionCaseId);
    if (!plan) return { content: cannotAnswerText, citations: [], toolCalls: [] };
    const outcomes = [];
    for (const call of plan) outcomes.push(await question.runTool(call.name, call.arguments));
    return {
      content: outcomes.map((outcome) => outcome.answer).join('\n'),
      citations: distinctCitations(outcomes.flatMap((outcome) => outcome.citations)),
      toolCalls: plan,
    };
  }
}
