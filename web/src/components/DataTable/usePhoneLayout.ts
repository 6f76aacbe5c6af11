import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** True below the `sm` breakpoint (phones), where tables show their rows as cards. */
export function usePhoneLayout(): boolean {
  const theme = useTheme();
  // noSsr: decide on the first render, so a phone never paints the wide table first.
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}
