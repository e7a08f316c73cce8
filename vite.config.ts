export default defineConfig({
  plugins: [react(), vike(), contentReload(), devImages()],
  build: {
    // The islands loader and the visit counter are extra client entries; the prerendered HTML loads them after first paint.
    rollupOptions: { input: { islands: 'src/islands/client.ts', visits: 'src/visits/counter.ts' } },
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { contentReload } from './src/dev/content-reload.ts';
import { devImages } from './src/images/dev-images.ts';
