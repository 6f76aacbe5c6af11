import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { casePaths } from './casePaths';
import { useCanManageCases } from './useCanManageCases';

/** 'New Case', shown only to users who may open cases. */
export function NewCaseButton() {
  const canManage = useCanManageCases();
  if (!canManage) return null;
  return (
    <Button component={RouterLink} to={casePaths.create} variant="contained" startIcon={<AddIcon />}>
      New Case
    </Button>
  );
}
