import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { BITBUCKET_TIES, HIDDEN_PAGES, type Inventory } from '../../../../../app/contract/offboarding/leavers.channels';
import { agreeing, plural } from '../../../../../app/contract/words';

/** What the inventory could not use (each entry with why) and what Bitbucket ties to a person, said once. */
export function InventoryNotes({ refused }: { refused: Inventory['refused'] }) {
  return (
    <>
      {refused.length > 0 && (
        <Alert severity="warning" aria-label="People left out">
          <AlertTitle>
            {plural(refused.length, 'entry', 'entries')} {agreeing(refused.length, 'was', 'were')} left out
          </AlertTitle>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {refused.map((entry) => (
              <li key={entry.entry}>
                <strong>{entry.entry}</strong>: {entry.reason}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <Alert severity="info">
        <AlertTitle>Bitbucket</AlertTitle>
        {BITBUCKET_TIES}
      </Alert>
      <Alert severity="info">
        <AlertTitle>Pages you cannot see</AlertTitle>
        {HIDDEN_PAGES}
      </Alert>
    </>
  );
}
