import { describeError } from '../../../api/ContractError';
import { useChannelMutation } from '../../../api/hooks';
import { useNotify } from '../../../shell/NotifyProvider';
import { downloadBase64File } from '../../../shared/downloadFile';
import { formatBytes } from './sizes';

/** Downloads one file (one of its versions) through the core and hands it to the browser. */
export function useAttachmentDownload() {
  const notify = useNotify();
  return useChannelMutation('confluence.attachments.getFile', {
    onSuccess: async (file) => {
      await downloadBase64File(file.fileName, file.base64, file.mediaType);
      notify.success(`Saved ${file.fileName} (${formatBytes(file.size)}).`);
    },
    onError: (error) => notify.error(describeError(error)),
  });
}
