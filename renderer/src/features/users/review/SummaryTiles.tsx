import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { memo, useMemo } from 'react';
import type { ReviewRow } from '../reviewRows';

interface Tile {
  label: string;
  value: number;
  tone?: 'warning' | 'error';
}

function tilesFor(rows: readonly ReviewRow[]): Tile[] {
  const owners = new Set<string>();
  let neverUsed = 0;
  let expired = 0;
  let expiringSoon = 0;
  for (const row of rows) {
    owners.add(row.accountId);
    if (row.lastUsedMs === null) neverUsed += 1;
    if (row.state === 'expired') expired += 1;
    if (row.state === 'expiring-soon') expiringSoon += 1;
  }
  return [
    { label: 'API tokens', value: rows.length },
    { label: 'People with tokens', value: owners.size },
    { label: 'Never used', value: neverUsed, tone: 'warning' },
    { label: 'Expiring within 30 days', value: expiringSoon, tone: 'warning' },
    { label: 'Expired', value: expired, tone: 'error' },
  ];
}

export const SummaryTiles = memo(function SummaryTiles({ rows }: { rows: readonly ReviewRow[] }) {
  const tiles = useMemo(() => tilesFor(rows), [rows]);
  return (
    <Box
      component="ul"
      aria-label="Scan totals"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' }, gap: 2, p: 0, m: 0, listStyle: 'none' }}
    >
      {tiles.map((tile) => (
        <Card component="li" key={tile.label} sx={{ p: 2.5 }}>
          <Typography
            sx={{ fontSize: '1.9rem', fontWeight: 700, lineHeight: 1.1, color: tile.tone && tile.value > 0 ? `${tile.tone}.main` : 'text.primary' }}
          >
            {tile.value.toLocaleString()}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {tile.label}
          </Typography>
        </Card>
      ))}
    </Box>
  );
});
