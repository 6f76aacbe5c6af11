import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import PaginationItem from '@mui/material/PaginationItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { pageWindow } from './pageWindow';
import { PAGE_SIZE_OPTIONS } from './tableQuery';

interface DataTableFooterProps {
  /** Zero-based. */
  page: number;
  pageSize: number;
  totalCount: number;
  /** Pages that can be opened (server mode with cursors may not reach every page yet). */
  reachablePageCount: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

export function resultsSummary(page: number, pageSize: number, totalCount: number): string {
  if (totalCount === 0) return 'No results';
  const first = page * pageSize + 1;
  const last = Math.min((page + 1) * pageSize, totalCount);
  return `Showing ${first}-${last} of ${totalCount} results`;
}

/** Results summary, page-size selector and numbered pagination (at most five page buttons). */
export function DataTableFooter({
  page,
  pageSize,
  totalCount,
  reachablePageCount,
  onPageChange,
  onPageSizeChange,
}: DataTableFooterProps) {
  const pageCount = Math.ceil(totalCount / pageSize);
  const canOpen = (target: number) => target >= 0 && target < Math.min(pageCount, reachablePageCount);

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        px: 2,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" color="text.secondary" role="status">
        {resultsSummary(page, pageSize, totalCount)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <TextField
          select
          size="small"
          label="Rows per page"
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
          sx={{ width: 130 }}
        >
          {PAGE_SIZE_OPTIONS.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        {pageCount > 1 && (
          <Box component="nav" aria-label="Pagination">
            <Box component="ul" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
              <li>
                <PaginationItem
                  type="previous"
                  disabled={!canOpen(page - 1)}
                  onClick={() => onPageChange(page - 1)}
                  aria-label="Go to previous page"
                />
              </li>
              {pageWindow(page, pageCount).map((target) => (
                <li key={target}>
                  <PaginationItem
                    type="page"
                    page={target + 1}
                    selected={target === page}
                    disabled={!canOpen(target)}
                    color="primary"
                    aria-current={target === page ? 'page' : undefined}
                    aria-label={target === page ? `page ${target + 1}` : `Go to page ${target + 1}`}
                    onClick={() => onPageChange(target)}
                  />
                </li>
              ))}
              <li>
                <PaginationItem
                  type="next"
                  disabled={!canOpen(page + 1)}
                  onClick={() => onPageChange(page + 1)}
                  aria-label="Go to next page"
                />
              </li>
            </Box>
          </Box>
        )}
      </Box>
    </Box>
  );
}
