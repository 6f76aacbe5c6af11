import type { ChipProps } from '@mui/material/Chip';

export const invoiceStatusLabels: Record<string, string> = {
  open: 'Open',
  paid: 'Paid',
  void: 'Void',
  uncollectible: 'Uncollectible',
};
export const invoiceStatusColors: Record<string, ChipProps['color']> = {
  open: 'warning',
  paid: 'success',
  void: 'default',
  uncollectible: 'error',
};
export const paymentStatusColors: Record<string, ChipProps['color']> = {
  successful: 'success',
  failed: 'error',
  pending: 'info',
};

/** Where a clinic invoice's PDF is served (the operator's and the clinic admin's link alike). */
export const clinicInvoicePdfUrl = (invoiceId: number) => `/api/billing/clinic-invoices/${invoiceId}/pdf`;
