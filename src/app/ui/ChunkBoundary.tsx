// A part whose code could not load (the network dropped while its chunk was on
// its way) must not take the whole app down: React unmounts the whole root on an
// error nothing catches. The part shows its fallback instead; a lazy component
// keeps its failed import, so trying again means loading the page again.
import { Component, type ReactNode } from 'react';

export class ChunkBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
