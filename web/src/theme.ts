import { alpha, createTheme } from '@mui/material/styles';

const clinicalBlue = '#1f5fad';
const ink = '#1a2433';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: clinicalBlue, light: '#4f86c9', dark: '#164682', contrastText: '#ffffff' },
    secondary: { main: '#0f8b7f', contrastText: '#ffffff' },
    success: { main: '#2e7d4f' },
    // Text in these colours (outlined chips, text buttons) must reach 4.5:1 on white (axe color-contrast).
    warning: { main: '#946200' },
    info: { main: '#0369a1' },
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
