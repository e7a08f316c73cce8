export { visitLoaderScript, visitCounterSrc, counterEntry };

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readClientManifest } from '../renderer/client-manifest';

/** Source of the visit counter, an extra client entry named `visits` (see vite.config.ts). */
const counterEntry = 'src/visits/counter.ts';

// Inline on every page: once the page has loaded and the browser reports its first paint, the counter is fetched, unless the visitor
// asks not to be tracked (Do Not Track, Global Privacy Control): then nothing is fetched and nothing is sent.
function visitLoaderScript(src: string): string {
  return `(function(){var n=navigator,P=window.PerformanceObserver;if(n.doNotTrack=='1'||n.globalPrivacyControl)return;function go(){var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(src)};document.head.appendChild(s)}function painted(){if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l,o){o.disconnect();setTimeout(go)}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){setTimeout(go)})}document.readyState=='complete'?painted():addEventListener('load',painted)})();`;
}

/** URL of the counter: Vite serves the source in development; a build records its hashed chunk (none: no counter). */
function visitCounterSrc(root: string = process.cwd()): string | undefined {
  if (import.meta.env.DEV) return `/${counterEntry}`;
  if (!existsSync(join(root, 'dist/assets.json'))) return undefined;
  const manifest = readClientManifest(root);
  const chunk = manifest[counterEntry] ?? Object.values(manifest).find((entry) => entry.isEntry && entry.name === 'visits');
  return chunk ? `/${chunk.file}` : undefined;
}
