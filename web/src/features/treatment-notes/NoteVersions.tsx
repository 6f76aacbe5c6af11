import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { SectionCard } from '../../components/SectionCard';
import type { TreatmentNoteFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../app/paths';

/** Every version of the note the reader may see, oldest first: who signed each and why an addendum was written. */
export function NoteVersions({ note }: { note: TreatmentNoteFieldsFragment }) {
  return (
    <SectionCard title="Versions">
      <List dense aria-label="Versions of this note">
        {note.versions.map((version) => {
          const status = version.isLocked
            ? `Signed by ${version.signedByName ?? 'a former user'} on ${formatDateTime(version.signedAt as string)}`
            : 'Draft';
          const label = version.version === 1 ? 'Version 1 (original)' : `Version ${version.version} (addendum)`;
          return (
            <ListItem key={version.id}>
              <ListItemText
                primary={
                  version.id === note.id ? (
                    <strong>{label}, shown</strong>
                  ) : (
                    <Link component={RouterLink} to={paths.treatmentNote(version.id)}>
                      {label}
                    </Link>
                  )
                }
                secondary={version.addendumReason ? `${status}. Reason: ${version.addendumReason}` : status}
              />
            </ListItem>
          );
        })}
      </List>
    </SectionCard>
  );
}
