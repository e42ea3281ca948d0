import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Notice } from './page.tsx';
import { LoadingBlock } from './spinner.tsx';

interface Props {
  /** Who failed, for the notice and the console. */
  name: string;
  children: ReactNode;
  fallback?: ReactNode;
  /** Compact notices inside dashboard cards. */
  compact?: boolean;
}

/**
 * One module's screen, card or panel: it may load slowly or fail, but it never takes down the page around it.
 * The shell wraps every module route and dashboard widget in one; a module hosting others' panels does too.
 */
export class ModuleBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Korero: ${this.props.name} failed to render`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <Notice
          tone="danger"
          title={this.props.compact ? `${this.props.name} is unavailable` : `Something went wrong in ${this.props.name}`}
        >
          {this.props.compact ? null : 'The rest of Korero still works. Reload the page to try again.'}
        </Notice>
      );
    }
    return <Suspense fallback={this.props.fallback ?? <LoadingBlock />}>{this.props.children}</Suspense>;
  }
}
