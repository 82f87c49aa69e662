// First: before any contract schema is built.
import './shell/noEval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createChannelClient } from './api/client';
import { pickTransport } from './api/pickTransport';
import { App } from './App';
import { NoTransport } from './shell/NoTransport';
import { PageStyles } from './shell/PageStyles';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const transport = pickTransport();
const root = createRoot(container);
// As a transition, React draws the first screen in short slices instead of one task that would hold up the window.
startTransition(() =>
  root.render(
    <StrictMode>
      <PageStyles>{transport ? <App client={createChannelClient(transport)} /> : <NoTransport />}</PageStyles>
    </StrictMode>,
  ),
);
