import { useState } from 'react';
import Button from '@mui/material/Button';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useToast } from '../../app/toast/toastContext';
import { exportCasesReport, ReportExportError } from './exportReport';

/** Export Report: downloads the attorney's cases as CSV. */
export function ExportReportButton() {
  const showToast = useToast();
  const [exporting, setExporting] = useState(false);

  const exportReport = async () => {
    setExporting(true);
    try {
      await exportCasesReport();
    } catch (error) {
      showToast({
        title: 'Export failed',
        description:
          error instanceof ReportExportError ? error.message : 'The report could not be downloaded. Please try again.',
        severity: 'error',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      onClick={() => void exportReport()}
      disabled={exporting}
    >
      {exporting ? 'Exporting...' : 'Export Report'}
    </Button>
  );
}
