import Avatar from '@mui/material/Avatar';
import { initialsOf } from '../privacy';

/** The account's picture, or its initials when there is none or it cannot be loaded. */
export function PersonAvatar({ name, url, size = 40 }: { name: string | null; url: string | null; size?: number }) {
  return (
    <Avatar src={url ?? undefined} alt="" sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      {initialsOf(name)}
    </Avatar>
  );
}
