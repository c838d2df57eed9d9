import { createTheme } from '@mui/material/styles';

/** The dashboard's one theme: colours, type and component defaults live here only. */
export const theme = createTheme({
  palette: {
    primary: { main: '#3f3d9e', contrastText: '#ffffff' },
    secondary: { main: '#0f7b6c' },
    // MUI's default warning and info shades put white text at 3:1 on filled chips (the PAUSED and
    // SCHEDULED badges); these darker shades keep it above WCAG AA's 4.5:1.
    warning: { main: '#a14a00', contrastText: '#ffffff' },
    info: { main: '#0b6aa2', contrastText: '#ffffff' },
    background: { default: '#f5f6fa', paper: '#ffffff' },
    text: { primary: '#1d1d2c', secondary: '#55566a' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 600 },
    h2: { fontSize: '1.5rem', fontWeight: 600 },
    h3: { fontSize: '1.2rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      // Spec: the minimum page width is 1024.
      styleOverrides: { body: { minWidth: 1024 } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
  },
});
