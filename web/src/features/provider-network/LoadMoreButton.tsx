import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** "Load more" under a keyset-paged list: reads the page after `endCursor` (decision 431). */
export function LoadMoreButton({
  pageInfo,
  onLoad,
}: {
  pageInfo: { hasNextPage: boolean; endCursor?: string | null } | null | undefined;
  onLoad: (after: string) => Promise<unknown>;
}) {
  const [loading, setLoading] = useState(false);
  if (!pageInfo?.hasNextPage || !pageInfo.endCursor) return null;
  const after = pageInfo.endCursor;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
      <Button
        disabled={loading}
        onClick={() => {
          setLoading(true);
          void onLoad(after).finally(() => setLoading(false));
        }}
      >
        {loading ? 'Loading...' : 'Load more'}
      </Button>
    </Box>
  );
}
