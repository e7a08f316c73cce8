export { contentReload };

import type { Plugin, ViteDevServer } from 'vite';

// `npm run dev`: a saved YAML file is checked at once; errors go to the terminal and the browser overlay,
// a valid change reloads the page.
function contentReload(): Plugin {
  return {
    name: 'content-reload',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(['content', 'schema', 'public/images']);
      // One save can fire several events (truncate, write): check once the file has settled, and let only the
      // newest check speak, so a stale error never follows a good save.
      let timer: NodeJS.Timeout | undefined;
      let generation = 0;
      const onChange = (file: string) => {
        if (!/(^|[\\/])(content|schema|public[\\/]images)[\\/]/.test(file)) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          const mine = ++generation;
          check(server, () => mine === generation).catch((error: unknown) =>
            server.config.logger.error(`Content check failed: ${(error as Error).message}`, { timestamp: true }),
          );
        }, 100);
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}

// Imported on demand so the Vite config itself stays light.
async function check(server: ViteDevServer, isLatest: () => boolean) {
  const { loadContentSync } = (await server.ssrLoadModule('/src/content/load.ts')) as typeof import('../content/load');
  const { formatErrors } = (await server.ssrLoadModule('/src/content/format.ts')) as typeof import('../content/format');
  const result = loadContentSync();
  if (!isLatest()) return;
  if (result.ok) {
    server.config.logger.info('Content is valid: reloading the page.', { timestamp: true });
    server.ws.send({ type: 'full-reload' });
    return;
  }
  server.config.logger.error(formatErrors(result.errors, { color: true }), { timestamp: true });
  server.ws.send({
    type: 'error',
    err: { message: formatErrors(result.errors, { color: false }), stack: '', plugin: 'content check' },
  });
}
