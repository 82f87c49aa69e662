// First: before any contract schema is built.
import './shell/noEval';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// The app is a second script (preloaded by the page, see electron.vite.config.ts): the browser runs React DOM
// and the app's own code as two tasks, not as one long one that would hold up the window.
void import('./start').then(({ start }) => start(root));
