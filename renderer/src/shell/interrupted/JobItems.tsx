import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { RecoveredItem } from '../../../../app/contract/app/recovery.channels';
import { plural } from '../../../../app/contract/words';
import { itemStateWords } from './recoveryWords';

/** Items listed on the card; a tree change of 2,000 pages is summed up by its bar. */
const LISTED = 100;

interface Props {
  title: string;
  items: readonly RecoveredItem[];
}

/**
 * A stopped job's items as the stop left them, folded away until asked for. Kept apart from the card, which
 * renders again at every progress poll of the run the admin chose: a hundred list rows each time held the
 * main thread for a tenth of a second.
 */
export const JobItems = memo(function JobItems({ title, items }: Props) {
  return (
    <details>
      <summary>
        <Typography component="span">Show the {plural(items.length, 'item')}</Typography>
      </summary>
      <List dense aria-label={`Items of ${title}`} sx={{ maxHeight: 320, overflowY: 'auto' }}>
        {items.slice(0, LISTED).map((item) => (
          <ListItem key={item.key}>
            <ListItemText primary={item.target} secondary={[itemStateWords[item.state], item.note].filter(Boolean).join(': ')} />
          </ListItem>
        ))}
      </List>
      {items.length > LISTED && <Typography color="text.secondary">And {plural(items.length - LISTED, 'more item')}.</Typography>}
    </details>
  );
});
