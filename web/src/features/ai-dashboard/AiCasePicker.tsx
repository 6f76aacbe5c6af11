import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { AiCaseOptionFieldsFragment } from '../../gql/graphql';
import { SearchPicker, usePickerSearch, type SearchPickerFieldProps } from '../cases/form/SearchPicker';

graphql(`
  fragment AiCaseOptionFields on Case {
    id
    caseNumber
    status
    patient {
      id
      fullName
    }
  }
`);

export const AiCaseOptionsQuery = graphql(`
  query AiCaseOptions($search: String) {
    cases(filter: { search: $search }, first: 20) {
      nodes {
        ...AiCaseOptionFields
      }
    }
  }
`);

export const AiCaseByIdQuery = graphql(`
  query AiCaseById($id: Int!) {
    case(id: $id) {
      ...AiCaseOptionFields
    }
  }
`);

export type AiCaseOption = AiCaseOptionFieldsFragment;

/** Picks one of the caller's cases (the server's case search and scope), by number or patient. */
export function AiCasePicker({ label = 'Case', ...fieldProps }: SearchPickerFieldProps<AiCaseOption>) {
  const { skip, searchVariable, onOpen, onSearchChange } = usePickerSearch();
  const { data, previousData, loading } = useQuery(AiCaseOptionsQuery, { variables: { search: searchVariable }, skip });
  return (
    <SearchPicker
      {...fieldProps}
      label={label}
      options={(data ?? previousData)?.cases.nodes ?? []}
      loading={loading}
      onOpen={onOpen}
      onSearchChange={onSearchChange}
      getOptionLabel={(option) => option.caseNumber}
      getOptionDescription={(option) => option.patient?.fullName}
      noOptionsText="No cases found"
    />
  );
}
