import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import AttachMoneyOutlinedIcon from '@mui/icons-material/AttachMoneyOutlined';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import LocalHospitalOutlinedIcon from '@mui/icons-material/LocalHospitalOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { StatCard } from '../../../components/StatCard';
import { formatMoney } from '../../../lib/format';
import { usePlatformFigures } from './usePlatformFigures';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Total Users, Active Clinics, Monthly Revenue and Active Cases, across the whole platform. */
export function PlatformFigureCards() {
  // Two cards side by side on a phone leave no room for the icons.
  const theme = useTheme();
  const showIcons = useMediaQuery(theme.breakpoints.up('sm'));
  const { figures, placeholder } = usePlatformFigures();
  if (!figures) return placeholder;

  const cards = [
    {
      label: 'Total Users',
      value: figures.totalUsers,
      detail: `${figures.activeUsers} active`,
      icon: <PeopleAltOutlinedIcon />,
    },
    {
      label: 'Active Clinics',
      value: figures.activeClinics,
      detail: `of ${count(figures.totalClinics, 'clinic', 'clinics')}`,
      icon: <LocalHospitalOutlinedIcon />,
    },
    {
      label: 'Monthly Revenue',
      value: formatMoney(figures.monthlyRevenue),
      detail: 'Active and overdue subscriptions',
      icon: <AttachMoneyOutlinedIcon />,
    },
    {
      label: 'Active Cases',
      value: figures.activeCases,
      detail: 'Cases not closed',
      icon: <FolderOpenOutlinedIcon />,
    },
  ];

  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 6, lg: 3 }}>
          <StatCard {...card} icon={showIcons ? card.icon : undefined} />
        </Grid>
      ))}
    </Grid>
  );
}
