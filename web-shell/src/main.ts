// The shell's entry (index.html loads it). The page's frame (index.html's boot frame) is painted first, then the app
// is imported and drawn: on a slow phone the frame shows at once instead of after all the app's code has run. Its
// files are already downloading (index.html preloads them). A tab opened in the background paints no frame, so a
// timer starts it there.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./bootstrap.tsx');
};
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 100);
