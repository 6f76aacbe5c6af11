import Box from '@mui/material/Box';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { IntakeDesk } from './IntakeDesk';

/** /intake: the intake desk for the matched clinic's staff and admins (and the operator). */
export default function IntakeDeskPage() {
  useDocumentTitle('Intake');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title="Intake" subtitle="People who asked for help through the public form and were matched to you" />
      <IntakeDesk />
    </Box>
  );
}
