import Typography from '@mui/material/Typography';

/**
 * A section of the portal whose work has not landed: its title only, as issue 6 asks for the
 * Billing, Revenue and Sales tabs until their own issues build them. Nothing pretend, no dead buttons.
 */
export function TitleOnlyTab({ title }: { title: string }) {
  return (
    <Typography variant="h5" component="h2">
      {title}
    </Typography>
  );
}
