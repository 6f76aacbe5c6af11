import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { EmptyState } from '../../../components/EmptyState';
import { SectionCard } from '../../../components/SectionCard';
import { formatDateTime } from '../../../lib/format';
import type { CaseAnalysisFieldsFragment } from '../../../gql/graphql';
import { analysisTypeLabel } from './analysisTypes';

interface AnalysisHistoryProps {
  analyses: CaseAnalysisFieldsFragment[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The case's past analyses, newest first; choosing one shows it. */
export function AnalysisHistory({ analyses, selectedId, onSelect }: AnalysisHistoryProps) {
  return (
    <SectionCard title="Past analyses">
      {analyses.length === 0 ? (
        <EmptyState title="No analyses yet" description="Run an analysis to keep its result here." />
      ) : (
        <List aria-label="Past analyses, newest first" disablePadding>
          {analyses.map((analysis) => (
            <ListItem key={analysis.id} disablePadding divider>
              <ListItemButton selected={analysis.id === selectedId} onClick={() => onSelect(analysis.id)}>
                <ListItemText
                  primary={`${analysisTypeLabel(analysis.analysisType)}: ${
                    analysis.status === 'failed' ? 'Failed' : (analysis.prediction?.value ?? '')
                  }`}
                  secondary={`${formatDateTime(analysis.createdAt)}${analysis.requestedByName ? ` · ${analysis.requestedByName}` : ''}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
