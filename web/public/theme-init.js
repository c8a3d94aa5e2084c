// Applies the stored theme before first paint so the page never flashes the wrong colours.
// A file rather than an inline script, so the Content-Security-Policy can stay `script-src 'self'`.
(function () {
  try {
    var t = localStorage.getItem('theme') || 'system';
    var dark =
      t === 'dark' || (t === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    /* storage unavailable: keep the default light theme */
  }
})();
