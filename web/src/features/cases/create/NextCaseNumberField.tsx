import { useQuery } from '@apollo/client/react';
import TextField from '@mui/material/TextField';
import { graphql } from '../../../gql';

export const NextCaseNumberPreviewQuery = graphql(`
  query NextCaseNumberPreview {
    nextCaseNumberPreview
  }
`);

/** The read-only case number: a preview from the server; the real number is assigned on save. */
export function NextCaseNumberField() {
  // Other users open cases too: always ask for a fresh preview.
  const { data, loading, error } = useQuery(NextCaseNumberPreviewQuery, { fetchPolicy: 'network-only' });
  const preview = data?.nextCaseNumberPreview;

  return (
    <TextField
      label="Case Number"
      value={preview ?? (loading ? 'Loading...' : '')}
      placeholder={error ? 'Assigned when the case is saved' : undefined}
      helperText="Preview: the final number is assigned when the case is saved."
      slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
    />
  );
}
