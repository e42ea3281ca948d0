// The shell's entry (index.html loads it). The page's frame (index.html's boot frame) is painted first, then the app
// is imported and drawn: on a slow phone the frame shows at once instead of after all the app's code has run. The
// app's files and the page's remotes wait in index.html's <template id="after-paint"> until that paint, then all
// download at once (decision 0025). A tab opened in the background paints no frame, so a timer starts it there.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  const waiting = document.getElementById('after-paint');
  if (waiting instanceof HTMLTemplateElement) document.head.append(waiting.content);
  void import('./bootstrap.tsx');
};
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 100);
