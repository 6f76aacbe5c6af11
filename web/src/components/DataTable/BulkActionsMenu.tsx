import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';

export interface BulkActions {
  onExportSelected?: () => void;
  onDuplicateSelected?: () => void;
  onDeleteSelected?: () => void;
}

/** The "Bulk Actions" button and its menu; each item appears only when its action is available. */
export function BulkActionsMenu({ onExportSelected, onDuplicateSelected, onDeleteSelected }: BulkActions) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();

  const items = [
    { label: 'Export Selected', icon: <FileDownloadOutlinedIcon fontSize="small" />, run: onExportSelected },
    { label: 'Duplicate', icon: <ContentCopyIcon fontSize="small" />, run: onDuplicateSelected },
    { label: 'Delete Selected', icon: <DeleteOutlinedIcon fontSize="small" color="error" />, run: onDeleteSelected },
  ].flatMap(({ run, ...item }) => (run ? [{ ...item, run }] : []));

  if (items.length === 0) return null;

  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        endIcon={<KeyboardArrowDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Bulk Actions
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {items.map(({ label, icon, run }) => (
          <MenuItem
            key={label}
            onClick={() => {
              setAnchor(null);
              run();
            }}
          >
            <ListItemIcon>{icon}</ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
