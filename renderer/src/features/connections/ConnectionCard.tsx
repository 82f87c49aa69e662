import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import NetworkCheck from '@mui/icons-material/NetworkCheck';
import RestartAlt from '@mui/icons-material/RestartAlt';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConnectionArea, ConnectionView } from '../../../../app/contract/app/connections.channels';
import { AreaChips } from './AreaChips';
import { ConnectionParts, configuredParts } from './ConnectionParts';
import { SecretStorageNote } from './SecretStorageNote';
import { usePartTests } from '../../shared/connections/usePartTests';

interface Props {
  connection: ConnectionView;
  active: boolean;
  switching: boolean;
  onSwitch(): void;
  onEdit(section?: ConnectionArea): void;
  onRemove(): void;
  onResetDemo(): void;
}

export function ConnectionCard({ connection, active, switching, onSwitch, onEdit, onRemove, onResetDemo }: Props) {
  const tests = usePartTests(connection.id);
  const testable = configuredParts(connection);
  const headingId = `connection-${connection.id}`;

  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={(theme) => ({
        borderColor: active ? theme.palette.primary.main : undefined,
        borderWidth: active ? 2 : 1,
      })}
    >
      <CardContent sx={{ p: 3, pb: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }} useFlexGap>
          <Typography id={headingId} variant="h2" component="h2">
            {connection.name}
          </Typography>
          {active && <Chip size="small" color="primary" label="Active" />}
          {connection.isDemo && <Chip size="small" color="secondary" variant="outlined" label="Demo" />}
        </Stack>
        <Box sx={{ mb: 2 }}>
          <AreaChips connection={connection} />
        </Box>
        <ConnectionParts
          connection={connection}
          testing={tests.testing}
          onTest={(part) => tests.run([part])}
          onSetUp={(part) => onEdit(part)}
        />
        <Box sx={{ mt: 1.5 }}>
          <SecretStorageNote storage={connection.secretStorage} />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 3, pb: 2.5, pt: 1.5, flexWrap: 'wrap', gap: 1 }} disableSpacing>
        {!active && (
          <Button variant="contained" startIcon={<SwapHoriz />} onClick={onSwitch} disabled={switching}>
            Use this connection
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<NetworkCheck />}
          onClick={() => tests.run(testable)}
          disabled={testable.length === 0 || tests.testing.size > 0}
        >
          Test connection
        </Button>
        <Button startIcon={<EditOutlined />} onClick={() => onEdit()}>
          Edit
        </Button>
        {connection.isDemo && (
          <Button startIcon={<RestartAlt />} onClick={onResetDemo}>
            Reset demo
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button color="error" startIcon={<DeleteOutlined />} onClick={onRemove}>
          Remove
        </Button>
      </CardActions>
    </Card>
  );
}
