import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { PageHeader } from '../../../components/PageHeader';
import type { CaseDetailFieldsFragment } from '../../../gql/graphql';
import { casePaths } from '../casePaths';
import { CaseStatusChip } from '../CaseStatusChip';
import { caseTypeLabels } from '../labels';
import { TransferCaseDialog } from '../transfer/TransferCaseDialog';
import { useCanManageCases } from '../useCanManageCases';
import { CaseLoader } from './CaseLoader';
import { CaseSummaryCards } from './CaseSummaryCards';
import { CaseTabs } from './CaseTabs';
import { CaseAlertsStrip } from '../../alerts/CaseAlertsStrip';

function CaseDetail({ caseRecord }: { caseRecord: CaseDetailFieldsFragment }) {
  const canManage = useCanManageCases();
  const [transferOpen, setTransferOpen] = useState(false);

  return (
    <>
      <PageHeader
        title={caseRecord.caseNumber}
        subtitle={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            {caseTypeLabels[caseRecord.caseType]}
            <CaseStatusChip status={caseRecord.status} />
          </Box>
        }
        actions={
          canManage && (
            <>
              <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={() => setTransferOpen(true)}>
                Transfer Case
              </Button>
              <Button
                component={RouterLink}
                to={casePaths.edit(caseRecord.id)}
                variant="contained"
                startIcon={<EditOutlinedIcon />}
              >
                Edit Case
              </Button>
            </>
          )
        }
      />
      <Stack spacing={3}>
        <CaseAlertsStrip caseId={caseRecord.id} />
        <CaseSummaryCards caseRecord={caseRecord} />
        <CaseTabs caseRecord={caseRecord} />
      </Stack>
      {canManage && (
        <TransferCaseDialog caseRecord={caseRecord} open={transferOpen} onClose={() => setTransferOpen(false)} />
      )}
    </>
  );
}

export default function CaseDetailPage() {
  return <CaseLoader screenTitle="Case Detail">{(caseRecord) => <CaseDetail caseRecord={caseRecord} />}</CaseLoader>;
}
