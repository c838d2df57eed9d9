import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The product mark and name; decorative here, the surrounding link carries the accessible name. */
export function Logo() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} aria-hidden="true">
      <svg width="28" height="28" viewBox="0 0 28 28" focusable="false">
        <rect width="28" height="28" rx="7" fill="currentColor" />
        <rect x="7" y="15" width="3" height="6" rx="1" fill="#fff" />
        <rect x="12.5" y="10" width="3" height="11" rx="1" fill="#fff" />
        <rect x="18" y="6" width="3" height="15" rx="1" fill="#fff" />
      </svg>
      <Typography
        component="span"
        sx={{ fontWeight: 700, fontSize: '1.1rem', color: 'text.primary' }}
      >
        Survey Dashboard
      </Typography>
    </Box>
  );
}
