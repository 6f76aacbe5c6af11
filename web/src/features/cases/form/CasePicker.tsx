import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { CaseOptionFieldsFragment } from '../../../gql/graphql';
import { caseStatusLabels, caseTypeLabels } from '../labels';
import { SearchPicker, usePickerSearch, type SearchPickerFieldProps } from './SearchPicker';

graphql(`
  fragment CaseOptionFields on Case {
    id
    caseNumber
    caseType
    status
    patient {
      id
      fullName
    }
  }
`);

export const CaseOptionsQuery = graphql(`
  query CaseOptions($search: String, $openOnly: Boolean) {
    cases(filter: { search: $search, openOnly: $openOnly }, first: 20) {
      nodes {
        ...CaseOptionFields
      }
    }
  }
`);

/** One case, to start a picker with it (e.g. from the address). */
export const CaseOptionQuery = graphql(`
  query CaseOption($id: Int!) {
    case(id: $id) {
      ...CaseOptionFields
    }
  }
`);

/** A case as a picker shows it: its number and patient, and (when known) its type and status. */
export interface CaseOption {
  id: number;
  caseNumber: string;
  patientName: string;
  details?: string;
}

export function toCaseOption(record: CaseOptionFieldsFragment): CaseOption {
  return {
    id: record.id,
    caseNumber: record.caseNumber,
    patientName: record.patient.fullName,
    details: `${caseTypeLabels[record.caseType]} · ${caseStatusLabels[record.status]}`,
  };
}

interface CasePickerProps extends SearchPickerFieldProps<CaseOption> {
  /** Offer only cases that are not closed. */
  openOnly?: boolean;
}

/** Picks a case in the user's scope, searched by case number, patient name, type, status or description. */
export function CasePicker({ label = 'Case', openOnly = false, ...fieldProps }: CasePickerProps) {
  const { skip, searchVariable, onOpen, onSearchChange } = usePickerSearch();
  const { data, previousData, loading } = useQuery(CaseOptionsQuery, {
    variables: { search: searchVariable, openOnly: openOnly || null },
    skip,
  });

  return (
    <SearchPicker
      {...fieldProps}
      label={label}
      options={((data ?? previousData)?.cases.nodes ?? []).map(toCaseOption)}
      loading={loading}
      onOpen={onOpen}
      onSearchChange={onSearchChange}
      getOptionLabel={(option) => `${option.caseNumber} · ${option.patientName}`}
      getOptionDescription={(option) => option.details}
      noOptionsText="No cases found"
    />
  );
}
