import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useProfileContext } from '../../lib/profileContext.ts';

/** A quiet notice while the account or user details cannot be loaded (retried every 3 s). */
export function ProfileWarning() {
  const { loadFailed } = useProfileContext();
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'warning.dark' }}
    >
      {loadFailed ? (
        <>
          <WarningAmber fontSize="small" aria-hidden="true" />
          <Typography variant="caption">Couldn't load your account details. Retrying…</Typography>
        </>
      ) : null}
    </Box>
  );
}
