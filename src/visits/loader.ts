export { visitLoaderScript, counterEntry, counterChunk };

import type { ClientManifest, ManifestChunk } from '../renderer/client-manifest';

/** Source of the visit counter, an extra client entry named `visits` (see vite.config.ts). */
const counterEntry = 'src/visits/counter.ts';

// Inline on every page: once the page has loaded and the browser reports its first paint, the counter is fetched, unless the visitor
// asks not to be tracked (Do Not Track, Global Privacy Control): then nothing is fetched and nothing is sent.
function visitLoaderScript(src: string): string {
  return `(function(){var n=navigator,P=window.PerformanceObserver;if(n.doNotTrack=='1'||n.globalPrivacyControl)return;function go(){var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(src)};document.head.appendChild(s)}function painted(){if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l,o){o.disconnect();setTimeout(go)}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){setTimeout(go)})}document.readyState=='complete'?painted():addEventListener('load',painted)})();`;
}

/** The counter's chunk in the client build's manifest (keys may be relative to where the sources really live). */
function counterChunk(manifest: ClientManifest): ManifestChunk | undefined {
  return manifest[counterEntry] ?? Object.values(manifest).find((chunk) => chunk.isEntry && chunk.name === 'visits');
}
