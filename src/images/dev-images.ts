export { devImages };

import { createReadStream, statSync } from 'node:fs';
import { extname } from 'node:path';
import type { Plugin } from 'vite';
import { isImagePath, sourceOf } from './source-files.ts';

const types: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

// `npm run dev`: pictures are served from content/images as they are (the build makes their variants).
function devImages(): Plugin {
  return {
    name: 'content-images',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0]!;
        const type = types[extname(path).toLowerCase()];
        if (!isImagePath(path) || !type) return next();
        const file = sourceOf(server.config.root, path);
        try {
          if (!statSync(file).isFile()) return next();
        } catch {
          return next();
        }
        response.setHeader('content-type', type);
        response.setHeader('cache-control', 'no-cache');
        createReadStream(file).pipe(response);
      });
    },
  };
}
