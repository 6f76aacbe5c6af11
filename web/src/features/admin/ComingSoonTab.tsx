import Typography from '@mui/material/Typography';

interface ComingSoonTabProps {
  title: string;
  line: string;
}

/** A section of the portal that later work builds: its title and what it will hold, nothing pretend. */
export function ComingSoonTab({ title, line }: ComingSoonTabProps) {
  return (
    <>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {line}
      </Typography>
    </>
  );
}
