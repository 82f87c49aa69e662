import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { NavLink, useLocation } from 'react-router';
import { toolNav, workNav, type NavItem } from './navigation';

const WIDE = 248;
const NARROW = 72;

function NavEntry({ item, collapsed, selected }: { item: NavItem; collapsed: boolean; selected: boolean }) {
  const link = (
    <ListItemButton
      component={NavLink}
      to={item.path}
      selected={selected}
      aria-label={collapsed ? item.label : undefined}
      onMouseEnter={item.preload}
      onFocus={item.preload}
      sx={{ mb: 0.5, py: 1, justifyContent: collapsed ? 'center' : 'flex-start', px: collapsed ? 1 : 2 }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 38, color: 'inherit' }}>{item.icon}</ListItemIcon>
      {!collapsed && <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />}
    </ListItemButton>
  );
  // Each link sits in its own list item, so screen readers count the entries. Icons alone need their
  // name on hover and on keyboard focus.
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {collapsed ? (
        <Tooltip title={item.label} placement="right">
          {link}
        </Tooltip>
      ) : (
        link
      )}
    </ListItem>
  );
}

function NavSection({ title, items, collapsed }: { title: string; items: NavItem[]; collapsed: boolean }) {
  const { pathname } = useLocation();
  return (
    <List
      dense
      aria-label={collapsed ? title : undefined}
      subheader={
        collapsed ? undefined : (
          <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: '36px', fontWeight: 600, color: 'text.secondary' }}>
            {title}
          </ListSubheader>
        )
      }
      sx={{ px: collapsed ? 1 : 1.5, pt: 1 }}
    >
      {items.map((item) => (
        <NavEntry key={item.path} item={item} collapsed={collapsed} selected={pathname.startsWith(item.path)} />
      ))}
    </List>
  );
}

/** The main navigation: the work areas, then Orgdesk's own screens. Collapses to icons (see the app bar). */
export function NavDrawer({ collapsed }: { collapsed: boolean }) {
  const width = collapsed ? NARROW : WIDE;
  return (
    <Drawer
      variant="permanent"
      sx={(theme) => ({
        width,
        flexShrink: 0,
        transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        '& .MuiDrawer-paper': {
          width,
          boxSizing: 'border-box',
          overflowX: 'hidden',
          transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        },
      })}
    >
      <Toolbar />
      <Box component="nav" aria-label="Main" sx={{ pt: 1 }}>
        <NavSection title="Manage" items={workNav} collapsed={collapsed} />
        {collapsed && <Divider sx={{ mx: 2 }} />}
        <NavSection title="Orgdesk" items={toolNav} collapsed={collapsed} />
      </Box>
    </Drawer>
  );
}
