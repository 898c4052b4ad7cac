// The reader's scripts, started once the server-rendered page has loaded (issue 27; written into a
// rendered page's head by gateway/src/ssr/page-server.ts instead of the module script and its
// preloads). The page is complete HTML without them, so the first paint and the largest picture
// never wait for ~150 KiB of JavaScript competing for the same connection; hydration starts right
// after. A classic deferred script: fetched at low priority, and a module cannot read its own tag.
(function () {
  var tag = document.currentScript;
  function start() {
    var head = document.head;
    var preloads = (tag.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < preloads.length; i++) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = tag.getAttribute('data-entry');
    head.appendChild(script);
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
