import Chip from '@mui/material/Chip';
import type { LedgerEntryKind } from '../../../gql/graphql';
import { ledgerEntryKindColors, ledgerEntryKindLabels } from '../labels';

export function LedgerKindChip({ kind }: { kind: LedgerEntryKind }) {
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      label={ledgerEntryKindLabels[kind]}
      color={ledgerEntryKindColors[kind]}
    />
  );
}
