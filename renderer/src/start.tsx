import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { createChannelClient } from './api/client';
import { pickTransport } from './api/pickTransport';
import { App } from './App';
import { NoTransport } from './shell/NoTransport';
import { PageStyles } from './shell/PageStyles';

/** Draws the app into the page's root, over whichever transport the window offers. */
export function start(root: Root): void {
  const transport = pickTransport();
  // As a transition, React draws the first screen in short slices instead of one task that would hold up the window.
  startTransition(() =>
    root.render(
      <StrictMode>
        <PageStyles>{transport ? <App client={createChannelClient(transport)} /> : <NoTransport />}</PageStyles>
      </StrictMode>,
    ),
  );
}
