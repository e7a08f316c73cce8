export default defineConfig({
  plugins: [react(), vike(), contentReload(), devImages()],
  build: {
    // The islands loader is an extra client entry; the prerendered HTML loads it after first paint.
    rollupOptions: { input: { islands: 'src/islands/client.ts' } },
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { contentReload } from './src/dev/content-reload.ts';
import { devImages } from './src/images/dev-images.ts';
