/* global window, document, requestAnimationFrame, setTimeout, PerformanceObserver */
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
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    start();
  }
  // After the first contentful paint as the browser reports it: a frame callback and a timeout
  // can run before the frame is on screen, and the modules would then compete with that paint.
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') !== -1) {
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(startOnce, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  // Browsers without paint timing, and a page whose paint is never reported: a frame later.
  requestAnimationFrame(function () {
    setTimeout(startOnce, types.indexOf('paint') !== -1 ? 500 : 0);
  });
})();
