import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { casePaths } from '../casePaths';

interface CaseAiLinkProps {
  caseId: number;
  caseNumber: string;
}

/** 'AI Analysis' on a case card: opens the AI Dashboard on this case. */
export function CaseAiAnalysisButton({ caseId, caseNumber }: CaseAiLinkProps) {
  return (
    <Button
      component={RouterLink}
      to={casePaths.aiAnalysis(caseId)}
      size="small"
      startIcon={<AutoAwesomeOutlinedIcon />}
      aria-label={`AI Analysis for ${caseNumber}`}
    >
      AI Analysis
    </Button>
  );
}

/** 'AI' in a list row: the compact form of the same link. */
export function CaseAiShortButton({ caseId, caseNumber }: CaseAiLinkProps) {
  return (
    <Button
      component={RouterLink}
      to={casePaths.aiAnalysis(caseId)}
      size="small"
      variant="outlined"
      aria-label={`AI analysis for ${caseNumber}`}
      sx={{ minWidth: 0 }}
    >
      AI
    </Button>
  );
}
