export { earlyScript, sheetNamedIn };

// Inline at the end of <body>. Once the page has painted, it fetches the page's whole stylesheet (the first
// screen's CSS is inline) and then the islands loader. Until the loader runs, a tap on an island's button or a
// form submit is held (not lost, no page reload) and the loader is fetched at once; if it never arrives, a held
// submit falls back to a normal form post. The loader (client.ts) takes the held events over from
// window.__islands; the scroll reveal asks it when the stylesheet has arrived.
function earlyScript(src: string | null, sheet: string | null): string {
  return `(function(){
var src=${JSON.stringify(src)},sheet=${JSON.stringify(sheet)},held=[],types=['click','submit'],started=false,styled;
function css(){if(!styled)styled=new Promise(function(done){if(!sheet)return done();var l=document.createElement('link');l.rel='stylesheet';l.href=sheet;l.onload=l.onerror=function(){done()};document.head.appendChild(l)});return styled}
function load(){css();if(started||!src)return;started=true;var s=document.createElement('script');s.type='module';s.src=src;document.head.appendChild(s)}
function hold(e){var t=e.target;if(!t||!t.closest)return;var island=t.closest('[data-island]');if(!island||island.hasAttribute('data-hydrated'))return;
var form=e.type==='submit'?t:null;if(!form&&!t.closest('button,[role=button],summary'))return;
e.preventDefault();e.stopPropagation();held.push({type:e.type,target:t});load();
if(form)setTimeout(function(){if(!island.hasAttribute('data-hydrated')&&document.contains(form))HTMLFormElement.prototype.submit.call(form)},10000)}
types.forEach(function(t){document.addEventListener(t,hold,true)});
['pointerdown','keydown','touchstart'].forEach(function(t){document.addEventListener(t,load,{capture:true,once:true,passive:true})});
window.__islands={held:held,styled:css,release:function(){types.forEach(function(t){document.removeEventListener(t,hold,true)})}};
function painted(then){var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l,o){o.disconnect();setTimeout(then)}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){setTimeout(then)})}
painted(css);
function later(){painted(load)}
if(document.readyState==='complete')later();else addEventListener('load',later);
})();`;
}

/** URL of the page's whole stylesheet as a built page's early script names it (for the build's checks and the bench). */
function sheetNamedIn(html: string): string | undefined {
  return /\bsheet="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
}
