import '@mantine/core/styles.layer.css';
import { loadSiteConfig } from '@site/shared/config';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerRemotesFromPointer } from './federation/remotesPointer';

async function start() {
  // Both are deploy-time files: where the remotes live and which services the site talks to.
  await Promise.all([loadSiteConfig(), registerRemotesFromPointer()]);
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
