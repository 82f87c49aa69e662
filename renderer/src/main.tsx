// First: before any contract schema is built.
import './shell/noEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createChannelClient } from './api/client';
import { pickTransport } from './api/pickTransport';
import { App } from './App';
import { NoTransport } from './shell/NoTransport';
import { PageStyles } from './shell/PageStyles';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const transport = pickTransport();
createRoot(container).render(
  <StrictMode>
    <PageStyles>{transport ? <App client={createChannelClient(transport)} /> : <NoTransport />}</PageStyles>
  </StrictMode>,
);
