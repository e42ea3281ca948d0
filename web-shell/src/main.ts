// An async boundary, so the federation runtime can provide shared modules before anything imports React.
import('./bootstrap.tsx');
