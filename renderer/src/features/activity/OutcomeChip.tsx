import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Chip from '@mui/material/Chip';
import { outcomeLabels } from '../../../../app/contract/app/activity.channels';
import type { ActivityEntry } from '../../../../app/contract/app/activity.channels';

type Outcome = ActivityEntry['outcome'];


export function OutcomeChip({ outcome }: { outcome: Outcome }) {
  switch (outcome) {
    case 'success':
      return <Chip size="small" color="success" variant="outlined" icon={<CheckCircleOutlined />} label={outcomeLabels.success} />;
    case 'failure':
      return <Chip size="small" color="error" variant="outlined" icon={<ErrorOutlineOutlined />} label={outcomeLabels.failure} />;
    case 'dry-run':
      return <Chip size="small" color="info" variant="outlined" icon={<VisibilityOutlined />} label={outcomeLabels['dry-run']} />;
  }
}
