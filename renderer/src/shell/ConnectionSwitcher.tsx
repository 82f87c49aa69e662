import AddOutlined from '@mui/icons-material/AddOutlined';
import CableOutlined from '@mui/icons-material/CableOutlined';
import Check from '@mui/icons-material/Check';
import ExpandMore from '@mui/icons-material/ExpandMore';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useConnections } from '../shared/connections/useConnections';
import { useSwitchConnection } from '../shared/connections/useSwitchConnection';

/** The app bar's way to see and change which organization every screen works on. */
export function ConnectionSwitcher() {
  const { connections, active } = useConnections();
  const switchConnection = useSwitchConnection();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  if (connections.length === 0) {
    // The Connections screen itself offers the way in; a second button beside it would only compete.
    if (pathname === '/connections') return null;
    return (
      <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => navigate('/connections')}>
        Add a connection
      </Button>
    );
  }

  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`Connection: ${active?.name ?? 'none chosen'}. Change connection`}
        startIcon={<CableOutlined />}
        endIcon={<ExpandMore />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={switchConnection.isPending}
        sx={{ borderColor: 'divider', maxWidth: 320, justifyContent: 'space-between' }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {active?.name ?? 'Choose a connection'}
        </span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {connections.map((connection) => {
          const isActive = connection.id === active?.id;
          return (
            <MenuItem
              key={connection.id}
              selected={isActive}
              onClick={() => {
                close();
                if (!isActive) switchConnection.mutate({ id: connection.id });
              }}
            >
              <ListItemIcon>{isActive && <Check fontSize="small" />}</ListItemIcon>
              <ListItemText>{connection.name}</ListItemText>
              {connection.isDemo && <Chip size="small" label="Demo" sx={{ ml: 1.5 }} />}
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            navigate('/connections');
          }}
        >
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Manage connections</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
