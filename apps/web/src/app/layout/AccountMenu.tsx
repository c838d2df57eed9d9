import { useApolloClient } from '@apollo/client/react';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Key from '@mui/icons-material/Key';
import Logout from '@mui/icons-material/Logout';
import Webhook from '@mui/icons-material/Webhook';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';
import { clearSession } from '../../lib/storage.ts';
import { profileApi } from '../session/profileApi.ts';
import { useProfileContext } from '../../lib/profileContext.ts';

/** Account name, the user's full name, API keys (issue 39 §2), Webhooks (§3) and Logout (spec 1 §2 "Header"). */
export function AccountMenu() {
  const { accountName, fullName, email } = useProfileContext();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);

  const handleOpen = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const handleClose = () => setAnchor(null);
  const handleLogout = async () => {
    setAnchor(null);
    await profileApi.logout().catch(() => undefined);
    clearSession();
    await client.clearStore();
    void navigate('/login', { replace: true });
  };

  return (
    <>
      <Button
        id="account-menu-button"
        aria-haspopup="menu"
        aria-controls={open ? 'account-menu' : undefined}
        aria-expanded={open}
        onClick={handleOpen}
        color="inherit"
        endIcon={<ExpandMore aria-hidden="true" />}
        sx={{ textAlign: 'right' }}
      >
        <Box
          id="account-menu-identity"
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="account-name">
            {accountName ?? '…'}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid="user-full-name">
            {fullName ?? email ?? '…'}
          </Typography>
        </Box>
        {/* The name starts with what is seen (voice control: "click Northwind"), then says what it is. */}
        <VisuallyHidden>Account menu</VisuallyHidden>
      </Button>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={open}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': 'account-menu-button' } }}
      >
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate('/account/api-keys');
          }}
        >
          <ListItemIcon>
            <Key fontSize="small" aria-hidden="true" />
          </ListItemIcon>
          API keys
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate('/account/webhooks');
          }}
        >
          <ListItemIcon>
            <Webhook fontSize="small" aria-hidden="true" />
          </ListItemIcon>
          Webhooks
        </MenuItem>
        <MenuItem onClick={handleLogout}>
          <ListItemIcon>
            <Logout fontSize="small" aria-hidden="true" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
