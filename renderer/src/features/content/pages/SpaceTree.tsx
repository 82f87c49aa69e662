import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TreePage } from '../../../../../app/contract/confluence/access.channels';
import { useClient } from '../../../api/ClientContext';
import { describeError } from '../../../api/ContractError';
import { pageAccessPath } from '../shared/contentRoutes';
import { RestrictionLegend, RestrictionMarks } from './RestrictionMarks';

interface Level {
  items: TreePage[];
  nextCursor: string | null;
  loading: boolean;
  error: string | null;
}

const ROOT = 'root';
const placeholderId = (parentId: string) => `${parentId}:loading`;

/**
 * A space's pages as a tree, read a level at a time when a page is opened, each page marked with how
 * it is restricted. Choosing a page (click, or Enter) offers to open its access.
 */
export function SpaceTree({ connectionId, spaceId }: { connectionId: string; spaceId: string }) {
  const client = useClient();
  const navigate = useNavigate();
  const [levels, setLevels] = useState<Record<string, Level>>({});
  const [expanded, setExpanded] = useState<string[]>([]);
  const [selected, setSelected] = useState<TreePage | null>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [pages] = useState(() => new Map<string, TreePage>());

  const load = useCallback(
    async (parentId: string, cursor?: string) => {
      const parent = pages.get(parentId);
      setLevels((current) => ({ ...current, [parentId]: { items: current[parentId]?.items ?? [], nextCursor: null, loading: true, error: null } }));
      try {
        const answer = await client.call('confluence.pageTree.list', {
          connectionId,
          ...(parentId === ROOT ? { spaceId } : { pageId: parentId }),
          parentRestricted: parent !== undefined && (parent.viewRestricted || parent.inheritsView),
          cursor,
        });
        for (const item of answer.items) pages.set(item.id, item);
        setLevels((current) => ({ ...current, [parentId]: { items: [...(cursor === undefined ? [] : (current[parentId]?.items ?? [])), ...answer.items], nextCursor: answer.nextCursor, loading: false, error: null } }));
      } catch (error) {
        setLevels((current) => ({ ...current, [parentId]: { items: current[parentId]?.items ?? [], nextCursor: cursor ?? null, loading: false, error: describeError(error) } }));
      }
    },
    [client, connectionId, spaceId, pages],
  );

  useEffect(() => {
    void load(ROOT);
  }, [load]);

  const open = (page: TreePage) => void navigate(pageAccessPath(page.id));

  const renderLevel = (parentId: string) => {
    const level = levels[parentId];
    if (level === undefined || (level.loading && level.items.length === 0)) {
      return <TreeItem itemId={placeholderId(parentId)} label="Reading pages…" disabled />;
    }
    return (
      <>
        {level.items.map((page) => (
          <TreeItem
            key={page.id}
            itemId={page.id}
            label={
              <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center', py: 0.25 }}>
                <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                  {page.title}
                  {page.status === 'archived' ? ' (archived)' : ''}
                </Box>
                <RestrictionMarks page={page} />
              </Stack>
            }
          >
            {page.hasChildren ? renderLevel(page.id) : null}
          </TreeItem>
        ))}
        {level.error !== null && <TreeItem itemId={`${parentId}:error`} label={`These pages could not be read: ${level.error} Close and open the page above to try again.`} disabled />}
        {level.items.length === 0 && level.error === null && !level.loading && <TreeItem itemId={`${parentId}:empty`} label="No pages" disabled />}
        {level.nextCursor !== null && !level.loading && (
          <TreeItem itemId={`${parentId}:more`} label={<Typography component="span" color="primary">Show more pages</Typography>} />
        )}
      </>
    );
  };

  const root = levels[ROOT];
  return (
    <Box>
      <RestrictionLegend />
      {root !== undefined && root.error !== null && root.items.length === 0 ? (
        <Alert severity="error" sx={{ mt: 2 }} action={<Button onClick={() => void load(ROOT)}>Try again</Button>}>
          The pages of this space could not be read: {root.error}
        </Alert>
      ) : (
        <SimpleTreeView
          aria-label="Pages of the space"
          expandedItems={expanded}
          onExpandedItemsChange={(_event, items) => setExpanded(items)}
          onItemExpansionToggle={(_event, itemId, isExpanded) => {
            const level = levels[itemId];
            // A level never read, or one whose first read failed, is read (again) when opened.
            if (isExpanded && pages.has(itemId) && (level === undefined || (level.error !== null && level.items.length === 0))) void load(itemId);
          }}
          selectedItems={selected?.id ?? null}
          onSelectedItemsChange={(_event, itemId) => {
            if (itemId === null) return;
            const more = /^(.*):more$/.exec(itemId);
            if (more?.[1] !== undefined) {
              void load(more[1], levels[more[1]]?.nextCursor ?? undefined);
              return;
            }
            setSelected(pages.get(itemId) ?? null);
          }}
          onItemFocus={(_event, itemId) => {
            // Selection follows focus, so the arrow keys alone choose the page "Open access" opens; Enter opens it.
            setFocusedId(itemId);
            const focused = pages.get(itemId);
            if (focused !== undefined) setSelected(focused);
          }}
          onKeyDown={(event) => {
            const focused = focusedId === null ? undefined : pages.get(focusedId);
            if (event.key === 'Enter' && focused !== undefined) open(focused);
          }}
          onItemClick={(event, itemId) => {
            const page = pages.get(itemId);
            if (page !== undefined && event.detail === 2) open(page);
          }}
          sx={{ mt: 1, maxHeight: 520, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
        >
          {renderLevel(ROOT)}
        </SimpleTreeView>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', minHeight: 40 }} aria-live="polite">
        <Typography variant="body2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {selected === null ? 'Choose a page with the mouse or the arrow keys; Enter or a double-click opens who can view and edit it.' : `Chosen: ${selected.title}`}
        </Typography>
        <Button variant="contained" disabled={selected === null} onClick={() => selected !== null && open(selected)} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          Open access
        </Button>
      </Stack>
    </Box>
  );
}
