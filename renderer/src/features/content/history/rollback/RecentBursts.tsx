import BoltOutlined from '@mui/icons-material/BoltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { EditBurst, PageScope } from '../../../../../../app/contract/confluence/history.channels';
import type { HistoryPerson } from '../../../../../../app/contract/confluence/content';
import { plural } from '../../../../../../app/contract/words';
import { useChannelQuery } from '../../../../api/hooks';
import { LoadErrorAlert } from '../../../../shared/LoadErrorAlert';
import { relativeTime } from '../../../../shared/relativeTime';
import { useNow } from '../../../../shared/useNow';
import { clockTime } from '../localTime';

interface Props {
  connectionId: string;
  /** The space or page tree to look in; nothing is read until there is one. */
  scope: PageScope | null;
  onPick(burst: EditBurst, author: HistoryPerson | undefined): void;
}

function whoDid(person: HistoryPerson | undefined): string {
  if (!person) return 'Someone';
  return person.isApp ? `${person.name} (app)` : person.name;
}

/**
 * Runs of edits one account made to many pages within minutes over the last two weeks, the likeliest
 * things to roll back: one click aims the roll-back at that account from just before its run.
 */
export function RecentBursts({ connectionId, scope, onPick }: Props) {
  const now = useNow(60_000);
  const found = useChannelQuery('confluence.rollback.listBursts', { connectionId, scope: scope ?? { kind: 'space', spaceId: '0' } }, { enabled: scope !== null });
  if (scope === null) return null;
  if (found.isError) return <LoadErrorAlert error={found.error} what="Recent runs of edits could not be read." onRetry={() => void found.refetch()} />;
  const bursts = found.data?.bursts ?? [];
  const people = new Map((found.data?.people ?? []).map((person) => [person.accountId, person]));
  return (
    <Box component="section" aria-labelledby="recent-bursts" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
      <Typography id="recent-bursts" variant="subtitle1" component="h3" sx={{ fontWeight: 700, display: 'flex', gap: 1, alignItems: 'center' }}>
        <BoltOutlined fontSize="small" aria-hidden /> Recent runs of edits
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {found.isPending
          ? 'Looking for accounts that changed many pages within minutes…'
          : bursts.length === 0
            ? 'No account changed several pages within minutes in the last two weeks.'
            : 'One account changing many pages within minutes is often an automation or a bulk edit. Pick one to preview undoing it.'}
      </Typography>
      {bursts.length > 0 && (
        <List dense aria-label="Recent runs of edits" disablePadding>
          {bursts.map((burst) => {
            const person = people.get(burst.authorId);
            const span = clockTime(burst.from) === clockTime(burst.to) ? clockTime(burst.from) : `${clockTime(burst.from)}–${clockTime(burst.to)}`;
            return (
              <ListItem
                key={`${burst.authorId}-${burst.from}`}
                disableGutters
                secondaryAction={
                  <Button size="small" variant="outlined" onClick={() => onPick(burst, person)} aria-label={`Preview undoing it: the run of ${whoDid(person)} ${relativeTime(burst.from, now)}`}>
                    Preview undoing it
                  </Button>
                }
                sx={{ pr: 22 }}
              >
                <ListItemText primary={`${whoDid(person)} changed ${plural(burst.pages, 'page')}`} secondary={`${relativeTime(burst.from, now)}, ${span}`} />
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
