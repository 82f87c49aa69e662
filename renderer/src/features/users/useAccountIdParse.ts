import { useEffect, useRef, useState } from 'react';
import type { ParsedAccountIds } from './accountIdList';

export interface ParseRequest {
  id: number;
  text: string;
}

export type ParseReply = { id: number; kind: 'progress'; fraction: number } | { id: number; kind: 'done'; result: ParsedAccountIds };

export type ParseState =
  | { kind: 'empty' }
  | { kind: 'reading'; fraction: number }
  | { kind: 'read'; result: ParsedAccountIds; text: string };

/**
 * The account ids in `text`, parsed in a worker (one per screen, ended when the screen goes). Only the
 * answer to the latest text counts: an older parse that finishes late is ignored.
 */
export function useAccountIdParse(text: string): ParseState {
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  const [state, setState] = useState<ParseState>({ kind: 'empty' });

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  useEffect(() => {
    const id = ++latest.current;
    if (text.trim() === '') {
      setState({ kind: 'empty' });
      return;
    }
    if (!worker.current) {
      worker.current = new Worker(new URL('./accountIds.worker.ts', import.meta.url), { type: 'module', name: 'account-ids' });
    }
    const current = worker.current;
    setState({ kind: 'reading', fraction: 0 });
    const onMessage = (event: MessageEvent<ParseReply>) => {
      const reply = event.data;
      if (reply.id !== latest.current || reply.id !== id) return;
      setState(reply.kind === 'progress' ? { kind: 'reading', fraction: reply.fraction } : { kind: 'read', result: reply.result, text });
    };
    current.addEventListener('message', onMessage);
    current.postMessage({ id, text } satisfies ParseRequest);
    return () => current.removeEventListener('message', onMessage);
  }, [text]);

  return state;
}
