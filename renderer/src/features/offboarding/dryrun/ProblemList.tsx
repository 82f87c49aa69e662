import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { plural } from '../../../../../app/contract/words';

/** Problems listed at most; a plan with thousands of them needs its first few fixed, not a page of alerts. */
const SHOWN = 10;

/** The choices that cannot go ahead, each a sentence, in one alert that blocks the start. */
export function ProblemList({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" aria-label="Problems">
      <AlertTitle>{plural(problems.length, 'problem')} to fix before the run can start</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {problems.slice(0, SHOWN).map((problem, index) => (
          <li key={index}>{problem}</li>
        ))}
      </ul>
      {problems.length > SHOWN && `And ${(problems.length - SHOWN).toLocaleString('en')} more like these.`}
    </Alert>
  );
}
