// The staff inbox's own client build, apart from the site's: the public pages' chunks, and so their JavaScript,
// stay exactly as they are. It writes dist/client/staff/index.html (the server answers every /staff/* path with
// it) and hashed files under dist/client/assets/staff/.
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// From the working folder, not this file's real path: a project copy that links this file builds into its own dist.
const root = resolve('src');

export default defineConfig({
  root,
  base: '/',
  publicDir: false,
  plugins: [react(), validHtml(), staffAddresses(), pageAtStaff()],
  // `npm run dev:staff`: the inbox with instant reload, its API from the server `npm run serve` runs on port 3000.
  server: { port: 5174, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: resolve('dist/client'),
    // The site's build wrote dist/client first.
    emptyOutDir: false,
    assetsDir: 'assets/staff',
    rollupOptions: { input: resolve('src/inbox/index.html') },
  },
});

// The site's HTML style (self-closed void elements, attributes with a value), which the build's HTML check holds
// every file to.
function validHtml(): Plugin {
  return {
    name: 'staff-valid-html',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/^<!doctype html>/i, '<!DOCTYPE html>')
          .replace(/ crossorigin(?=[\s>])/g, ' crossorigin=""')
          .replace(/<(link|meta)\b([^>]*?)\s*\/?>/g, '<$1$2/>'),
    },
  };
}

// While developing, every /staff address gets the inbox's page, as the server does after a build.
function staffAddresses(): Plugin {
  return {
    name: 'staff-addresses',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (path === '/staff' || (path.startsWith('/staff/') && !path.includes('.'))) {
          request.url = `/inbox/index.html${request.url?.slice(path.length) ?? ''}`;
        }
        next();
      });
    },
  };
}

// The inbox's page is written where its address is, dist/client/staff/index.html, though its source is src/inbox.
function pageAtStaff(): Plugin {
  return {
    name: 'staff-page-address',
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      const page = bundle['inbox/index.html'];
      if (page) page.fileName = 'staff/index.html';
    },
  };
}
