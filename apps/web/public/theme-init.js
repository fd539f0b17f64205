/* global window, document */
// Loaded synchronously in <head> so the chosen theme applies before the first paint.
(function () {
  var themes = ['light', 'dark', 'purple'];
  var theme = 'purple';
  try {
    var stored = window.localStorage.getItem('blivion-theme');
    if (themes.indexOf(stored) !== -1) theme = stored;
  } catch {
    // Storage can be blocked; the default theme applies.
  }
  document.documentElement.setAttribute('data-theme', theme);
  document.documentElement.style.colorScheme = theme === 'light' ? 'light' : 'dark';
})();
