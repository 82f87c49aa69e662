import { describeError } from '../../../api/ContractError';
import { useChannelMutation } from '../../../api/hooks';
import { useNotify } from '../../../shell/NotifyProvider';
import { formatBytes, saveFile } from './sizes';

/** Downloads one file (one of its versions) through the core and hands it to the browser. */
export function useAttachmentDownload() {
  const notify = useNotify();
  return useChannelMutation('confluence.attachments.getFile', {
    onSuccess: (file) => {
      saveFile(file.fileName, file.mediaType, file.base64);
      notify.success(`Saved ${file.fileName} (${formatBytes(file.size)}).`);
    },
    onError: (error) => notify.error(describeError(error)),
  });
}
