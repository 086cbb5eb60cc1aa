import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that the browser hydrates in a pass of its own: React hydrates each boundary
 * separately and yields in between, so a long page never holds the main thread in one task. It suspends nothing
 * itself and shows nothing while waiting.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
