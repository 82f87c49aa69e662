import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { Principal } from '../../../../../app/contract/confluence/access.channels';
import type { GroupMatch, PersonMatch } from '../../../../../app/contract/snapshots/snapshots.channels';
import { agreeing, plural } from '../../../../../app/contract/words';
import { PrincipalPicker } from '../../../shared/people/PrincipalPicker';
import { chooseFor, groupRow, matchByWords, matchChoice, needingChoiceFirst, personRow, usedByWords, type MatchChoice, type MatchRow } from './applyModel';

/** Sources for which "map by hand" was chosen, with nobody picked yet. */
export interface Picking {
  people: ReadonlySet<string>;
  groups: ReadonlySet<string>;
}

type Props = {
  connectionId: string;
  /** The choices made so far: source → target, or null to leave out. */
  chosen: Record<string, string | null>;
  picking: ReadonlySet<string>;
  onPicking(picking: ReadonlySet<string>): void;
  onChosen(chosen: Record<string, string | null>): void;
} & ({ what: 'people'; matches: readonly PersonMatch[] } | { what: 'groups'; matches: readonly GroupMatch[] });

const choiceWords: Record<Exclude<MatchChoice, 'match'>, string> = { hand: matchByWords.hand, skip: matchByWords.skip, undecided: matchByWords.none };

const byColor = (choice: MatchChoice): 'success' | 'warning' | 'default' | 'info' => (choice === 'match' ? 'success' : choice === 'undecided' ? 'warning' : choice === 'hand' ? 'info' : 'default');

/**
 * Who stands for each person (or group) of the snapshot on this site: matched by e-mail or name, or not at
 * all; for each, the choice to keep the match, map by hand with the people picker, or leave them out.
 */
export function MatchTable(props: Props) {
  const { connectionId, what, chosen, picking, onPicking, onChosen } = props;
  const rows: MatchRow[] = useMemo(() => needingChoiceFirst(props.what === 'people' ? props.matches.map(personRow) : props.matches.map(groupRow)), [props.what, props.matches]);
  // The picker shows whom the admin picked until the next dry run names them too.
  const [picked, setPicked] = useState<Record<string, Principal>>({});
  const unmatched = rows.filter((row) => row.by === 'none').length;
  const one = what === 'people' ? 'person' : 'group';
  const title = what === 'people' ? 'People' : 'Groups';

  const choose = (row: MatchRow, choice: MatchChoice) => {
    const others = new Set([...picking].filter((source) => source !== row.source));
    if (choice === 'hand') {
      onPicking(new Set([...others, row.source]));
      // Nobody picked yet: nothing is sent for them until someone is.
      if (row.source in chosen) onChosen(chooseFor(chosen, row.source, { keep: true }));
      return;
    }
    onPicking(others);
    onChosen(chooseFor(chosen, row.source, choice === 'skip' ? { target: null } : { keep: true }));
  };
  const pick = (row: MatchRow, principal: Principal | null) => {
    if (principal === null) return;
    setPicked((current) => ({ ...current, [row.source]: principal }));
    onPicking(new Set([...picking].filter((source) => source !== row.source)));
    onChosen(chooseFor(chosen, row.source, { target: what === 'people' ? principal.id : principal.name }));
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={`match-${what}`} sx={{ borderRadius: 3 }}>
      <Stack sx={{ p: 2, pb: 1 }}>
        <Typography variant="h3" id={`match-${what}`}>
          {title} in the chosen changes
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {unmatched === 0
            ? `Every ${one} has a match on this site.`
            : `${plural(unmatched, one, what)} ${agreeing(unmatched, 'has', 'have')} no match on this site: map each by hand, or leave them out (the changes are made without them).`}
        </Typography>
      </Stack>
      <TableContainer sx={{ maxHeight: 440 }}>
        <Table size="small" stickyHeader aria-label={`${title}: who stands for whom here`} sx={{ minWidth: 760, tableLayout: 'fixed' }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '26%' }}>In the snapshot</TableCell>
              <TableCell sx={{ width: '24%' }}>Named by</TableCell>
              <TableCell sx={{ width: '24%' }}>Here</TableCell>
              <TableCell sx={{ width: '26%' }}>Choice</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const choice = matchChoice(row.source, row.by, chosen, picking);
              const found = row.by === 'same' || row.by === 'email' || row.by === 'name';
              return (
                <TableRow key={row.source} data-testid={`match-${row.source}`}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {row.name}
                    </Typography>
                    {row.email && (
                      <Typography variant="caption" color="text.secondary">
                        {row.email}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2" title={row.usedBy.join('\n')}>
                      {usedByWords(row.usedBy)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <Chip size="small" variant="outlined" color={byColor(choice)} label={choice === 'match' ? matchByWords[row.by] : choiceWords[choice]} />
                    {row.target && (choice === 'match' || (choice === 'hand' && row.by === 'hand')) && (
                      <Typography variant="body2" sx={{ mt: 0.5 }}>
                        {row.target}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <Stack spacing={1}>
                      <TextField
                        select
                        size="small"
                        label={`For ${row.name}`}
                        value={choice === 'undecided' ? '' : choice}
                        onChange={(event) => choose(row, event.target.value as MatchChoice)}
                      >
                        {found && <MenuItem value="match">Keep the match</MenuItem>}
                        <MenuItem value="hand">Map by hand</MenuItem>
                        <MenuItem value="skip">Leave out</MenuItem>
                      </TextField>
                      {choice === 'hand' && (
                        <PrincipalPicker
                          connectionId={connectionId}
                          label={what === 'people' ? 'Person here' : 'Group here'}
                          value={picked[row.source] ?? null}
                          onChange={(principal) => pick(row, principal)}
                          groups={what === 'groups'}
                          people={what === 'people'}
                        />
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
