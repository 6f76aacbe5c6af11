import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { CaseStatus } from '../../gql/graphql';
import { casePaths } from './casePaths';
import { CaseStatusChip } from './CaseStatusChip';

interface CaseLinkListItemProps {
  caseId: number;
  caseNumber: string;
  status: CaseStatus;
  /** The line under the case number (patient, type, accident date...). */
  details: string;
}

/** A case in a short list inside a card: number, one line of details and status; opens the case. */
export function CaseLinkListItem({ caseId, caseNumber, status, details }: CaseLinkListItemProps) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={casePaths.detail(caseId)}
        divider
        sx={{ borderRadius: 0, px: 2.5, py: 1.5, gap: 2 }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{caseNumber}</Typography>
          <Typography variant="body2" color="text.secondary">
            {details}
          </Typography>
        </Box>
        <CaseStatusChip status={status} />
      </ListItemButton>
    </ListItem>
  );
}
