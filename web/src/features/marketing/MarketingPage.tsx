import Box from '@mui/material/Box';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { MarketingWorkspace } from './MarketingWorkspace';

/** /marketing: the clinic's leads, campaigns, activities, analytics and settings. */
export default function MarketingPage() {
  useDocumentTitle('Marketing');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title="Marketing" subtitle="Leads, campaigns and follow-ups: nothing clinical leaves for marketing" />
      <MarketingWorkspace />
    </Box>
  );
}
