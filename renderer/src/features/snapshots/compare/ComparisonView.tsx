import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { ChangeSummary } from '../../../../../app/contract/snapshots/changes';
import type { Comparison } from '../../../../../app/contract/snapshots/snapshots.channels';
import { plural } from '../../../../../app/contract/words';
import { GuardedButton } from '../../../shared/GuardedButton';
import { exactTime } from '../../../shared/relativeTime';
import { SearchField } from '../../../shared/SearchField';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { kindCountsWords } from '../shared/snapshotWords';
import { ChangeDetailDialog } from './ChangeDetailDialog';
import { ChangesGrid } from './ChangesGrid';
import { applyAvailability, kindGroups, matching, sideNames, stateCountsWords, type Sides } from './comparisonModel';

interface Props {
  connectionId: string;
  /** The comparison's job: a change's before and after are read from it when opened. */
  comparisonId: string;
  comparison: Comparison;
  sides: Sides;
  chosen: Set<string>;
  onChosen(keys: Set<string>): void;
  /** Go on to the dry run of the chosen changes; null where they cannot be applied (two snapshots). */
  onApply: (() => void) | null;
}

function sidesSentence(comparison: Comparison, sides: Sides): string {
  const base = `“${comparison.base.label}”${comparison.base.takenAt ? `, taken ${exactTime(comparison.base.takenAt)}` : ''}`;
  if (sides === 'snapshots') return `${base}, compared with “${comparison.other.label}”${comparison.other.takenAt ? `, taken ${exactTime(comparison.other.takenAt)}` : ''}.`;
  if (sides === 'copy') return `${base} on ${comparison.base.siteUrl}, compared with this site (${comparison.other.siteUrl}) as it is now. Things are matched by name; people by e-mail and name.`;
  return `${base}, compared with the site as it is now.`;
}

/** The chosen keys without those of one kind's changes. */
function withoutKind(chosen: ReadonlySet<string>, changes: readonly ChangeSummary[]): Set<string> {
  const ofKind = new Set(changes.map((change) => change.key));
  return new Set([...chosen].filter((key) => !ofKind.has(key)));
}

/** The comparison's changes by kind, as tabs in the kinds' order, with the choice of what to put back or copy. */
export function ComparisonView({ connectionId, comparisonId, comparison, sides, chosen, onChosen, onApply }: Props) {
  const groups = useMemo(() => kindGroups(comparison), [comparison]);
  const firstWithChanges = groups.find((group) => group.changes.length > 0)?.kind ?? groups[0]?.kind;
  const [tab, setTab] = useState(firstWithChanges);
  const group = groups.find((one) => one.kind === tab) ?? groups[0];
  const [text, setText] = useState('');
  // The search answers at once; the table follows when it can (a kind may hold tens of thousands of changes).
  const sought = useDeferredValue(useDebouncedValue(text, 250));
  const shown = useMemo(() => (group ? matching(group.changes, sought) : []), [group, sought]);
  const [detail, setDetail] = useState<ChangeSummary | null>(null);
  const names = sideNames(comparison, sides);

  const selection: GridRowSelectionModel | null = useMemo(() => (onApply ? { type: 'include', ids: chosen } : null), [onApply, chosen]);
  const changeSelection = useCallback((model: GridRowSelectionModel) => onChosen(new Set([...model.ids].map(String))), [onChosen]);
  const total = comparison.changes.length;
  const chosenHere = group ? group.changes.filter((change) => chosen.has(change.key)).length : 0;
  const verb = sides === 'copy' ? 'Copy' : 'Put back';
  const availability = useMemo(() => applyAvailability(chosen, verb), [chosen, verb]);

  return (
    <Stack spacing={2.5}>
      <Typography color="text.secondary">{sidesSentence(comparison, sides)}</Typography>
      <Alert severity={total === 0 ? 'success' : 'info'} data-testid="comparison-summary" aria-live="polite">
        {total === 0
          ? sides === 'copy'
            ? 'This site already matches the snapshot in everything it holds.'
            : 'Nothing changed in what the snapshot holds.'
          : `${plural(total, 'difference')}: ${kindCountsWords(Object.fromEntries(groups.map((one) => [one.kind, one.changes.length])))}.`}
      </Alert>
      {comparison.gaps.length > 0 && (
        <Alert severity="warning">
          Not everything could be compared: {comparison.gaps.join(' ')}
        </Alert>
      )}
      {sides === 'snapshots' && total > 0 && (
        <Typography variant="body2" color="text.secondary">
          To put something back, compare a snapshot with the site as it is now.
        </Typography>
      )}
      {group && total > 0 && (
        <Box>
          <Tabs value={group.kind} onChange={(_event, kind: typeof group.kind) => setTab(kind)} variant="scrollable" allowScrollButtonsMobile aria-label="Kinds of change" sx={{ borderBottom: 1, borderColor: 'divider' }}>
            {groups.map((one) => (
              <Tab key={one.kind} value={one.kind} label={`${one.title} (${one.changes.length.toLocaleString('en')})`} id={`kind-tab-${one.kind}`} aria-controls="kind-panel" />
            ))}
          </Tabs>
          <Stack role="tabpanel" id="kind-panel" aria-labelledby={`kind-tab-${group.kind}`} spacing={1.5} sx={{ pt: 2 }}>
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ flexGrow: 1 }} data-testid="kind-counts">
                {group.changes.length > 0 && stateCountsWords(group.counts, sides)}
              </Typography>
              {group.changes.length > 10 && (
                <SearchField size="small" label={`Find among the ${group.title.toLowerCase()}`} value={text} onChange={(event) => setText(event.target.value)} sx={{ flex: '0 1 300px', minWidth: 200 }} />
              )}
              {onApply && group.changes.length > 0 && (
                <>
                  <Button size="small" disabled={shown.length === 0} onClick={() => onChosen(new Set([...chosen, ...shown.map((change) => change.key)]))}>
                    Choose all {shown.length.toLocaleString('en')}
                  </Button>
                  <Button size="small" disabled={chosenHere === 0} onClick={() => onChosen(withoutKind(chosen, group.changes))}>
                    Clear
                  </Button>
                </>
              )}
            </Stack>
            {group.changes.length === 0 ? (
              <Typography color="text.secondary">No {group.title.toLowerCase()} changed.</Typography>
            ) : (
              <ChangesGrid
                changes={shown}
                sides={sides}
                label={`${group.title}: what changed`}
                chosen={selection}
                onChosen={changeSelection}
                onShow={setDetail}
                emptyText="No change matches."
              />
            )}
          </Stack>
        </Box>
      )}
      {onApply && total > 0 && (
        <Box sx={{ position: 'sticky', bottom: 0, zIndex: 2, bgcolor: 'background.default', borderTop: 1, borderColor: 'divider', py: 1.5 }}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ flexGrow: 1 }} data-testid="chosen-count">
              {chosen.size === 0 ? `Tick the changes to ${verb.toLowerCase()}.` : `${plural(chosen.size, 'change')} chosen.`}
            </Typography>
            <GuardedButton
              variant="contained"
              startIcon={sides === 'copy' ? <ContentCopyOutlined /> : <RestoreOutlined />}
              availability={availability}
              onClick={onApply}
            >
              {verb}
              {chosen.size > 0 ? ` ${plural(chosen.size, 'change')}` : ''}…
            </GuardedButton>
          </Stack>
        </Box>
      )}
      {detail && <ChangeDetailDialog connectionId={connectionId} comparisonId={comparisonId} change={detail} names={names} crossSite={comparison.crossSite} onClose={() => setDetail(null)} />}
    </Stack>
  );
}
