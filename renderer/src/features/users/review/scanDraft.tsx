import { createContext, useContext, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import type { ScanScope } from '../../../../../app/contract/users/token-review.channels';

/** What the admin has chosen to scan but not started yet. */
export interface ScanDraft {
  kind: ScanScope['kind'];
  query: string;
  /** Text typed or pasted into the box. */
  pasted: string;
  /** An imported file, kept out of the box: 50,000 lines in a text field would make typing in it crawl. */
  file: { name: string; text: string } | null;
}

const emptyDraft: ScanDraft = { kind: 'directory', query: '', pasted: '', file: null };

const ScanDraftContext = createContext<[ScanDraft, Dispatch<SetStateAction<ScanDraft>>] | null>(null);

/**
 * Keeps the draft while the admin looks at another tab of the area and comes back: a pasted or imported
 * list is not lost. The area is remounted for another connection, which starts a fresh draft.
 */
export function ScanDraftProvider({ children }: { children: ReactNode }) {
  const draft = useState(emptyDraft);
  return <ScanDraftContext.Provider value={draft}>{children}</ScanDraftContext.Provider>;
}

export function useScanDraft(): [ScanDraft, Dispatch<SetStateAction<ScanDraft>>] {
  const draft = useContext(ScanDraftContext);
  if (!draft) throw new Error('useScanDraft needs a ScanDraftProvider above it');
  return draft;
}
