import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ConnectionArea, ConnectionView } from '../../../../app/contract/app/connections.channels';
import { workAreas } from '../../areas/catalog';
import { failedParts, missingParts } from '../../shared/connections/readiness';

type Readiness = 'ready' | 'failed' | 'not set up';

function readinessOf(connection: ConnectionView, needs: readonly ConnectionArea[]): Readiness {
  if (missingParts(connection, needs).length > 0) return 'not set up';
  return failedParts(connection, needs).length > 0 ? 'failed' : 'ready';
}

/** Which work areas this connection is ready for, at a glance; a part that failed its last test is not ready. */
export function AreaChips({ connection }: { connection: ConnectionView }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Areas">
      {workAreas.map((area) => {
        const readiness = readinessOf(connection, area.needs);
        return (
          <Chip
            key={area.path}
            size="small"
            variant={readiness === 'ready' ? 'filled' : 'outlined'}
            color={readiness === 'ready' ? 'primary' : readiness === 'failed' ? 'error' : 'default'}
            icon={readiness === 'ready' ? <CheckCircleOutlined /> : readiness === 'failed' ? <ErrorOutlineOutlined /> : undefined}
            label={area.title}
            aria-label={`${area.title}: ${readiness === 'failed' ? 'last test failed' : readiness}`}
            sx={readiness === 'not set up' ? { color: 'text.secondary', borderStyle: 'dashed' } : undefined}
          />
        );
      })}
    </Stack>
  );
}
