import { memo, Suspense, type ComponentType } from 'react';

/**
 * A part of a server-rendered page that the browser hydrates in a pass of its own: React hydrates each such part
 * separately and yields in between, so a long page never holds the main thread in one task.
 *
 * The part is memoized. An update that reaches a part before it is hydrated (the page re-rendering because the
 * address changed, or because a field took what was typed before hydration) makes React drop the server's HTML
 * and draw the part anew if it cannot hydrate it at once (its code still loading), which loses whatever the
 * visitor typed in it and moves the page. With equal props nothing reaches it, so keep its props stable.
 */
export function hydratedApart<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  function HydratedApart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  HydratedApart.displayName = `HydratedApart(${Part.displayName ?? Part.name})`;
  return memo(HydratedApart);
}
