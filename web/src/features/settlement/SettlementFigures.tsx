import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatMoney } from '../../lib/format';
import type { SettlementStatement } from './settlementDocuments';

/** The statement's lines and sums, as the PDF prints them. */
export function SettlementFigures({ statement, clinicName }: { statement: SettlementStatement; clinicName: string }) {
  const fee = statement.feePercentage ? `Attorney fee (${statement.feePercentage}%)` : 'Attorney fee';
  const rows: [string, string, boolean?][] = [
    ['Gross settlement', formatMoney(statement.grossAmount), true],
    [fee, `-${formatMoney(statement.attorneyFee)}`],
    ...statement.costs.map((cost): [string, string] => [`Cost: ${cost.description}`, `-${formatMoney(cost.amount)}`]),
    [`Lien: ${clinicName}`, `-${formatMoney(statement.clinicPayment)}`],
    ...statement.otherLiens.map((lien): [string, string] => [
      `Lien: ${lien.description}`,
      `-${formatMoney(lien.amount)}`,
    ]),
    ['Net to client', formatMoney(statement.netToClient), true],
  ];
  return (
    <Table size="small" aria-label={`Disbursement, version ${statement.version}`}>
      <TableBody>
        {rows.map(([label, amount, strong], index) => (
          <TableRow key={index}>
            <TableCell sx={{ fontWeight: strong ? 600 : undefined, wordBreak: 'break-word' }}>{label}</TableCell>
            <TableCell align="right" sx={{ fontWeight: strong ? 600 : undefined, whiteSpace: 'nowrap' }}>
              {amount}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
