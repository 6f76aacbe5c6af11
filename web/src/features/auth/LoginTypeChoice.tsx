import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import LocalHospitalOutlinedIcon from '@mui/icons-material/LocalHospitalOutlined';
import type { LoginType } from '../../gql/graphql';

interface LoginChoice {
  type: LoginType;
  title: string;
  description: string;
  icon: ReactNode;
}

const choices: readonly LoginChoice[] = [
  {
    type: 'attorney',
    title: 'Attorney',
    description: 'Law firms following their clients’ cases',
    icon: <GavelOutlinedIcon />,
  },
  {
    type: 'provider',
    title: 'Provider',
    description: 'Chiropractors and clinic staff',
    icon: <LocalHospitalOutlinedIcon />,
  },
  { type: 'admin', title: 'Admin', description: 'Platform operators', icon: <AdminPanelSettingsOutlinedIcon /> },
];

export const loginTypeTitles: Record<LoginType, string> = {
  attorney: 'Attorney',
  provider: 'Provider',
  admin: 'Admin',
};

/** The first step of the login dialog: who is signing in. */
export function LoginTypeChoice({ onChoose }: { onChoose: (type: LoginType) => void }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {choices.map((choice) => (
        <Card key={choice.type}>
          <CardActionArea
            onClick={() => onChoose(choice.type)}
            sx={{ p: 2, display: 'flex', gap: 2, justifyContent: 'flex-start' }}
          >
            <Box
              aria-hidden
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 48,
                height: 48,
                borderRadius: 2,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                flexShrink: 0,
              }}
            >
              {choice.icon}
            </Box>
            <Box>
              <Typography variant="h6" component="span" sx={{ display: 'block' }}>
                {choice.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" component="span">
                {choice.description}
              </Typography>
            </Box>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
