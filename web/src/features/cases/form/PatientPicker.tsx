import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { PatientOptionFieldsFragment } from '../../../gql/graphql';
import { formatLocalDate } from '../../../lib/format';
import { SearchPicker, usePickerSearch, type SearchPickerFieldProps } from './SearchPicker';

graphql(`
  fragment PatientOptionFields on Patient {
    id
    fullName
    dateOfBirth
    phone
  }
`);

export const PatientOptionsQuery = graphql(`
  query PatientOptions($search: String) {
    patients(filter: { search: $search }, first: 20) {
      nodes {
        ...PatientOptionFields
      }
    }
  }
`);

export type PatientOption = PatientOptionFieldsFragment;

function describePatient(patient: PatientOption): string {
  return [patient.dateOfBirth && `Born ${formatLocalDate(patient.dateOfBirth)}`, patient.phone]
    .filter(Boolean)
    .join(' · ');
}

/** Picks a patient of the user's clinic, searched by name, email or phone. */
export function PatientPicker({ label = 'Patient', ...fieldProps }: SearchPickerFieldProps<PatientOption>) {
  const { skip, searchVariable, onOpen, onSearchChange } = usePickerSearch();
  const { data, previousData, loading } = useQuery(PatientOptionsQuery, {
    variables: { search: searchVariable },
    skip,
  });

  return (
    <SearchPicker
      {...fieldProps}
      label={label}
      options={(data ?? previousData)?.patients.nodes ?? []}
      loading={loading}
      onOpen={onOpen}
      onSearchChange={onSearchChange}
      getOptionLabel={(patient) => patient.fullName}
      getOptionDescription={describePatient}
      noOptionsText="No patients found"
    />
  );
}
