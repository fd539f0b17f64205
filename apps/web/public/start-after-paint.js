/* global document, requestAnimationFrame, setTimeout */
// Prerendered pages only (apps/web/build/prerender.ts): their HTML is the page, so the app's
// modules are fetched after the first paint instead of competing with the HTML and CSS for the
// connection; then main.tsx hydrates. data-entry: the entry module; data-preload: its chunks.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
  }
  // The frame callback runs before the paint; the timeout after it.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
