// The shell's entry (index.html loads it); bootstrap.tsx reads the module list and draws the app.
import './bootstrap.tsx';
