import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { CleanupPagePlan } from '../../../../../../app/contract/confluence/history.channels';
import { agreeing, plural } from '../../../../../../app/contract/words';
import { useChannelQuery } from '../../../../api/hooks';
import { PreviewSummary } from '../../../../shared/bulk/PreviewSummary';
import { pageOf } from '../../../../../../app/contract/page-of';
import { savedAt } from '../versionWords';

/** Pages listed in the dry run; a tree of thousands is summed up, the CSV of the job lists the rest. */
const PAGES_LISTED = 200;
/** Versions a page's table shows at once: a page with 20,000 versions opens as fast as one with ten. */
const VERSIONS_SHOWN = 100;

type NameOf = (accountId: string | null) => string;

/** One page's versions the clean-up deletes, a hundred at a time. */
function DeletedVersions({ page, nameOf }: { page: CleanupPagePlan; nameOf: NameOf }) {
  const [asked, setAsked] = useState(0);
  const shown = pageOf(page.remove, asked, VERSIONS_SHOWN);
  return (
    <>
      <Table size="small" aria-label={`Versions of “${page.title}” the clean-up deletes`}>
        <TableHead>
          <TableRow>
            <TableCell>Version</TableCell>
            <TableCell>Saved</TableCell>
            <TableCell>By</TableCell>
            <TableCell>Message</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.rows.map((version) => (
            <TableRow key={version.number}>
              <TableCell>{version.number}</TableCell>
              <TableCell>{savedAt(version.createdAt)}</TableCell>
              <TableCell>{nameOf(version.authorId)}</TableCell>
              <TableCell>{version.message || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {page.remove.length > VERSIONS_SHOWN && (
        <TablePagination
          component="div"
          count={page.remove.length}
          page={shown.page}
          onPageChange={(_event, next) => setAsked(next)}
          rowsPerPage={VERSIONS_SHOWN}
          rowsPerPageOptions={[]}
        />
      )}
    </>
  );
}

/** Exactly which versions the clean-up would delete, page by page. */
export function CleanupPlanList({ connectionId, pages, versions }: { connectionId: string; pages: CleanupPagePlan[]; versions: number }) {
  const touched = useMemo(() => pages.filter((page) => page.remove.length > 0), [pages]);
  const problems = pages.filter((page) => page.problem !== null);
  const authorIds = useMemo(() => [...new Set(touched.flatMap((page) => page.remove.flatMap((version) => version.authorId ?? [])))].sort().slice(0, 500), [touched]);
  const people = useChannelQuery('confluence.people.list', { connectionId, accountIds: authorIds }, { enabled: authorIds.length > 0 });
  const names = useMemo(() => new Map((people.data?.people ?? []).map((person) => [person.accountId, person.name])), [people.data]);
  const nameOf: NameOf = (accountId) => (accountId === null ? undefined : names.get(accountId)) ?? 'Unknown person';
  return (
    <Box>
      <Box sx={{ mb: 1.5 }}>
        <PreviewSummary severity={versions > 0 ? 'warning' : 'info'}>
          {versions > 0
            ? `${plural(versions, 'version')} would be deleted on ${touched.length.toLocaleString('en')} of ${plural(pages.length, 'page')}. The current versions stay.`
            : `Nothing to delete: no page of the ${pages.length.toLocaleString('en')} looked at has versions that match.`}
        </PreviewSummary>
      </Box>
      {problems.map((page) => (
        <Alert key={page.pageId} severity="error" sx={{ mb: 1 }}>
          “{page.title}”: {page.problem} It is left alone.
        </Alert>
      ))}
      {touched.slice(0, PAGES_LISTED).map((page) => (
        <Accordion key={page.pageId} disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
          <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
            <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>{page.title}</Typography>
            <Typography color="text.secondary" sx={{ mr: 1 }}>
              {page.remove.length.toLocaleString()} of {plural(page.versionCount, 'version')} {agreeing(page.remove.length, 'goes', 'go')}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <DeletedVersions page={page} nameOf={nameOf} />
          </AccordionDetails>
        </Accordion>
      ))}
      {touched.length > PAGES_LISTED && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          And {(touched.length - PAGES_LISTED).toLocaleString()} more pages; the results of the clean-up list every page.
        </Typography>
      )}
    </Box>
  );
}
