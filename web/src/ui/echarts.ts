import type { ECharts } from 'echarts/core';
import { type RefObject, useEffect, useState } from 'react';
import { afterPaint } from './after-paint.ts';

/** ECharts from its core with what the portal's charts draw (echarts-setup.ts), one chunk for all charts. */
export const loadECharts = () => import('./echarts-setup.ts');

/** Resolves in a task of its own: each chart of a page is set up in its own task, not all in one long one. */
const ownTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * An SVG-rendered ECharts instance on `container`, resized with it; null until it is there. ECharts is
 * about 170 kB gzip, so it loads after the page's first paint: heading, text and the figures' tables
 * never wait for it. A failed download goes to the route's error boundary, as a lazy page would.
 */
export function useEChart(container: RefObject<HTMLElement | null>): ECharts | null {
  const [chart, setChart] = useState<ECharts | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let instance: ECharts | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    afterPaint()
      .then(loadECharts)
      .then((echarts) => ownTask().then(() => echarts))
      .then(({ init }) => {
        if (cancelled) return;
        const created = init(element, null, { renderer: 'svg' });
        instance = created;
        observer = new ResizeObserver(() => created.resize());
        observer.observe(element);
        setChart(created);
      })
      .catch((error: unknown) => {
        if (!cancelled) setFailure(error);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      instance?.dispose();
      setChart(null);
    };
  }, [container]);
  if (failure) throw failure;
  return chart;
}
