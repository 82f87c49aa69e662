import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../shared/PageHeader';

/** The site's projects; the list arrives with the project search. */
export function ProjectsPage(_props: { connectionId: string }) {
  return (
    <>
      <PageHeader title="Projects" icon={<ViewKanbanOutlined />} description="The site's projects, with their lead and notification scheme." />
      <Typography color="text.secondary">Open a project by its address for now.</Typography>
    </>
  );
}
