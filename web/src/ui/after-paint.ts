import { type ComponentType, lazy, useEffect } from 'react';

/** Resolves once the browser has painted the current frame. */
export const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The code of page parts that show only once the page's data is there (a table, cards, actions): it
 * downloads after the page's first paint (heading, filters, loading status), in parallel with the data,
 * so the first view waits for less JavaScript (decision 008). The page calls `usePreload` to start the
 * download; each `part` renders inside a Suspense boundary whose fallback is what the page shows while its
 * data loads, so nothing moves when the code arrives after the data. A failed download goes to the route's
 * error boundary, as a lazy page would.
 *
 * The download waits for the page's commit (the effect of `usePreload`), then for the next frame: React
 * renders in slices and lets frames pass between rendering a part and committing the page, so a frame
 * counted from the render could come before the heading is on screen. A part therefore loads only on a
 * page that calls `usePreload`.
 */
export function loadAfterPaint<Module>(load: () => Promise<Module>) {
  let loading: Promise<Module> | undefined;
  let committed: () => void = () => undefined;
  const pageCommitted = new Promise<void>((resolve) => {
    committed = resolve;
  });
  const start = () => {
    loading ??= afterPaint().then(load);
    return loading;
  };
  return {
    usePreload: () =>
      useEffect(() => {
        committed();
        // A failure shows where a part renders; here it would only be an unhandled rejection.
        start().catch(() => undefined);
      }, []),
    part: <Props extends object>(pick: (module: Module) => ComponentType<Props>) =>
      lazy(async () => {
        await pageCommitted;
        return { default: pick(await start()) };
      }),
  };
}
