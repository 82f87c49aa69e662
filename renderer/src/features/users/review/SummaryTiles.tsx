import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { ScanOverview } from '../../../../../app/contract/users/token-review.channels';

interface Tile {
  label: string;
  value: number;
  tone?: 'warning' | 'error';
}

function tilesFor(overview: ScanOverview): Tile[] {
  return [
    { label: 'API tokens', value: overview.tokens },
    { label: 'People with tokens', value: overview.people },
    { label: 'Never used', value: overview.neverUsed, tone: 'warning' },
    { label: 'Expiring within 30 days', value: overview.expiringSoon, tone: 'warning' },
    { label: 'Expired', value: overview.expired, tone: 'error' },
  ];
}

export const SummaryTiles = memo(function SummaryTiles({ overview }: { overview: ScanOverview }) {
  const tiles = tilesFor(overview);
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
