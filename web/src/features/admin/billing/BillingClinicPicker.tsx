import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { SearchPicker, usePickerSearch, type SearchPickerFieldProps } from '../../cases/form/SearchPicker';
import { humanize } from '../../../lib/format';

export const BillingClinicOptionsQuery = graphql(`
  query BillingClinicOptions($search: String) {
    billingRecords(search: $search, first: 20) {
      nodes {
        clinicId
        clinicName
        subscriptionPlan
        status
      }
    }
  }
`);

/** A clinic as the picker offers it: its id, name, and plan and status to tell namesakes apart. */
export interface BillingClinicOption {
  id: number;
  name: string;
  description?: string;
}

/** Picks any clinic of the platform, searched on the server by name (so it scales past one page). */
export function BillingClinicPicker(fieldProps: SearchPickerFieldProps<BillingClinicOption>) {
  const { skip, searchVariable, onOpen, onSearchChange } = usePickerSearch();
  const { data, previousData, loading } = useQuery(BillingClinicOptionsQuery, {
    variables: { search: searchVariable },
    skip,
  });
  const options: BillingClinicOption[] = ((data ?? previousData)?.billingRecords.nodes ?? []).map((record) => ({
    id: record.clinicId,
    name: record.clinicName,
    description: `${humanize(record.subscriptionPlan)}, ${humanize(record.status)}`,
  }));

  return (
    <SearchPicker
      {...fieldProps}
      label={fieldProps.label ?? 'Clinic'}
      options={options}
      loading={loading}
      onOpen={onOpen}
      onSearchChange={onSearchChange}
      getOptionLabel={(clinic) => clinic.name}
      getOptionDescription={(clinic) => clinic.description}
      noOptionsText="No clinic has that name"
    />
  );
}
