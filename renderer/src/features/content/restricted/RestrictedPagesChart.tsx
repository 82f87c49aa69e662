import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { memo, useState } from 'react';
import type { RestrictedPagesReport } from '../../../../../app/contract/confluence/access.channels';
import { visuallyHidden } from '../../../shared/visuallyHidden';

/** Sections shown in the chart at most; the table has them all. */
const SECTIONS_SHOWN = 12;

/** Restricted pages counted by depth in the tree or by top-level section, direct and inherited stacked. */
/** Drawn again only for another report: filtering the table below leaves the chart as it is. */
export const RestrictedPagesChart = memo(function RestrictedPagesChart({ report }: { report: RestrictedPagesReport }) {
  const [by, setBy] = useState<'depth' | 'section'>('section');
  const entries =
    by === 'depth'
      ? report.byDepth.map((entry) => ({ label: entry.depth === 0 ? 'Home' : `Level ${entry.depth}`, direct: entry.direct, inherited: entry.inherited }))
      : report.bySection.slice(0, SECTIONS_SHOWN).map((entry) => ({ label: entry.section, direct: entry.direct, inherited: entry.inherited }));
  const summary = entries.map((entry) => `${entry.label}: ${entry.direct} restricted here (view or edit), ${entry.inherited} through a page above`).join('; ');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="figure" aria-label="Restricted pages by place in the tree">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="figcaption" sx={{ fontWeight: 600, flexGrow: 1 }}>
          Where the restricted pages are
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={by} onChange={(_event, next: 'depth' | 'section' | null) => next !== null && setBy(next)} aria-label="Count by" sx={{ '& .MuiToggleButton-root': { color: 'text.primary' } }}>
          <ToggleButton value="section">By section</ToggleButton>
          <ToggleButton value="depth">By depth</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <BarChart
        height={Math.max(180, entries.length * 30 + 60)}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: entries.map((entry) => entry.label), width: 150 }]}
        xAxis={[{ tickMinStep: 1, label: 'Pages' }]}
        series={[
          { data: entries.map((entry) => entry.direct), label: 'Restricted here (view or edit)', stack: 'pages', color: '#C62828' },
          { data: entries.map((entry) => entry.inherited), label: 'Through a page above', stack: 'pages', color: '#0B6BA8' },
        ]}
        margin={{ left: 8, right: 24 }}
      />
      <Typography variant="caption" sx={visuallyHidden}>
        {summary}
      </Typography>
    </Paper>
  );
});
