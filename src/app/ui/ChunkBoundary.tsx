// A part whose code could not load (the network dropped while its chunk was on
// its way) must not take the whole app down: React unmounts the whole root on an
// error nothing catches. The part shows its fallback instead; a lazy component
// keeps its failed import, so trying again means loading the page again. React
// hands what a boundary caught to the root's onCaughtError, which reports it
// for brands with monitoring on (app/monitoring.ts, layouts/react-client.ts).
import { Component, type ReactNode } from 'react';
import { LoadFailed } from './RemoteView.tsx';

export class ChunkBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** What a page or a home section shows instead: "Loading failed", and a retry that loads the page again. */
export function ChunkFailed() {
  return <LoadFailed error={{ code: 'network.failed' }} onRetry={() => location.reload()} />;
}
