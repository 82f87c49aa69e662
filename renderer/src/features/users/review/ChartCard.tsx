import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  /** One sentence with the chart's main finding, so it can be read without the picture. */
  summary: ReactNode;
  controls?: ReactNode;
  children: ReactNode;
}

export function ChartCard({ title, summary, controls, children }: Props) {
  const titleId = useId();
  return (
    <Card component="figure" aria-labelledby={titleId} sx={{ m: 0, height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h3" id={titleId} sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {controls}
        </Stack>
        <Typography component="figcaption" color="text.secondary" sx={{ mt: 0.5, minHeight: '3em' }}>
          {summary}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
