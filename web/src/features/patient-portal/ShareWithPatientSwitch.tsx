import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { graphql } from '../../gql';
import { useToast } from '../../app/toast/toastContext';
import { errorMessageOf } from '../../lib/graphqlErrors';

export const DocumentShareWithPatientMutation = graphql(`
  mutation DocumentShareWithPatient($id: Int!, $shared: Boolean!) {
    documentShareWithPatient(id: $id, shared: $shared) {
      id
      sharedWithPatient
    }
  }
`);

/**
 * "Shared with patient" on a document row (decision 423): clinic users only (the API sends
 * `sharedWithPatient` null to everyone else, and this shows nothing then). Audited on the server.
 */
export function ShareWithPatientSwitch({
  document,
}: {
  document: { id: number; fileName: string; sharedWithPatient?: boolean | null };
}) {
  const [share, { loading }] = useMutation(DocumentShareWithPatientMutation, {
    // The row's Document entry carries the flag; the mutation answers a PortalDocumentShare.
    update: (cache, { data }) => {
      if (!data) return;
      cache.modify({
        id: cache.identify({ __typename: 'Document', id: document.id }),
        fields: { sharedWithPatient: () => data.documentShareWithPatient.sharedWithPatient },
      });
    },
  });
  const toast = useToast();
  // What the clinic user last chose, shown until the row says otherwise (a failure puts it back).
  const [chosen, setChosen] = useState<boolean | null>(null);
  if (document.sharedWithPatient === null || document.sharedWithPatient === undefined) return null;
  const checked = chosen ?? document.sharedWithPatient;
  return (
    <Tooltip title="The patient sees and downloads it in their portal">
      <FormControlLabel
        sx={{ mr: 0, whiteSpace: 'nowrap' }}
        control={
          <Switch
            size="small"
            checked={checked}
            disabled={loading}
            slotProps={{ input: { 'aria-label': `Share ${document.fileName} with the patient` } }}
            onChange={(_event, next) => {
              setChosen(next);
              share({ variables: { id: document.id, shared: next } }).catch((failure: unknown) => {
                setChosen(null);
                toast({ title: 'Could not change sharing', description: errorMessageOf(failure), severity: 'error' });
              });
            }}
          />
        }
        label="Patient"
      />
    </Tooltip>
  );
}
