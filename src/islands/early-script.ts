export { earlyScript };

// Inline at the end of <body>: until the islands loader runs, a tap on an island's button or a form submit
// is held (not lost, no page reload) and the loader is fetched at once; otherwise the loader is fetched
// after first paint. If the loader never arrives, a held submit falls back to a normal form post.
// The loader (client.ts) takes the held events over from window.__islands.
function earlyScript(src: string): string {
  return `(function(){
var held=[],types=['click','submit'],started=false;
function load(){if(started)return;started=true;var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(src)};document.head.appendChild(s)}
function hold(e){var t=e.target;if(!t||!t.closest)return;var island=t.closest('[data-island]');if(!island||island.hasAttribute('data-hydrated'))return;
var form=e.type==='submit'?t:null;if(!form&&!t.closest('button,[role=button],summary'))return;
e.preventDefault();e.stopPropagation();held.push({type:e.type,target:t});load();
if(form)setTimeout(function(){if(!island.hasAttribute('data-hydrated')&&document.contains(form))HTMLFormElement.prototype.submit.call(form)},10000)}
types.forEach(function(t){document.addEventListener(t,hold,true)});
['pointerdown','keydown','touchstart'].forEach(function(t){document.addEventListener(t,load,{capture:true,once:true,passive:true})});
window.__islands={held:held,release:function(){types.forEach(function(t){document.removeEventListener(t,hold,true)})}};
function later(){requestAnimationFrame(function(){setTimeout(load)})}
if(document.readyState==='complete')later();else addEventListener('load',later);
})();`;
}
