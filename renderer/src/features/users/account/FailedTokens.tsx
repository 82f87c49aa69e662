import Box from '@mui/material/Box';

/** Which tokens a revoke left behind, and why, straight under the message that says so. */
export function FailedTokens({ failed }: { failed: { tokenId: string; label: string; message: string }[] }) {
  if (failed.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
      {failed.map((token) => (
        <li key={token.tokenId}>
          <strong>{token.label}</strong>: {token.message}
        </li>
      ))}
    </Box>
  );
}
