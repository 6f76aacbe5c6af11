import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { useToast } from '../../../app/toast/toastContext';
import type { AdminBillingRecordsQuery, BillingRecordFieldsFragment } from '../../../gql/graphql';
import { datedFileName, downloadCsv } from '../../../lib/download';
import { serverMessage } from '../../../lib/graphqlErrors';
import { BillingRecordsQuery } from './billingQueries';
import { billingReportCsv } from './billingReport';

/** 'Export Report': every clinic's billing record as billing-report-{date}.csv, read page by page. */
export function ExportReportButton() {
  const client = useApolloClient();
  const showToast = useToast();
  const [exporting, setExporting] = useState(false);

  const exportReport = async () => {
    setExporting(true);
    try {
      const records: BillingRecordFieldsFragment[] = [];
      let after: string | null = null;
      do {
        const { data }: { data?: AdminBillingRecordsQuery } = await client.query({
          query: BillingRecordsQuery,
          variables: { first: 100, after },
          fetchPolicy: 'network-only',
        });
        const page: AdminBillingRecordsQuery['billingRecords'] = data!.billingRecords;
        records.push(...page.nodes);
        after = page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null;
      } while (after);
      downloadCsv(datedFileName('billing-report', 'csv'), billingReportCsv(records));
    } catch (error) {
      showToast({
        title: 'Could not export the report',
        description: serverMessage(error) ?? 'Please try again.',
        severity: 'error',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button variant="outlined" onClick={() => void exportReport()} disabled={exporting}>
      {exporting ? 'Exporting...' : 'Export Report'}
    </Button>
  );
}
