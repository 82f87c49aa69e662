import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ConnectionSwitcher } from './ConnectionSwitcher';
import { ProductMark } from './ProductMark';

export function AppTopBar() {
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 2 }}>
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
