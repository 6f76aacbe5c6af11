import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import type { AutomationRuleInput } from '../../gql/graphql';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { AutomationRulePreviewQuery } from './automationDocuments';

const shownRecords = 10;

/** The rule as typed, a moment after the typing stops (one preview per pause, not per key). */
function useSettled<T>(value: T, delayMs = 400): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delayMs]);
  return settled;
}

/** "Would match today: N records", with the first few, from the sweep's own query (writes nothing). */
export function RulePreview({ input }: { input: AutomationRuleInput | null }) {
  const settled = useSettled(input);
  const { data, previousData, loading, error } = useQuery(AutomationRulePreviewQuery, {
    variables: { input: settled! },
    skip: settled === null,
    fetchPolicy: 'network-only',
  });
  const preview = (data ?? previousData)?.automationRulePreview;

  return (
    <Box aria-live="polite" aria-busy={loading} sx={{ px: 2.5, py: 2 }}>
      {settled === null ? (
        <Typography color="text.secondary">Complete the trigger to see which records it would match.</Typography>
      ) : error ? (
        <Alert severity="warning">{`No preview: ${errorMessageOf(error)}`}</Alert>
      ) : !preview ? (
        <Typography color="text.secondary">Looking for matching records...</Typography>
      ) : (
        <>
          <Typography variant="h6" component="p">
            {`Would match today: ${preview.count} record${preview.count === 1 ? '' : 's'}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {preview.explanation}
          </Typography>
          {preview.records.length > 0 && (
            <List dense aria-label="Records the rule would match today">
              {preview.records.slice(0, shownRecords).map((record) => (
                <ListItem key={record.caseId} disableGutters>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={paths.caseDetail(record.caseId)}>
                        {record.caseNumber}
                      </Link>
                    }
                    secondary={`${record.patientName} · since ${record.since}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {preview.records.length > shownRecords && (
            <Typography variant="body2" color="text.secondary">{`and ${preview.count - shownRecords} more`}</Typography>
          )}
        </>
      )}
    </Box>
  );
}
