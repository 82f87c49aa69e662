import Chip from '@mui/material/Chip';
import { tokenStateLabels, type TokenState } from '../../../../../app/contract/users/token-state';

const colors = { expired: 'error', 'expiring-soon': 'warning', 'never-used': 'info', active: 'success' } as const;

export function TokenStateChip({ state }: { state: TokenState }) {
  return <Chip size="small" variant="outlined" color={colors[state]} label={tokenStateLabels[state]} />;
}
