import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { AttorneyOptionFieldsFragment } from '../../gql/graphql';
import { SearchPicker, usePickerSearch, type SearchPickerFieldProps } from '../cases/form/SearchPicker';

graphql(`
  fragment AttorneyOptionFields on Attorney {
    id
    fullName
    firmName
  }
`);

export const AttorneyOptionsQuery = graphql(`
  query AttorneyOptions($search: String) {
    attorneys(search: $search, first: 20) {
      nodes {
        ...AttorneyOptionFields
      }
    }
  }
`);

export type AttorneyOption = AttorneyOptionFieldsFragment;

interface AttorneyPickerProps extends SearchPickerFieldProps<AttorneyOption> {
  /** An attorney not to offer (e.g. the case's current one when transferring). */
  excludeId?: number;
}

/** Picks an attorney of the directory, searched by name, email or firm. */
export function AttorneyPicker({ label = 'Attorney', excludeId, ...fieldProps }: AttorneyPickerProps) {
  const { skip, searchVariable, onOpen, onSearchChange } = usePickerSearch();
  const { data, previousData, loading } = useQuery(AttorneyOptionsQuery, {
    variables: { search: searchVariable },
    skip,
  });
  const options = ((data ?? previousData)?.attorneys.nodes ?? []).filter((attorney) => attorney.id !== excludeId);

  return (
    <SearchPicker
      {...fieldProps}
      label={label}
      options={options}
      loading={loading}
      onOpen={onOpen}
      onSearchChange={onSearchChange}
      getOptionLabel={(attorney) => attorney.fullName}
      getOptionDescription={(attorney) => attorney.firmName}
      noOptionsText="No attorneys found"
    />
  );
}
