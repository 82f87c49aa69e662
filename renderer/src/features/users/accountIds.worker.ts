import { parseAccountIds } from './accountIdList';
import type { ParseReply, ParseRequest } from './useAccountIdParse';

/**
 * Reads pasted or imported account ids away from the window's thread: a 50,000-line CSV takes longer to
 * split and check than a frame may, and the screen must keep answering meanwhile.
 */
const scope = self as unknown as Pick<Worker, 'postMessage'> & { onmessage: ((event: MessageEvent<ParseRequest>) => void) | null };
scope.onmessage = (event: MessageEvent<ParseRequest>) => {
  const { id, text } = event.data;
  const reply = (message: ParseReply) => scope.postMessage(message);
  const result = parseAccountIds(text, (fraction) => reply({ id, kind: 'progress', fraction }));
  reply({ id, kind: 'done', result });
};
