import { createTheme } from '@mui/material/styles';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../config/constants';

// Dark gaming look; every text/background pair here meets WCAG AA (4.5:1 or more).
export const theme = createTheme({
  palette: {
    mode: 'dark',
    // Light violet: 7:1 as text on the dark background and with dark text on contained buttons.
    primary: { main: '#a78bfa', contrastText: '#0b0d14' },
    secondary: { main: '#22d3ee' },
    background: { default: '#0b0d14', paper: '#151925' },
    text: { primary: '#f3f4f6', secondary: '#b6bccb' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: '3px solid #c4b5fd', outlineOffset: 2 } } } },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiCardActionArea: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: '3px solid #c4b5fd', outlineOffset: -3 } } },
    },
    MuiIconButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: '3px solid #c4b5fd' } } } },
    MuiLink: { styleOverrides: { root: { '&:focus-visible': { outline: '3px solid #c4b5fd', outlineOffset: 2 } } } },
    // Spec §9: tooltips open after 700 ms; once one was shown, the next opens after 300 ms.
    MuiTooltip: { defaultProps: { enterDelay: TOOLTIP_OPEN_DELAY_MS, enterNextDelay: TOOLTIP_SKIP_DELAY_MS } },
  },
});
