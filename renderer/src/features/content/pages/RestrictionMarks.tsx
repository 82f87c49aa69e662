import EditOffOutlined from '@mui/icons-material/EditOffOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SubdirectoryArrowRightOutlined from '@mui/icons-material/SubdirectoryArrowRightOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TreePage } from '../../../../../app/contract/confluence/access.channels';

const MARKS = {
  view: { Icon: LockOutlined, color: 'error', words: 'View restricted here' },
  edit: { Icon: EditOffOutlined, color: 'warning', words: 'Edit restricted here' },
  inherited: { Icon: SubdirectoryArrowRightOutlined, color: 'info', words: 'Inherits a view restriction' },
} as const;

type Mark = keyof typeof MARKS;

/** Labelled in the tree; in the legend the words beside it say the same, so the icon is hidden from screen readers. */
function MarkIcon({ mark, labelled = true }: { mark: Mark; labelled?: boolean }) {
  const { Icon, color, words } = MARKS[mark];
  return labelled ? <Icon fontSize="small" color={color} titleAccess={words} /> : <Icon fontSize="small" color={color} aria-hidden />;
}

/** The marks of one page in the tree, each with its words for screen readers. */
export function RestrictionMarks({ page }: { page: Pick<TreePage, 'viewRestricted' | 'editRestricted' | 'inheritsView'> }) {
  return (
    <Stack direction="row" spacing={0.25} component="span" sx={{ alignItems: 'center' }}>
      {page.viewRestricted && <MarkIcon mark="view" />}
      {page.editRestricted && <MarkIcon mark="edit" />}
      {page.inheritsView && !page.viewRestricted && <MarkIcon mark="inherited" />}
    </Stack>
  );
}

/** What the marks mean; the same legend wherever pages are marked. */
export function RestrictionLegend() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }} aria-label="What the marks mean">
      {(Object.keys(MARKS) as Mark[]).map((mark) => (
        <Stack key={mark} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <MarkIcon mark={mark} labelled={false} />
          <Typography variant="caption">{MARKS[mark].words}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
