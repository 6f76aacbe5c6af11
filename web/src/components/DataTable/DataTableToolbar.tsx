import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';

interface DataTableToolbarProps {
  titleId: string;
  title?: string;
  description?: ReactNode;
  search: string;
  onSearchChange: (search: string) => void;
  searchPlaceholder: string;
  searchLabel: string;
  /** Shown only when some column can be filtered. */
  filtersToggle?: { open: boolean; onToggle: () => void };
  onRefresh?: () => void;
  selectedCount: number;
  /** The bulk actions menu, shown while rows are selected. */
  bulkActions: ReactNode;
}

export function DataTableToolbar({
  titleId,
  title,
  description,
  search,
  onSearchChange,
  searchPlaceholder,
  searchLabel,
  filtersToggle,
  onRefresh,
  selectedCount,
  bulkActions,
}: DataTableToolbarProps) {
  return (
    <Toolbar
      disableGutters
      sx={{ px: 2, py: 1.5, gap: 1.5, flexWrap: 'wrap', alignItems: { xs: 'stretch', md: 'center' } }}
    >
      {(title || description) && (
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          {title && (
            <Typography id={titleId} variant="h6" component="h2">
              {title}
            </Typography>
          )}
          {description && (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
        </Box>
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 1,
          flex: '1 1 auto',
        }}
      >
        {selectedCount > 0 && (
          <>
            <Typography variant="body2" color="text.secondary" role="status">
              {selectedCount} selected
            </Typography>
            {bulkActions}
          </>
        )}
        <TextField
          type="search"
          size="small"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={searchPlaceholder}
          sx={{ width: { xs: '100%', sm: 280 } }}
          slotProps={{
            htmlInput: { 'aria-label': searchLabel },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        {filtersToggle && (
          <Button
            variant={filtersToggle.open ? 'contained' : 'outlined'}
            startIcon={<FilterListIcon />}
            aria-pressed={filtersToggle.open}
            onClick={filtersToggle.onToggle}
          >
            Filters
          </Button>
        )}
        {onRefresh && (
          <Tooltip title="Refresh">
            <IconButton aria-label="Refresh" onClick={onRefresh}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
        )}
      </Box>
    </Toolbar>
  );
}
