import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { casePaths } from '../cases/casePaths';

interface CaseActionButtonsProps {
  caseId: number;
  caseNumber: string;
}

/** View Details opens the case; Message opens the case's conversation in Secure Messaging. */
export function CaseActionButtons({ caseId, caseNumber }: CaseActionButtonsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <Button
        component={RouterLink}
        to={casePaths.detail(caseId)}
        size="small"
        variant="outlined"
        startIcon={<VisibilityOutlinedIcon />}
        aria-label={`View details of ${caseNumber}`}
      >
        View Details
      </Button>
      <Button
        component={RouterLink}
        to={casePaths.messages(caseId)}
        size="small"
        startIcon={<ChatOutlinedIcon />}
        aria-label={`Message about ${caseNumber}`}
      >
        Message
      </Button>
    </Box>
  );
}
