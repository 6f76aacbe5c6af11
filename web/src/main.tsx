import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The landing page comes prerendered (scripts/prerender-landing.mjs): React takes over that HTML
// instead of drawing it again. Every other page starts from an empty root.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
