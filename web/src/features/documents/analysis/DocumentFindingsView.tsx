import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { DocumentAnalysisFieldsFragment } from '../../../gql/graphql';
import { countOf, formatLocalDate, formatMoney } from '../../../lib/format';
import { providerSourceLabels } from './analysisLabels';

type Findings = NonNullable<DocumentAnalysisFieldsFragment['findings']>;

interface Found {
  key: string;
  primary: ReactNode;
  context: string;
  verified: boolean;
  unverifiedLabel: string;
}

function FindingGroup({ title, items, empty }: { title: string; items: Found[]; empty: string }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title} ({items.length})
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <List dense disablePadding>
          {items.map((item) => (
            <ListItem key={item.key} disableGutters>
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    {item.primary}
                    {!item.verified && (
                      <Chip component="span" size="small" variant="outlined" label={item.unverifiedLabel} />
                    )}
                  </Box>
                }
                secondary={item.context}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/** Dates, providers, amounts and ICD-10 codes found in a document, each with the text around it. */
export function DocumentFindingsView({ findings }: { findings: Findings }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Read {countOf(findings.pages, 'page')}, {countOf(findings.characters, 'character')}
        {findings.truncated ? ' (the text was longer than the limit; only its start was read)' : ''}.
      </Typography>
      <FindingGroup
        title="Dates"
        empty="No dates found."
        items={findings.dates.map((found, index) => ({
          key: `${found.date}-${index}`,
          primary: `${formatLocalDate(found.date)} (written “${found.text}”)`,
          context: found.context,
          verified: found.verified,
          unverifiedLabel: 'Day and month could be swapped',
        }))}
      />
      <FindingGroup
        title="Providers"
        empty="No providers found."
        items={findings.providers.map((found) => ({
          key: found.name,
          primary: `${found.name} · ${providerSourceLabels[found.source] ?? found.source}`,
          context: found.context,
          verified: found.verified,
          unverifiedLabel: 'Not among your providers',
        }))}
      />
      <FindingGroup
        title="Amounts"
        empty="No amounts found."
        items={findings.amounts.map((found, index) => ({
          key: `${found.amount}-${index}`,
          primary: `${formatMoney(found.amount)}${found.isTotal ? ' · total' : ''}`,
          context: found.context,
          verified: found.verified,
          unverifiedLabel: 'No $ sign',
        }))}
      />
      {findings.totalAmount && (
        <Typography variant="body2" sx={{ mt: -1, mb: 2 }}>
          <strong>Total:</strong> {formatMoney(findings.totalAmount)}
        </Typography>
      )}
      <FindingGroup
        title="ICD-10 codes"
        empty="No ICD-10 codes found."
        items={findings.diagnosisCodes.map((found) => ({
          key: found.code,
          primary: `${found.code}${found.description ? ` · ${found.description}` : ''}`,
          context: found.context,
          verified: found.verified,
          unverifiedLabel: 'Unverified: not in your diagnosis codes',
        }))}
      />
    </>
  );
}
