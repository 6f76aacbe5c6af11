import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

interface AccessRestrictedNoticeProps {
  /** Why this role may not use the screen, in the product's words. */
  reason: string;
  /** Where the person can go instead. */
  back: { label: string; to: string };
}

/** Shown in place of a screen the signed-in role may not use, before they type anything. */
export function AccessRestrictedNotice({ reason, back }: AccessRestrictedNoticeProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ maxWidth: 560, mx: 'auto' }}>
      <CardContent sx={{ textAlign: 'center', py: 5 }}>
        <LockOutlinedIcon color="warning" sx={{ fontSize: 48 }} aria-hidden />
        <Typography id={titleId} variant="h5" component="h2" sx={{ mt: 1 }}>
          Access Restricted
        </Typography>
        <Typography sx={{ mt: 1 }}>{reason}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Please contact your administrator if you believe this is an error.
        </Typography>
        <Button component={RouterLink} to={back.to} variant="contained" sx={{ mt: 3 }}>
          {back.label}
        </Button>
      </CardContent>
    </Card>
  );
}
