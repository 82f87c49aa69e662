import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import RemoveCircleOutlineOutlined from '@mui/icons-material/RemoveCircleOutlineOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PartCheck } from '../../../../app/contract/app/connections.channels';
import { checkVerdict, type CheckTone } from '../../shared/connections/checkWording';
import { relativeTime } from '../../shared/relativeTime';

const icons: Record<CheckTone, typeof CheckCircleOutlined> = {
  success: CheckCircleOutlined,
  warning: WarningAmberOutlined,
  error: ErrorOutlineOutlined,
  neutral: RemoveCircleOutlineOutlined,
};

const colors: Record<CheckTone, string> = {
  success: 'success.main',
  warning: 'warning.main',
  error: 'error.main',
  neutral: 'text.secondary',
};

/** The last test of a part: its verdict, what the core found, and when. */
export function CheckResult({ check, now }: { check: PartCheck; now: Date }) {
  const verdict = checkVerdict(check);
  const Icon = icons[verdict.tone];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} role="status">
      <Icon fontSize="small" sx={{ color: colors[verdict.tone], mt: '2px' }} aria-hidden />
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600, color: colors[verdict.tone] }}>
          {verdict.headline}
        </Typography>
        {check.summary && (
          <Typography variant="body2" color="text.secondary">
            {check.summary}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          Tested {relativeTime(check.checkedAt, now)}
        </Typography>
      </Box>
    </Stack>
  );
}
