import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Principal } from '../../../../app/contract/confluence/access.channels';
import { PrincipalLine } from './PrincipalLine';

/**
 * One of a page's restriction lists (who can view, who can edit) under a heading: the people and groups it
 * names, or "Not restricted" when it names none. Two side by side make a before and after.
 */
export function PrincipalList({ principals, heading }: { principals: readonly Principal[]; heading: string }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2">{heading}</Typography>
      {principals.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Not restricted
        </Typography>
      ) : (
        principals.map((principal) => <PrincipalLine key={`${principal.type}:${principal.id}`} principal={principal} dense />)
      )}
    </Box>
  );
}
