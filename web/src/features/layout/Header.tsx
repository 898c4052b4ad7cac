import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import { useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { useAdminMode } from '../../app/admin-mode';
import { PRODUCT_NAME } from '../../config/constants';
import { useAuth } from '../auth/useAuth';
import { HEADER_LINKS } from './nav-links';
import { SearchBox } from './SearchBox';

function AccountButtons({ stacked = false, onAction }: { stacked?: boolean; onAction?: () => void }) {
  const { editor, openLogin, logout } = useAuth();
  const { adminOpen, openAdmin, closeAdmin, dropAdmin } = useAdminMode();

  const login = async () => {
    onAction?.();
    if (await openLogin()) openAdmin();
  };

  if (!editor) {
    return (
      <Button variant="contained" onClick={login} fullWidth={stacked}>
        Log In
      </Button>
    );
  }
  return (
    <Stack direction={stacked ? 'column' : 'row'} spacing={1}>
      <Button
        variant={adminOpen ? 'outlined' : 'contained'}
        aria-pressed={adminOpen}
        onClick={() => {
          onAction?.();
          if (adminOpen) closeAdmin();
          else openAdmin();
        }}
      >
        {adminOpen ? 'Exit Admin' : 'Admin'}
      </Button>
      <Button
        variant="text"
        color="inherit"
        onClick={() => {
          onAction?.();
          dropAdmin();
          void logout();
        }}
      >
        Log Out
      </Button>
    </Stack>
  );
}

const navLinkSx = {
  color: 'text.secondary',
  px: 1.25,
  '&.active': { color: 'text.primary', bgcolor: 'rgba(139, 92, 246, 0.18)' },
} as const;

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <AppBar
      position="sticky"
      color="default"
      elevation={0}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: 64 }}>
          <Box
            component={RouterLink}
            to="/"
            aria-label={`${PRODUCT_NAME} home`}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none', mr: 1 }}
          >
            <SportsEsportsIcon sx={{ color: 'primary.main' }} />
            <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
              {PRODUCT_NAME}
            </Typography>
          </Box>
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
            {HEADER_LINKS.map((link) => (
              <Button key={link.to} component={NavLink} to={link.to} end={link.to === '/'} sx={navLinkSx}>
                {link.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1.5 }}>
            <SearchBox />
            <AccountButtons />
          </Box>
          <IconButton
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
            color="inherit"
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer
        anchor="right"
        open={menuOpen}
        onClose={closeMenu}
        slotProps={{ paper: { id: 'mobile-menu', sx: { width: 'min(320px, 88vw)', p: 2 } } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography component="span" sx={{ fontWeight: 800 }}>
            Menu
          </Typography>
          <IconButton aria-label="Close menu" onClick={closeMenu}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <SearchBox fullWidth onSearched={closeMenu} />
        <List component="nav" aria-label="Main">
          {HEADER_LINKS.map((link) => (
            <ListItemButton
              key={link.to}
              component={NavLink}
              to={link.to}
              end={link.to === '/'}
              onClick={closeMenu}
              sx={{ borderRadius: 1, '&.active': { bgcolor: 'rgba(139, 92, 246, 0.18)' } }}
            >
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
        <Divider sx={{ my: 1 }} />
        <AccountButtons stacked onAction={closeMenu} />
      </Drawer>
    </AppBar>
  );
}
