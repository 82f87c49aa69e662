import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createChannelClient } from './api/client';
import { pickTransport } from './api/pickTransport';
import { App } from './App';
import { NoTransport } from './shell/NoTransport';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const transport = pickTransport();
createRoot(container).render(
  <StrictMode>{transport ? <App client={createChannelClient(transport)} /> : <NoTransport />}</StrictMode>,
);
