import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AttorneyDetailQuery } from '../../gql/graphql';
import { humanize } from '../../lib/format';

type AttorneyRecord = NonNullable<AttorneyDetailQuery['attorney']>;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children === null || children === undefined || children === '' ? (
          <Typography component="span" color="text.secondary">
            Not on file
          </Typography>
        ) : (
          children
        )}
      </Typography>
    </Grid>
  );
}

/** The attorney's contact and practice details. */
export function AttorneyProfileCard({ attorney }: { attorney: AttorneyRecord }) {
  return (
    <Card component="section" aria-label="Attorney details">
      <CardContent>
        <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
          <Fact label="Firm">{attorney.firmName}</Fact>
          <Fact label="Email">
            <Link href={`mailto:${attorney.email}`}>{attorney.email}</Link>
          </Fact>
          <Fact label="Phone">{attorney.phone && <Link href={`tel:${attorney.phone}`}>{attorney.phone}</Link>}</Fact>
          <Fact label="Bar Number">{attorney.barNumber}</Fact>
          <Fact label="Address">{attorney.firmAddress}</Fact>
          <Fact label="Specialty">{humanize(attorney.specialization)}</Fact>
        </Grid>
      </CardContent>
    </Card>
  );
}
