import TextField from '@mui/material/TextField';
import type { DataTableColumn } from './types';

interface ColumnFilterFieldProps<Row> {
  column: DataTableColumn<Row>;
  value: string;
  onChange: (columnId: string, value: string) => void;
}

/** The filter input of one column: in the table's head, or above the cards on phones. */
export function ColumnFilterField<Row>({ column, value, onChange }: ColumnFilterFieldProps<Row>) {
  return (
    <TextField
      size="small"
      value={value}
      onChange={(event) => onChange(column.id, event.target.value)}
      placeholder={`Filter ${column.header}...`}
      slotProps={{ htmlInput: { 'aria-label': `Filter ${column.header}` } }}
      sx={{ minWidth: 120 }}
    />
  );
}
