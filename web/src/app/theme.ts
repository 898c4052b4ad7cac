import { createTheme } from '@mui/material/styles';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../config/constants';

// The brand typeface (self-hosted from @fontsource-variable/space-grotesk, imported in global.css)
// sets headlines, navigation and labels; running text stays in the reader's system face, which
// costs no download and reads well at length.
const BRAND_FONT = '"Space Grotesk Variable", "Space Grotesk", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
const TEXT_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const headline = { fontFamily: BRAND_FONT, fontWeight: 700, letterSpacing: '-0.02em' } as const;

// A newsroom look on a dark ground; every text/background pair here meets WCAG AA (4.5:1 or more).
// Type scale (rem, phone → desktop): display 2.0→3.0 (lead story, article title), h2 1.5→1.9,
// section 1.15 (uppercase kicker), card title 1.125, body 1.0 (article body 1.125 at 65–75 ch).
export const theme = createTheme({
  palette: {
    mode: 'dark',
    // Light violet: 7:1 as text on the dark background and with dark text on contained buttons.
    primary: { main: '#a78bfa', contrastText: '#0b0d14' },
    secondary: { main: '#22d3ee' },
    // MUI's dark red takes white text at 3.68:1 (the LIVE chip, contained error buttons); dark text
    // on it is 5.3:1, and the red itself stays light enough to read as text on the dark ground.
    error: { main: '#f44336', contrastText: '#0b0d14' },
    background: { default: '#0b0d14', paper: '#131722' },
    text: { primary: '#f3f4f6', secondary: '#b6bccb' },
    divider: 'rgba(255,255,255,0.12)',
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: TEXT_FONT,
    h1: { ...headline, fontSize: 'clamp(2rem, 1.4rem + 2.4vw, 3rem)', lineHeight: 1.08 },
    h2: { ...headline, fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 1.9rem)', lineHeight: 1.15 },
    h3: { ...headline, fontSize: '1.125rem', lineHeight: 1.25, letterSpacing: '-0.01em' },
    h4: { ...headline, fontSize: '1.5rem', lineHeight: 1.2 },
    h5: { ...headline, fontSize: '1.25rem', lineHeight: 1.25 },
    h6: { ...headline, fontSize: '1.125rem', lineHeight: 1.3 },
    overline: { fontFamily: BRAND_FONT, fontWeight: 700, fontSize: '0.8rem', letterSpacing: '0.12em', lineHeight: 1.4 },
    button: { fontFamily: BRAND_FONT, textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: '3px solid #c4b5fd', outlineOffset: 2 } } } },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiCardActionArea: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: '3px solid #c4b5fd', outlineOffset: -3 } } },
    },
    MuiChip: { styleOverrides: { root: { fontFamily: BRAND_FONT, borderRadius: 4 } } },
    MuiIconButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: '3px solid #c4b5fd' } } } },
    MuiLink: { styleOverrides: { root: { '&:focus-visible': { outline: '3px solid #c4b5fd', outlineOffset: 2 } } } },
    // Spec §9: tooltips open after 700 ms; once one was shown, the next opens after 300 ms.
    MuiTooltip: { defaultProps: { enterDelay: TOOLTIP_OPEN_DELAY_MS, enterNextDelay: TOOLTIP_SKIP_DELAY_MS } },
  },
});
