import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { roleLabels } from '../../../app/auth/roles';
import type { Role } from '../../../gql/graphql';
import { roleChoices } from './accountSchema';

interface UserFiltersProps {
  search: string;
  onSearchChange: (text: string) => void;
  role: Role | '';
  onRoleChange: (role: Role | '') => void;
}

/** The search box (applied once typing pauses) and the role filter. */
export function UserFilters({ search, onSearchChange, role, onRoleChange }: UserFiltersProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <TextField
        type="search"
        size="small"
        label="Search users"
        placeholder="Name, email, clinic or firm"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        sx={{ width: { xs: '100%', sm: 420 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label="Role"
        value={role}
        onChange={(event) => onRoleChange(event.target.value as Role | '')}
        sx={{ width: { xs: '100%', sm: 200 } }}
      >
        <MenuItem value="">All roles</MenuItem>
        {roleChoices.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {roleLabels[choice]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
