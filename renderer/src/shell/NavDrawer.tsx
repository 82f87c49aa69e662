import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import { NavLink, useLocation } from 'react-router';
import { toolNav, workNav, type NavItem } from './navigation';

export const DRAWER_WIDTH = 248;

function NavSection({ title, items }: { title: string; items: NavItem[] }) {
  const { pathname } = useLocation();
  return (
    <List
      dense
      subheader={
        <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: '36px', fontWeight: 600 }}>
          {title}
        </ListSubheader>
      }
      sx={{ px: 1.5, pt: 1 }}
    >
      {items.map((item) => (
        <ListItemButton
          key={item.path}
          component={NavLink}
          to={item.path}
          selected={pathname.startsWith(item.path)}
          sx={{ mb: 0.5, py: 1 }}
        >
          <ListItemIcon sx={{ minWidth: 38 }}>{item.icon}</ListItemIcon>
          <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
        </ListItemButton>
      ))}
    </List>
  );
}

export function NavDrawer() {
  return (
    <Drawer
      variant="permanent"
      sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
    >
      <Toolbar />
      <Box component="nav" aria-label="Main" sx={{ pt: 1 }}>
        <NavSection title="Manage" items={workNav} />
        <NavSection title="Orgdesk" items={toolNav} />
      </Box>
    </Drawer>
  );
}
