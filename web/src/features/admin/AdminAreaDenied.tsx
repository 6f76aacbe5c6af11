import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** A console area the caller's operator role does not include (the server refuses its data too). */
export function AdminAreaDenied({ label }: { label: string | null }) {
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      <AlertTitle>Access denied</AlertTitle>
      {label
        ? `Your operator role does not include the ${label} area. Ask a Super Admin if you need it.`
        : 'Your operator role does not include any area of the console yet. Ask a Super Admin.'}
    </Alert>
  );
}
