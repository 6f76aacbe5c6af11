import { alpha, createTheme } from '@mui/material/styles';

const clinicalBlue = '#1f5fad';
const ink = '#1a2433';

/**
 * The keyboard focus ring: a solid outline on whatever has keyboard focus (MUI marks its controls
 * `.Mui-focusVisible`; native elements match `:focus-visible`). MUI's own cue is a faint ripple.
 */
export const focusRing = { outline: `3px solid ${clinicalBlue}`, outlineOffset: 2 } as const;

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: clinicalBlue, light: '#4f86c9', dark: '#164682', contrastText: '#ffffff' },
    secondary: { main: '#0b7368', contrastText: '#ffffff' },
    success: { main: '#2e7d4f' },
    // Each main colour reads at 4.5:1 or more on white, and white on it (WCAG AA, axe's color-contrast).
    warning: { main: '#9a5b00' },
    info: { main: '#0671a8' },
    error: { main: '#c0392b' },
    background: { default: '#f4f7fb', paper: '#ffffff' },
    text: { primary: ink, secondary: '#5b6778' },
    divider: '#e2e8f0',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.5rem', fontWeight: 700, letterSpacing: '-0.02em' },
    h2: { fontSize: '2rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontSize: '1.5rem', fontWeight: 600 },
    h4: { fontSize: '1.375rem', fontWeight: 600 },
    h5: { fontSize: '1.125rem', fontWeight: 600 },
    h6: { fontSize: '1rem', fontWeight: 600 },
    subtitle1: { color: '#5b6778' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: { ':focus-visible': focusRing },
    },
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiFormHelperText: {
      // A disabled field's explanation ("Your own role") must stay readable; MUI greys it to 2.6:1.
      styleOverrides: { root: { '&.Mui-disabled': { color: '#5b6778' } } },
    },
    MuiToggleButton: {
      // MUI's default grey (action.active) falls just under 4.5:1 on white.
      styleOverrides: { root: { color: '#5b6778' } },
    },
    MuiTab: {
      // Inside the tab strip's scroller, which clips anything drawn outside a tab.
      styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3 } } },
    },
    MuiLink: {
      styleOverrides: { root: { '&.Mui-focusVisible, &:focus-visible': focusRing } },
    },
    MuiDialog: {
      // A closing dialog stays on screen for its fade-out. It takes no more clicks, so a quick second
      // click never submits the closing form again; it waits for the page underneath.
      styleOverrides: { root: ({ ownerState }) => (ownerState.open ? {} : { pointerEvents: 'none' }) },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: { root: { borderBottom: '1px solid #e2e8f0', backgroundColor: '#ffffff' } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 14, borderColor: '#e2e8f0' } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8 } },
    },
    MuiChip: {
      styleOverrides: { root: { fontWeight: 600 } },
    },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          borderRadius: 8,
          '&.Mui-selected': { backgroundColor: alpha(clinicalBlue, 0.1), color: clinicalBlue },
        },
      },
    },
    MuiTextField: {
      defaultProps: { fullWidth: true },
    },
  },
});
