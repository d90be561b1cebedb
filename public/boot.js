// Starts the app on a page the server sent rendered, after that page's first paint: its HTML and
// styles paint with nothing competing for the connection, and the app's code follows a frame later
// (server/spa.ts puts this script where the app's own module script was, named in data-entry).
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var start = function () {
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  };
  // The frame callback runs once the page can paint; the timeout, after that paint.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
