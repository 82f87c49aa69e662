import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

interface Props {
  pending: boolean;
  onExport(everyItem: boolean): void;
}

/** Export CSV, as listed or with a line for each change a bulk change made. */
export function ExportMenu({ pending, onExport }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (everyItem: boolean) => {
    setAnchor(null);
    onExport(everyItem);
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={pending}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
      >
        {pending ? 'Exporting…' : 'Export CSV'}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose(false)}>
          <ListItemText primary="One line per entry" secondary="As listed here, with the counts of each bulk change" />
        </MenuItem>
        <MenuItem onClick={() => choose(true)}>
          <ListItemText primary="Every change, one line each" secondary="Adds, under each bulk change, a line for each thing it changed" />
        </MenuItem>
      </Menu>
    </>
  );
}
