import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';

export interface RowActionHandlers<Row> {
  onView?: (row: Row) => void;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
}

export function hasRowActions<Row>({ onView, onEdit, onDelete }: RowActionHandlers<Row>): boolean {
  return Boolean(onView || onEdit || onDelete);
}

interface RowActionsProps<Row> extends RowActionHandlers<Row> {
  row: Row;
  /** Names the row in each button's label, e.g. "Edit Alex Rivera". */
  rowLabel: string;
}

/** The View, Edit and Delete buttons of one row; each appears only when its handler is supplied. */
export function RowActions<Row>({ row, rowLabel, onView, onEdit, onDelete }: RowActionsProps<Row>) {
  const actions = [
    { name: 'View', icon: <VisibilityOutlinedIcon fontSize="small" />, run: onView },
    { name: 'Edit', icon: <EditOutlinedIcon fontSize="small" />, run: onEdit },
    { name: 'Delete', icon: <DeleteOutlinedIcon fontSize="small" color="error" />, run: onDelete },
  ];

  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
      {actions.map(
        ({ name, icon, run }) =>
          run && (
            <Tooltip key={name} title={name}>
              <IconButton size="small" aria-label={`${name} ${rowLabel}`} onClick={() => run(row)}>
                {icon}
              </IconButton>
            </Tooltip>
          ),
      )}
    </Box>
  );
}
