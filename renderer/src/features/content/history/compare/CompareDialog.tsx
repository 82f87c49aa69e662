import KeyboardArrowDownOutlined from '@mui/icons-material/KeyboardArrowDownOutlined';
import KeyboardArrowUpOutlined from '@mui/icons-material/KeyboardArrowUpOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { HistoryPerson } from '../../../../../../app/contract/confluence/content';
import type { HistoryVersion } from '../../../../../../app/contract/confluence/history.channels';
import { useChannelQuery } from '../../../../api/hooks';
import { DialogFrame } from '../../../../shared/DialogFrame';
import { LoadErrorAlert } from '../../../../shared/LoadErrorAlert';
import { VersionNotes } from '../../shared/VersionNotes';
import { versionLine } from '../versionWords';
import { changePosition, chunksBetween, nextChange, previousChange } from './changeNavigation';
import { CompareRowView, type CompareMode } from './CompareRowView';
import { useComparisonRows } from './useComparisonRows';

interface Props {
  connectionId: string;
  pageId: string;
  versions: readonly HistoryVersion[];
  people: Map<string, HistoryPerson>;
  left: number;
  right: number;
  onClose(): void;
}

/** Two version numbers as typed, checked against the history. */
function pickedPair(left: string, right: string, highest: number): [number, number] | string {
  const a = Number(left);
  const b = Number(right);
  if (![a, b].every((value) => Number.isInteger(value) && value >= 1 && value <= highest)) return `Pick two versions between 1 and ${highest}.`;
  if (a === b) return 'Pick two different versions.';
  return a < b ? [a, b] : [b, a];
}

/**
 * Two versions of a page compared block by block: side by side or in one column, the changes marked,
 * a summary, the title change, and a jump from change to change. Only the rows on screen are drawn, and
 * only the chunks of rows near them are fetched.
 */
export function CompareDialog({ connectionId, pageId, versions, people, left, right, onClose }: Props) {
  const [pair, setPair] = useState<[number, number]>([left, right]);
  const [typed, setTyped] = useState({ left: String(left), right: String(right) });
  const [typedProblem, setTypedProblem] = useState<string | null>(null);
  const [mode, setMode] = useState<CompareMode>('side');
  const [at, setAt] = useState(-1);
  const comparison = useChannelQuery('confluence.versions.getComparison', { connectionId, pageId, left: pair[0], right: pair[1] }, { staleTime: Number.POSITIVE_INFINITY });
  const head = comparison.data;
  const highest = versions.reduce((most, version) => Math.max(most, version.number), Math.max(left, right));
  const byNumber = useMemo(() => new Map(versions.map((version) => [version.number, version])), [versions]);

  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: head?.rowCount ?? 0, getScrollElement: () => scroller.current, estimateSize: () => 72, overscan: 6 });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  const visibleChunks = useMemo(() => chunksBetween(first, last), [first, last]);
  const rows = useComparisonRows(connectionId, head, visibleChunks);
  const changes = head?.changes ?? [];
  const activeRow = at >= 0 ? changes[at] : undefined;

  useEffect(() => {
    setAt(-1);
  }, [head?.compareId]);

  const jump = (position: number) => {
    setAt(position);
    const index = changes[position];
    if (index !== undefined) virtualizer.scrollToIndex(index, { align: 'center' });
  };

  const compareTyped = (event: FormEvent) => {
    event.preventDefault();
    const picked = pickedPair(typed.left, typed.right, highest);
    if (typeof picked === 'string') {
      setTypedProblem(picked);
      return;
    }
    setTypedProblem(null);
    setPair(picked);
  };

  const side = (number: number) => versionLine(byNumber.get(number) ?? { number, createdAt: null }, people.get(byNumber.get(number)?.authorId ?? ''));

  return (
    <DialogFrame
      title={`Compare versions ${pair[0]} and ${pair[1]}`}
      progress={comparison.isFetching ? 'Comparing the versions' : null}
      fullScreen
      bodyLabel="The compared versions"
      bodyRef={scroller}
      onClose={onClose}
      toolbar={
        <Stack spacing={1.5}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <Box component="form" onSubmit={compareTyped} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <TextField
                label="Older version"
                size="small"
                type="number"
                value={typed.left}
                onChange={(event) => setTyped({ ...typed, left: event.target.value })}
                slotProps={{ htmlInput: { min: 1, max: highest } }}
                sx={{ width: 130 }}
              />
              <TextField
                label="Newer version"
                size="small"
                type="number"
                value={typed.right}
                onChange={(event) => setTyped({ ...typed, right: event.target.value })}
                slotProps={{ htmlInput: { min: 1, max: highest } }}
                sx={{ width: 130 }}
              />
              <Button type="submit" variant="outlined">
                Compare
              </Button>
            </Box>
            <ToggleButtonGroup exclusive size="small" value={mode} onChange={(_event, value: CompareMode | null) => value && setMode(value)} aria-label="How to show the versions">
              <ToggleButton value="side" sx={{ whiteSpace: 'nowrap' }}>
                Side by side
              </ToggleButton>
              <ToggleButton value="inline">Inline</ToggleButton>
            </ToggleButtonGroup>
            <Box sx={{ flexGrow: 1 }} />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography aria-live="polite" data-testid="change-position" sx={{ minWidth: 120, textAlign: 'right' }}>
                {changePosition(comparison.isFetching ? undefined : head?.changes, at)}
              </Typography>
              <Button startIcon={<KeyboardArrowUpOutlined />} disabled={changes.length === 0} onClick={() => jump(previousChange(changes, at))} sx={{ whiteSpace: 'nowrap' }}>
                Previous change
              </Button>
              <Button startIcon={<KeyboardArrowDownOutlined />} disabled={changes.length === 0} onClick={() => jump(nextChange(changes, at))} sx={{ whiteSpace: 'nowrap' }}>
                Next change
              </Button>
            </Stack>
          </Stack>
          {typedProblem && <Alert severity="warning">{typedProblem}</Alert>}
          <LoadErrorAlert error={comparison.error} what="The versions could not be compared." onRetry={() => void comparison.refetch()} />
          <LoadErrorAlert error={rows.failed} what="Part of the comparison could not be read." onRetry={rows.retry} />
          {head && (
            <Stack spacing={1}>
              <Typography sx={{ fontWeight: 600 }} data-testid="compare-summary">
                {head.summary.text}
              </Typography>
              {head.titleChange && (
                <Typography>
                  Title: <del>{head.titleChange.before}</del> → <ins style={{ textDecoration: 'none', fontWeight: 600 }}>{head.titleChange.after}</ins>
                </Typography>
              )}
              <VersionNotes notes={head.notes} />
            </Stack>
          )}
          {mode === 'side' && head && (
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', color: 'text.secondary', fontSize: '0.85rem' }}>
              <span>{side(head.left.version.number)}</span>
              <span>{side(head.right.version.number)}</span>
            </Box>
          )}
        </Stack>
      }
    >
      {head && head.rowCount === 0 && <Typography sx={{ py: 3 }}>{head.notes.length > 0 ? 'Nothing to show here.' : 'Both versions are empty.'}</Typography>}
      <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {items.map((item) => (
          <Box
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            sx={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}
          >
            <CompareRowView row={rows.rowAt(item.index)} mode={mode} active={item.index === activeRow} />
          </Box>
        ))}
      </Box>
    </DialogFrame>
  );
}
