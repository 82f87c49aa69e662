import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ConnectionView } from '../../../../app/contract/channels/connections';
import { workAreas } from '../areas/areaCatalog';
import { missingParts } from './useConnections';

/** Which work areas this connection is ready for, at a glance. */
export function AreaChips({ connection }: { connection: ConnectionView }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Areas">
      {workAreas.map((area) => {
        const ready = missingParts(connection, area.needs).length === 0;
        return (
          <Chip
            key={area.path}
            size="small"
            variant={ready ? 'filled' : 'outlined'}
            color={ready ? 'primary' : 'default'}
            icon={ready ? <CheckCircleOutlined /> : undefined}
            label={area.title}
            aria-label={`${area.title}: ${ready ? 'ready' : 'not set up'}`}
            sx={ready ? undefined : { color: 'text.secondary', borderStyle: 'dashed' }}
          />
        );
      })}
    </Stack>
  );
}
