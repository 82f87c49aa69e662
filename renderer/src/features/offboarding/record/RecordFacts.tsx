import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OffboardRecord } from '../../../../../app/contract/offboarding/leavers.channels';
import { exactTime } from '../../../shared/relativeTime';
import { recordStateWords } from './recordModel';

/** Who did it, to whom, when, on which connection, and the message the leavers see. */
export function RecordFacts({ record }: { record: OffboardRecord }) {
  const facts: [string, string][] = [
    ['People', record.leavers.map((leaver) => (leaver.email ? `${leaver.name} (${leaver.email})` : leaver.name)).join(', ')],
    ['Done by', record.actor],
    ['Connection', record.connectionName],
    ['Started', exactTime(record.startedAt)],
    ['Ended', record.endedAt ? exactTime(record.endedAt) : 'Not yet'],
    ['State', recordStateWords[record.state]],
    ['Message to the people deactivated', record.message === '' ? 'Atlassian’s own message' : `“${record.message}”`],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' }, columnGap: 3, rowGap: 0.75, m: 0 }}>
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
