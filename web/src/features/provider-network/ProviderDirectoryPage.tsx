import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import VerifiedIcon from '@mui/icons-material/Verified';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { SearchField } from '../../components/SearchField';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { ProviderDirectoryQuery } from './networkDocuments';
import { labelOf, ratingText, specialties, specialtyLabels } from './networkLabels';

/** /providers: the public directory (no sign-in): search by name, specialty, state and kind. */
export default function ProviderDirectoryPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const specialty = params.get('specialty') ?? '';
  const state = params.get('state') ?? '';
  const type = params.get('type') ?? '';
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const { data, loading, error, refetch, fetchMore } = useQuery(ProviderDirectoryQuery, {
    variables: {
      q: q || null,
      specialty: specialty || null,
      state: /^[A-Za-z]{2}$/.test(state) ? state.toUpperCase() : null,
      profileType: type === 'clinic' || type === 'attorney' ? type : null,
    },
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.providerDirectory;

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
      <PageHeader
        title="Find a provider"
        subtitle="Clinics and attorneys for personal-injury cases, with reviews from verified patients"
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <SearchField value={q} onSearch={(text) => set('q', text)} label="Search providers" placeholder="Name" />
        <TextField
          select
          label="Specialty"
          value={specialty}
          onChange={(event) => set('specialty', event.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">Any specialty</MenuItem>
          {specialties.map((code) => (
            <MenuItem key={code} value={code}>
              {specialtyLabels[code]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="State"
          value={state}
          onChange={(event) => set('state', event.target.value.slice(0, 2))}
          placeholder="NJ"
          sx={{ width: { xs: '100%', md: 100 }, flexShrink: 0 }}
        />
        <TextField
          select
          label="Kind"
          value={type}
          onChange={(event) => set('type', event.target.value)}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">Clinics and attorneys</MenuItem>
          <MenuItem value="clinic">Clinics</MenuItem>
          <MenuItem value="attorney">Attorneys</MenuItem>
        </TextField>
      </Stack>
      {error && !page ? (
        <ErrorState message={errorMessageOf(error)} onRetry={() => void refetch()} />
      ) : !page ? (
        <LoadingState label="Loading providers..." />
      ) : page.nodes.length === 0 ? (
        <EmptyState title="No providers match" description="Try another specialty or state, or clear the search." />
      ) : (
        <>
          <Box
            component="ul"
            aria-label="Providers"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
            }}
          >
            {page.nodes.map((profile) => (
              <Card component="li" key={profile.id} variant="outlined">
                <CardActionArea component={RouterLink} to={`/providers/${profile.profileSlug}`} sx={{ height: '100%' }}>
                  <CardContent>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography variant="h6" component="h2">
                        {profile.displayName}
                      </Typography>
                      {profile.verifiedBadge && (
                        <VerifiedIcon color="primary" titleAccess="Verified" fontSize="small" />
                      )}
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {profile.profileType === 'clinic' ? 'Clinic' : 'Attorney'}
                      {profile.city && profile.state ? ` · ${profile.city}, ${profile.state}` : ''}
                    </Typography>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 1 }}>
                      <Rating value={profile.averageRating ?? 0} precision={0.1} readOnly size="small" />
                      <Typography variant="body2">{ratingText(profile.averageRating, profile.reviewCount)}</Typography>
                    </Stack>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                      {profile.specializations.map((code) => (
                        <Chip key={code} size="small" label={labelOf(specialtyLabels, code)} />
                      ))}
                    </Stack>
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Box>
          {page.pageInfo.hasNextPage && (
            <Box sx={{ textAlign: 'center', mt: 3 }}>
              <Button
                disabled={loading}
                onClick={() =>
                  void fetchMore({
                    variables: { after: page.pageInfo.endCursor },
                    updateQuery: (previous, { fetchMoreResult }) => ({
                      providerDirectory: {
                        ...fetchMoreResult.providerDirectory,
                        nodes: [...previous.providerDirectory.nodes, ...fetchMoreResult.providerDirectory.nodes],
                      },
                    }),
                  })
                }
              >
                More providers
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
