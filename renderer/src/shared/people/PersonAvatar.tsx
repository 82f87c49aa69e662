import Avatar from '@mui/material/Avatar';
import { blue, brown, deepOrange, deepPurple, green, indigo, pink, teal } from '@mui/material/colors';
import { isAllowedImage } from '../pageImages';
import { initialsOf } from './privacy';

/** Dark enough for white initials in both themes: each at least 4.5:1 against white (the test checks). */
export const AVATAR_BACKGROUNDS = [blue[800], teal[700], deepPurple[500], deepOrange[900], green[800], indigo[500], pink[700], brown[500]];

/** The same account always gets the same colour, so people with like initials still look different. */
function backgroundFor(accountId: string): string {
  let hash = 0;
  for (const char of accountId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return AVATAR_BACKGROUNDS[hash % AVATAR_BACKGROUNDS.length] ?? blue[800];
}

/** The account's picture, or its initials when there is none, the page may not load it, or it fails. */
export function PersonAvatar({ accountId, name, url, size = 40 }: { accountId: string; name: string | null; url: string | null; size?: number }) {
  return (
    <Avatar src={url && isAllowedImage(url) ? url : undefined} alt="" sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: backgroundFor(accountId), color: '#fff' }}>
      {initialsOf(name)}
    </Avatar>
  );
}
