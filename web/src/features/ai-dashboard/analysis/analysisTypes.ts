import type { AnalysisType } from '../../../gql/graphql';

/** The four analyses, in the order the select lists them, with what each reads. */
export const analysisTypeOptions: { value: AnalysisType; label: string; description: string }[] = [
  {
    value: 'treatment_progress',
    label: 'Treatment progress',
    description: 'Visits against the treatment plan, gaps between visits, re-exams missed',
  },
  {
    value: 'documentation_review',
    label: 'Documentation review',
    description: 'Signed notes per visit, unsigned notes, missing documents',
  },
  {
    value: 'billing_review',
    label: 'Billing review',
    description: 'Billed, paid and balance, unpaid bills by age, coverage used',
  },
  {
    value: 'settlement_readiness',
    label: 'Settlement readiness',
    description: 'Treatment finished, notes signed, bills submitted, statement available',
  },
];

export const analysisTypeLabel = (type: string): string =>
  analysisTypeOptions.find((option) => option.value === type)?.label ?? type;
