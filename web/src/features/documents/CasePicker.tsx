import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { UploadCaseOptionFieldsFragment } from '../../gql/graphql';
import { SearchPicker, usePickerSearch, type SearchPickerFieldProps } from '../cases/form/SearchPicker';
import { caseStatusLabels, caseTypeLabels } from '../cases/labels';

graphql(`
  fragment UploadCaseOptionFields on Case {
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

export const UploadCaseOptionsQuery = graphql(`
  query UploadCaseOptions($search: String) {
    cases(filter: { search: $search }, first: 20, sortBy: caseNumber, sortDirection: desc) {
      nodes {
        ...UploadCaseOptionFields
      }
    }
  }
`);

/** One case as a picker option, e.g. the one named in the address (`?caseId=`). */
export const UploadCaseOptionQuery = graphql(`
  query UploadCaseOption($id: Int!) {
    case(id: $id) {
      ...UploadCaseOptionFields
    }
  }
`);

export type CaseOption = UploadCaseOptionFieldsFragment;

export function caseOptionLabel(option: CaseOption): string {
  return `${option.caseNumber} · ${option.patient.fullName}`;
}

/** Picks the case to upload to, in the user's scope, searched by case number, patient, type, status or description. */
export function CasePicker({ label = 'Case', ...fieldProps }: SearchPickerFieldProps<CaseOption>) {
  const { skip, searchVariable, onOpen, onSearchChange } = usePickerSearch();
  const { data, previousData, loading } = useQuery(UploadCaseOptionsQuery, {
    variables: { search: searchVariable },
    skip,
  });

  return (
    <SearchPicker
      {...fieldProps}
      label={label}
      options={(data ?? previousData)?.cases.nodes ?? []}
      loading={loading}
      onOpen={onOpen}
      onSearchChange={onSearchChange}
      getOptionLabel={caseOptionLabel}
      getOptionDescription={(option) => `${caseTypeLabels[option.caseType]} · ${caseStatusLabels[option.status]}`}
      noOptionsText="No cases found"
    />
  );
}
