import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useState, type ReactNode } from 'react';

/**
 * The nonce this page load was served with (written into index.html next to the Content Security
 * Policy that names it). Browsers hide the attribute once a policy applies, so it is read as a property.
 * Unfilled (the development server), there is none and the development policy allows inline styles.
 */
export function pageNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce && !nonce.startsWith('__') ? nonce : undefined;
}

/** MUI's styling engine with the page's nonce on every style element it adds, so the policy needs no 'unsafe-inline'. */
export function PageStyles({ children }: { children: ReactNode }) {
  const [cache] = useState(() => createCache({ key: 'css', nonce: pageNonce() }));
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
