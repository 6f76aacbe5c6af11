import type { CaseFilter, CaseSortField, CaseStatusInput, CaseType, SortDirection } from '../../../gql/graphql';
import { caseStatusLabels, caseTypeLabels } from '../labels';

/** The statuses the Cases page filters by (spec: all, active_treatment, attorney_review, settlement, closed). */
export type CaseStatusFilter =
  'all' | Extract<CaseStatusInput, 'active_treatment' | 'attorney_review' | 'settlement' | 'closed'>;
export type CaseTypeFilter = 'all' | CaseType;
export type CaseListSortField = Exclude<CaseSortField, 'createdAt'>;
export type CaseListLayout = 'cards' | 'list';

export interface CaseListParams {
  search: string;
  status: CaseStatusFilter;
  caseType: CaseTypeFilter;
  sortBy: CaseListSortField;
  direction: SortDirection;
  layout: CaseListLayout;
}

interface Option<Value extends string> {
  value: Value;
  label: string;
}

export const caseStatusFilterOptions: ReadonlyArray<Option<CaseStatusFilter>> = [
  { value: 'all', label: 'All' },
  { value: 'active_treatment', label: caseStatusLabels.active_treatment },
  { value: 'attorney_review', label: caseStatusLabels.attorney_review },
  // `settlement` is the input alias of settlement_negotiation; its label is the status chip's.
  { value: 'settlement', label: caseStatusLabels.settlement_negotiation },
  { value: 'closed', label: caseStatusLabels.closed },
];

export const caseTypeFilterOptions: ReadonlyArray<Option<CaseTypeFilter>> = [
  { value: 'all', label: 'All' },
  ...(['auto_accident', 'slip_fall', 'work_injury', 'medical_malpractice', 'other'] as const).map((caseType) => ({
    value: caseType,
    label: caseTypeLabels[caseType],
  })),
];

export const caseSortOptions: ReadonlyArray<Option<CaseListSortField>> = [
  { value: 'caseNumber', label: 'Case Number' },
  { value: 'patientName', label: 'Patient Name' },
  { value: 'caseType', label: 'Case Type' },
  { value: 'status', label: 'Status' },
  { value: 'accidentDate', label: 'Accident Date' },
];

const layouts: readonly CaseListLayout[] = ['cards', 'list'];
const directions: readonly SortDirection[] = ['asc', 'desc'];

/** Newest case numbers first, as cards. */
export const defaultCaseListParams: CaseListParams = {
  search: '',
  status: 'all',
  caseType: 'all',
  sortBy: 'caseNumber',
  direction: 'desc',
  layout: 'cards',
};

/** The query-string key of each parameter: `?q=&status=&type=&sort=&dir=&layout=`. */
const urlKeys: Record<keyof CaseListParams, string> = {
  search: 'q',
  status: 'status',
  caseType: 'type',
  sortBy: 'sort',
  direction: 'dir',
  layout: 'layout',
};

function oneOf<Value extends string>(allowed: readonly Value[], raw: string | null, fallback: Value): Value {
  return allowed.find((value) => value === raw) ?? fallback;
}

/** Reads the list's parameters from the address; unknown or missing values fall back to the defaults. */
export function readCaseListParams(searchParams: URLSearchParams): CaseListParams {
  const read = (key: keyof CaseListParams) => searchParams.get(urlKeys[key]);
  return {
    search: read('search') ?? defaultCaseListParams.search,
    status: oneOf(
      caseStatusFilterOptions.map((option) => option.value),
      read('status'),
      defaultCaseListParams.status,
    ),
    caseType: oneOf(
      caseTypeFilterOptions.map((option) => option.value),
      read('caseType'),
      defaultCaseListParams.caseType,
    ),
    sortBy: oneOf(
      caseSortOptions.map((option) => option.value),
      read('sortBy'),
      defaultCaseListParams.sortBy,
    ),
    direction: oneOf(directions, read('direction'), defaultCaseListParams.direction),
    layout: oneOf(layouts, read('layout'), defaultCaseListParams.layout),
  };
}

/**
 * The address's parameters with `changes` applied. Defaults are left out of the address so that
 * plain /cases stays plain; parameters that are not the list's (e.g. the dashboard's `view`) are kept.
 */
export function withCaseListParams(searchParams: URLSearchParams, changes: Partial<CaseListParams>): URLSearchParams {
  const next = new URLSearchParams(searchParams);
  for (const [key, value] of Object.entries(changes) as [keyof CaseListParams, string][]) {
    if (value === defaultCaseListParams[key]) next.delete(urlKeys[key]);
    else next.set(urlKeys[key], value);
  }
  return next;
}

/** The `cases` query arguments for the list's parameters. */
export function caseListVariables(params: CaseListParams): {
  filter: CaseFilter;
  sortBy: CaseSortField;
  sortDirection: SortDirection;
} {
  const search = params.search.trim();
  return {
    filter: {
      ...(search && { search }),
      ...(params.status !== 'all' && { status: params.status }),
      ...(params.caseType !== 'all' && { caseType: params.caseType }),
    },
    sortBy: params.sortBy,
    sortDirection: params.direction,
  };
}
