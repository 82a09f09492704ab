import { createContext, useContext } from 'react';
import { Links } from 'react-router';

/**
 * The portal's one stylesheet as text (decision 032), which the server puts in the head of a built page: the
 * first paint then waits for no request. The development server has no such text and links its files.
 */
export const StylesheetContext = createContext<string | undefined>(undefined);

const ELEMENT_ID = 'kp-stylesheet';

/** In the browser: the text the server inlined, so that hydration finds the same element. */
const inlinedByServer =
  typeof document === 'undefined'
    ? undefined
    : (document.getElementById(ELEMENT_ID)?.textContent ?? undefined);

/** The head's styles: the inlined stylesheet, or React Router's links where there is none. */
export function PageStyles() {
  const text = useContext(StylesheetContext) ?? inlinedByServer;
  if (text === undefined) return <Links />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheet, not user content.
  return <style id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: text }} />;
}
