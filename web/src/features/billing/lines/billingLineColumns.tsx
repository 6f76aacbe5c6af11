import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DataTableColumn } from '../../../components/DataTable';
import { formatLocalDate, formatMoney } from '../../../lib/format';
import type { BillingLineItem } from './billingLineFields';

/** The procedure code with its modifiers, as a claim prints it: "97140-59". */
export const codeWithModifiers = (line: Pick<BillingLineItem, 'procedureCode' | 'modifiers'>) =>
  [line.procedureCode, ...line.modifiers].join('-');

/**
 * The columns of a coded service: date of service, code, the clinic's description, units, fee,
 * amount and the diagnoses it treats. Phones keep the date, code and amount.
 */
export const billingLineColumns: ReadonlyArray<DataTableColumn<BillingLineItem>> = [
  {
    id: 'date',
    header: 'Date of service',
    key: true,
    accessor: (line) => line.serviceDate,
    render: (line) => formatLocalDate(line.serviceDate),
  },
  {
    id: 'code',
    header: 'Code',
    key: true,
    accessor: codeWithModifiers,
    render: (line) => <Box sx={{ whiteSpace: 'nowrap' }}>{codeWithModifiers(line)}</Box>,
  },
  {
    id: 'description',
    header: 'Description',
    accessor: (line) => line.description,
    render: (line) => (
      <>
        {line.description}
        {line.providerName && (
          <Typography variant="body2" color="text.secondary">
            {line.providerName}
          </Typography>
        )}
      </>
    ),
  },
  { id: 'units', header: 'Units', align: 'right', accessor: (line) => line.units },
  {
    id: 'fee',
    header: 'Fee',
    align: 'right',
    wideOnly: true,
    accessor: (line) => line.unitFee,
    render: (line) => formatMoney(line.unitFee),
  },
  {
    id: 'amount',
    header: 'Amount',
    key: true,
    align: 'right',
    accessor: (line) => line.amount,
    render: (line) => formatMoney(line.amount),
  },
  { id: 'diagnoses', header: 'Diagnoses', accessor: (line) => line.diagnosisCodes.join(', ') },
];
