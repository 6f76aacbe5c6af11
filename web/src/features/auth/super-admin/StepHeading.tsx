import { useEffect, useRef, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';

interface StepHeadingProps {
  children: ReactNode;
  /** Move the focus here when the step appears, so screen readers start reading the new step. */
  focusOnMount?: boolean;
}

/** The heading of one sign-in step, under the page's own "Super Admin Login" heading. */
export function StepHeading({ children, focusOnMount = false }: StepHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  return (
    <Typography ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ outline: 'none' }}>
      {children}
    </Typography>
  );
}
