import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { paths } from '../../../app/paths';
import { SectionCard } from '../../../components/SectionCard';

const quickActions = [
  { label: 'New Case', to: '/new-case', icon: <CreateNewFolderOutlinedIcon /> },
  { label: 'New Patient', to: '/new-patient', icon: <PersonAddAlt1OutlinedIcon /> },
  { label: 'View Cases', to: paths.cases, icon: <FolderOpenOutlinedIcon /> },
  { label: 'View Patients', to: paths.patients, icon: <GroupsOutlinedIcon /> },
  { label: 'Documents', to: paths.documents, icon: <DescriptionOutlinedIcon /> },
];

/** Shortcuts to the clinic-side pages the operator works in most. */
export function QuickActions() {
  return (
    <SectionCard title="Quick Actions">
      <Box component="nav" aria-label="Quick actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 2.5 }}>
        {quickActions.map(({ label, to, icon }) => (
          <Button key={to} component={RouterLink} to={to} variant="outlined" startIcon={icon}>
            {label}
          </Button>
        ))}
      </Box>
    </SectionCard>
  );
}
