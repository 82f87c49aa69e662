import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { WhoWillBeNotified } from '../../../../../app/contract/jira/schemes.channels';
import { plural } from '../../../../../app/contract/words';
import { useChannelQuery } from '../../../api/hooks';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { LoadingBar } from '../../../shared/LoadingBar';
import { PersonAvatar } from '../../../shared/people/PersonAvatar';

const ISSUE_KEY = /^[A-Z][A-Z0-9_]*-\d+$/;

/** The answer to one ask; when it lands low in a small window it scrolls itself up into view. */
function Result({ result }: { result: WhoWillBeNotified }) {
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = top.current;
    // Only when most of it would be out of sight: a tall window shows it where it is.
    if (box && box.getBoundingClientRect().top > window.innerHeight * 0.6) box.scrollIntoView({ block: 'start' });
  }, []);
  const notified = result.people.filter((person) => person.notified);
  const notNotified = result.people.filter((person) => !person.notified);
  const unresolved = result.recipients.filter((recipient) => recipient.unresolved !== null);
  return (
    <Stack spacing={2.5} ref={top} sx={{ scrollMarginTop: 88 }}>
      <Alert severity={notified.length > 0 ? 'info' : 'warning'} aria-live="polite">
        {`“${result.event.name ?? `Event ${result.event.id}`}”${result.issueKey ? ` on ${result.issueKey}` : ''}: Jira e-mails ${plural(notified.length, 'person', 'people')}`}
        {unresolved.length > 0 ? `, and ${plural(unresolved.length, 'recipient')} cannot be turned into people (below).` : '.'}
        {!result.browseChecked && ' Who may see the issue was not checked, so some of them may get nothing.'}
      </Alert>
      <Box>
        <Typography variant="h3" sx={{ mb: 1 }}>
          Recipients of “{result.scheme.name}” for this event
        </Typography>
        {result.recipients.length === 0 && <Typography>The scheme notifies nobody of this event.</Typography>}
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {result.recipients.map((recipient) => (
            <li key={recipient.recipient}>
              <Typography variant="body2">
                <strong>{recipient.recipient}</strong>
                {recipient.unresolved ? `: cannot be resolved, ${recipient.unresolved}.` : `: ${plural(recipient.people, 'person', 'people')}.`}
              </Typography>
            </li>
          ))}
        </Box>
      </Box>
      {notified.length > 0 && (
        <Box>
          <Typography variant="h3">Will be e-mailed ({notified.length})</Typography>
          <List dense aria-label="People who will be e-mailed">
            {notified.map((person) => (
              <ListItem key={person.accountId} divider>
                <ListItemAvatar>
                  <PersonAvatar accountId={person.accountId} name={person.displayName} url={null} size={32} />
                </ListItemAvatar>
                <ListItemText
                  primary={person.displayName ?? person.accountId}
                  secondary={`${person.emailAddress ?? 'E-mail hidden by their privacy settings'} · through ${person.via.join(', ')}`}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      {notNotified.length > 0 && (
        <Box>
          <Typography variant="h3">Named by a recipient, but not e-mailed ({notNotified.length})</Typography>
          <List dense aria-label="People Jira sends nothing">
            {notNotified.map((person) => (
              <ListItem key={person.accountId} divider>
                <ListItemText primary={person.displayName ?? person.accountId} secondary={`${person.notes.join(' ')} Through ${person.via.join(', ')}.`} />
                <Chip size="small" label="Not e-mailed" />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Stack>
  );
}

/**
 * "Why didn't she get the e-mail?": for this project, an event and optionally one issue, who the
 * scheme's recipients are as people, and why a recipient or a person gets nothing.
 */
export function WhoIsNotified({ connectionId, projectKey, events }: { connectionId: string; projectKey: string; events: readonly { id: string; name: string }[] }) {
  const [eventId, setEventId] = useState(events[0]?.id ?? '1');
  const [issueKey, setIssueKey] = useState('');
  const [asked, setAsked] = useState<{ eventId: string; issueKey: string } | null>(null);
  const key = issueKey.trim().toUpperCase();
  const keyProblem = key !== '' && !ISSUE_KEY.test(key) ? 'An issue key looks like PLAT-42.' : null;
  const result = useChannelQuery(
    'jira.notifiedPeople.list',
    { connectionId, projectKey, eventId: asked?.eventId ?? '1', ...(asked?.issueKey ? { issueKey: asked.issueKey } : {}) },
    { enabled: asked !== null },
  );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <TextField select label="Event" value={eventId} onChange={(event) => setEventId(event.target.value)} sx={{ minWidth: 240, flex: 1 }}>
          {events.map((event) => (
            <MenuItem key={event.id} value={event.id}>
              {event.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Issue (optional)"
          placeholder={`${projectKey}-1`}
          value={issueKey}
          onChange={(event) => setIssueKey(event.target.value)}
          error={keyProblem !== null}
          helperText={keyProblem ?? 'Assignee, reporter, watchers and fields are per issue.'}
          sx={{ flex: 1 }}
        />
        <Button variant="contained" sx={{ mt: { md: 1 }, whiteSpace: 'nowrap', flexShrink: 0 }} disabled={keyProblem !== null} onClick={() => setAsked({ eventId, issueKey: key })}>
          Show who is notified
        </Button>
      </Stack>
      <LoadingBar active={result.isFetching} label="Working out who is notified" />
      <LoadErrorAlert error={result.error} what="Who is notified could not be worked out." onRetry={() => void result.refetch()} />
      {asked && result.data && <Result key={`${asked.eventId}/${asked.issueKey}`} result={result.data} />}
    </Stack>
  );
}
