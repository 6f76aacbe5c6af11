import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AccessRestrictedNotice } from '../../components/AccessRestrictedNotice';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { roleLabels } from '../../app/auth/roles';
import { paths } from '../../app/paths';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { ApiTokensSection } from './ApiTokensSection';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** /account: who is signed in, and their personal API tokens. */
export default function AccountPage() {
  const { user, loading } = useCurrentUser();
  if (loading && !user) return <LoadingState />;
  if (!user) return null;
  if (user.role === 'super_admin')
    return (
      <>
        <PageHeader title="Your account" />
        <AccessRestrictedNotice
          reason="The platform operator signs in with a second factor and cannot hold API tokens, which would bypass it."
          back={{ label: 'Go to the admin portal', to: paths.admin }}
        />
      </>
    );
  return (
    <>
      <PageHeader title="Your account" subtitle="Your details and the API tokens that act as you" />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <SectionCard title="Profile">
          <Box
            component="dl"
            sx={{ m: 0, p: 2.5, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
          >
            <Fact label="Name" value={user.fullName} />
            <Fact label="E-mail" value={user.email} />
            <Fact label="Role" value={`${roleLabels[user.role]}${user.clinic ? ` · ${user.clinic.name}` : ''}`} />
          </Box>
        </SectionCard>
        <ApiTokensSection />
      </Box>
    </>
  );
}
