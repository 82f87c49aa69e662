import { useQueryClient } from '@tanstack/react-query';
import { DEMO_SITE_TITLES, type DemoSite } from '../../../../app/contract/app/connections.channels';
import { useChannelMutation } from '../../api/hooks';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { useNotify } from '../../shell/NotifyProvider';

interface Props {
  site: DemoSite;
  /** The other demo site's connection name, when it was added: it keeps its changes. */
  otherDemo: string | null;
  onClose(): void;
}

/** Resets one demo site; the other one, if added, keeps its changes. */
export function ResetDemoDialog({ site, otherDemo, onClose }: Props) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const title = DEMO_SITE_TITLES[site];
  const reset = useChannelMutation('app.demo.reset', {
    onSuccess: () => {
      notify.success(`${title} is as good as new.`);
      // Everything shown about the demo may have changed.
      void queryClient.invalidateQueries();
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open
      title={`Reset ${title.toLowerCase()}?`}
      confirmLabel="Reset demo"
      destructive
      busy={reset.isPending}
      error={reset.error}
      onConfirm={() => reset.mutate({ site })}
      onClose={onClose}
    >
      Every change you made in {title.toLowerCase()} is thrown away and it starts again from scratch. Your own
      connections are not touched{otherDemo ? `, and “${otherDemo}” keeps its changes` : ''}.
    </ConfirmDialog>
  );
}
