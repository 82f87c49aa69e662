import GlobalStyles from '@mui/material/GlobalStyles';
import { createPortal } from 'react-dom';
import type { OffboardRecord } from '../../../../../app/contract/offboarding/leavers.channels';
import { exactTime } from '../../../shared/relativeTime';
import { phaseWords } from '../dryrun/dryRunModel';
import { productWords } from '../shared/findingWords';
import { countsByProduct, countsSentence, OUTCOMES, outcomeWords, recordStateWords, totalCounts } from './recordModel';

const PRINT_CLASS = 'od-print-record';

/*
 * Printing shows this copy of the record alone, black on white: everything else on the page is left out,
 * and outcomes are words, not colours. On screen it is not drawn at all.
 */
const printStyles = {
  [`.${PRINT_CLASS}`]: { display: 'none' },
  '@media print': {
    body: { background: '#fff !important' },
    'body > *': { display: 'none !important' },
    [`body > .${PRINT_CLASS}`]: { display: 'block !important', color: '#000', background: '#fff', font: '10pt/1.4 system-ui, sans-serif' },
    [`.${PRINT_CLASS} table`]: { borderCollapse: 'collapse', width: '100%', margin: '8pt 0' },
    [`.${PRINT_CLASS} th, .${PRINT_CLASS} td`]: { border: '0.5pt solid #000', padding: '3pt 4pt', textAlign: 'left', verticalAlign: 'top' },
    [`.${PRINT_CLASS} tr`]: { breakInside: 'avoid' },
    [`.${PRINT_CLASS} h1`]: { fontSize: '16pt', margin: '0 0 6pt' },
    [`.${PRINT_CLASS} h2`]: { fontSize: '12pt', margin: '12pt 0 4pt' },
  },
};

/** The record as a printed report (or a PDF saved from the print dialog): who, when, what was done to what, and what remains. */
export function PrintableRecord({ record }: { record: OffboardRecord }) {
  const totals = totalCounts(record.steps);
  return (
    <>
      <GlobalStyles styles={printStyles} />
      {createPortal(
        <div className={PRINT_CLASS}>
          <h1>Offboarding record</h1>
          <p>
            {record.leavers.map((leaver) => `${leaver.name}${leaver.email ? ` <${leaver.email}>` : ''}`).join(', ')}
            <br />
            By {record.actor} on the connection “{record.connectionName}”. Started {exactTime(record.startedAt)}
            {record.endedAt ? `, ended ${exactTime(record.endedAt)}` : ''}. {recordStateWords[record.state]}.
            <br />
            Message shown to the people deactivated: {record.message === '' ? 'Atlassian’s own.' : `“${record.message}”`}
          </p>
          <h2>Counts</h2>
          <p>{countsSentence(totals)}</p>
          <table>
            <thead>
              <tr>
                <th>Product</th>
                {OUTCOMES.map((outcome) => <th key={outcome}>{outcomeWords[outcome]}</th>)}
              </tr>
            </thead>
            <tbody>
              {countsByProduct(record.steps).map((row) => (
                <tr key={row.product}>
                  <td>{productWords[row.product]}</td>
                  {OUTCOMES.map((outcome) => <td key={outcome}>{row.counts[outcome]}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
          <h2>Every step, in order</h2>
          <table>
            <thead>
              <tr>
                <th>Step</th><th>Person</th><th>What</th><th>Change</th><th>Before → after</th><th>Outcome</th>
              </tr>
            </thead>
            <tbody>
              {record.steps.map((step) => (
                <tr key={step.key}>
                  <td>{phaseWords[step.phase]}</td>
                  <td>{step.leaverName}</td>
                  <td>{step.target}</td>
                  <td>{step.change}{step.undoable ? '' : ' (cannot be undone)'}</td>
                  <td>{step.before} → {step.after}</td>
                  <td>{outcomeWords[step.outcome]}{step.reason ? `: ${step.reason}` : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>What remains</h2>
          {record.remaining.length === 0 ? (
            <p>Nothing.</p>
          ) : (
            <ul>
              {record.remaining.map((item, index) => (
                <li key={index}>{item.leaverName}: {item.target}: {item.reason}</li>
              ))}
            </ul>
          )}
        </div>,
        document.body,
      )}
    </>
  );
}
