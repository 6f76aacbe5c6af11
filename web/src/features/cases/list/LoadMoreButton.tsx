import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

interface LoadMoreButtonProps {
  /** What is loaded, for screen readers (e.g. "cases"). */
  what: string;
  loading: boolean;
  onClick: () => void;
}

/** Fetches the next page of a cursor-paginated list. */
export function LoadMoreButton({ what, loading, onClick }: LoadMoreButtonProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Button
        variant="outlined"
        onClick={onClick}
        disabled={loading}
        aria-label={loading ? `Loading more ${what}` : `Load more ${what}`}
      >
        {loading ? 'Loading...' : 'Load more'}
      </Button>
    </Box>
  );
}
