import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { afterPaint } from './after-paint.ts';

/**
 * A form's check by the server's own schema from contract/, so both sides refuse the same input in the same
 * words. The schema, with zod (about 40 kB gzip), downloads after the page's first paint: the reader pages
 * keep zod out of their first load (decision 008). A failed download goes to the route's error boundary,
 * as a lazy page part's would.
 */
export function lazySchema<Schema extends z.ZodType>(load: () => Promise<Schema>) {
  let schema: Schema | undefined;
  let loading: Promise<Schema> | undefined;
  const start = () => {
    loading ??= load().then(
      (loaded) => {
        schema = loaded;
        return loaded;
      },
      (error: unknown) => {
        // The next attempt downloads again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    /** Starts the download once the page has painted: the schema when it is there, undefined before. */
    useSchema: (): Schema | undefined => {
      const [, setLoaded] = useState(false);
      const [failure, setFailure] = useState<{ error: unknown } | null>(null);
      useEffect(() => {
        if (schema) return;
        afterPaint()
          .then(start)
          .then(
            () => setLoaded(true),
            (error: unknown) => setFailure({ error }),
          );
      }, []);
      if (failure) throw failure.error;
      return schema;
    },
    /** The schema, waiting for the download when a form is sent before it finished. */
    load: start,
  };
}
