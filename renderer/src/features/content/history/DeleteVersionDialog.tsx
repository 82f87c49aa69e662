import { useChannelMutation } from '../../../api/hooks';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { useNotify } from '../../../shell/NotifyProvider';
import type { HistoryVersion } from '../../../../../app/contract/confluence/history.channels';
import { savedAt } from './versionWords';

interface Props {
  connectionId: string;
  pageId: string;
  version: HistoryVersion;
  onDeleted(): void;
  onClose(): void;
}

/** Deletes one historical version for good, named by its number and the time it was saved. */
export function DeleteVersionDialog({ connectionId, pageId, version, onDeleted, onClose }: Props) {
  const notify = useNotify();
  const remove = useChannelMutation('confluence.versions.delete', {
    onSuccess: () => {
      notify.success(`Version ${version.number} was deleted. The versions after it moved down by one.`);
      onDeleted();
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open
      title={`Delete version ${version.number} for good?`}
      confirmLabel={`Delete version ${version.number}`}
      destructive
      busy={remove.isPending}
      error={remove.error}
      onClose={onClose}
      onConfirm={() => version.createdAt !== null && remove.mutate({ connectionId, contentId: pageId, versionNumber: version.number, savedAt: version.createdAt })}
    >
      Version {version.number}, saved {savedAt(version.createdAt)}, is removed from the history and nothing can bring it back. Its changes stay in
      the next version; every later version moves down by one number.
    </ConfirmDialog>
  );
}
