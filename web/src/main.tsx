import { type ConsoleName, consoleOfPath } from './app/consolePath';
import { mountConsole } from './app/mountConsole';
import { languageReady } from './i18n';
import type { ConsoleDefinition } from './shell/console';

// Each console is its own chunk: a customer never downloads the admin console.
const loaders: Record<ConsoleName, () => Promise<ConsoleDefinition>> = {
  admin: async () => (await import('./consoles/admin')).adminConsole,
  agent: async () => (await import('./consoles/agent')).agentConsole,
  customer: async () => (await import('./consoles/customer')).customerConsole,
};

async function start(): Promise<void> {
  let name = consoleOfPath(window.location.pathname);
  if (!name) {
    window.history.replaceState(null, '', '/my');
    name = 'customer';
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The console's chunk and the stored language's translations are fetched side by side.
  const [definition] = await Promise.all([loaders[name](), languageReady]);
  mountConsole(definition, container);
}

void start();
