import MenuOpenOutlined from '@mui/icons-material/MenuOpenOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ConnectionSwitcher } from './ConnectionSwitcher';
import { ProductMark } from './ProductMark';

interface Props {
  navCollapsed: boolean;
  onNavCollapsedChange(collapsed: boolean): void;
}

export function AppTopBar({ navCollapsed, onNavCollapsedChange }: Props) {
  const toggleLabel = navCollapsed ? 'Show navigation labels' : 'Collapse navigation to icons';
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 2 }}>
        <Tooltip title={toggleLabel} describeChild>
          <IconButton edge="start" aria-label="Collapse navigation" aria-pressed={navCollapsed} onClick={() => onNavCollapsedChange(!navCollapsed)}>
            {navCollapsed ? <MenuOutlined /> : <MenuOpenOutlined />}
          </IconButton>
        </Tooltip>
        <ProductMark />
        <Typography variant="h6" component="div" sx={{ fontWeight: 700, letterSpacing: '-0.01em' }}>
          Orgdesk
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' } }}>
          Atlassian Cloud administration
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <ConnectionSwitcher />
      </Toolbar>
    </AppBar>
  );
}
