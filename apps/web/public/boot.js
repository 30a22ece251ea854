// Starts the app on a page the server has already drawn (apps/api/src/plugins/index-html.ts): the app's code
// is asked for after the first paint, so the page shows as soon as its HTML and styles are in, not when the
// script is. A classic async script (low priority, run as soon as it is in) because the page's own content
// needs no script to show, and taps are held from as early as possible.
(function () {
  // A button tapped before the app has taken the page over would do nothing: the tap is held, and the app
  // taps it again once it is live (src/lib/early-taps.ts). Links work without the app, and go as they are.
  var held = [];
  function hold(event) {
    var button = event.target && event.target.closest ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
  }
  document.addEventListener('click', hold, true);
  window.__earlyTaps = {
    stop: function () {
      document.removeEventListener('click', hold, true);
      return held;
    },
  };

  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var modules = (script.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  function start() {
    for (var i = 0; i < modules.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = modules[i];
      document.head.appendChild(link);
    }
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }
  function afterPaint() {
    // A tab opened in the background paints nothing until it is shown: it starts at once.
    if (document.visibilityState === 'hidden') start();
    else
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
  }
  // The app takes over the whole page: not before the page is all there.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})();
