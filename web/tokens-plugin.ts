import type { Plugin } from 'vite';
import { tokensCss } from './src/ui/design-tokens.ts';

const TOKENS_MODULE = 'virtual:design-tokens.css';

/** `import 'virtual:design-tokens.css'`: the design tokens as custom properties, written from their one
 * definition (src/ui/design-tokens.ts) when the stylesheet is built. */
export function designTokens(): Plugin {
  return {
    name: 'kp-design-tokens',
    resolveId: (id) => (id === TOKENS_MODULE ? TOKENS_MODULE : null),
    load: (id) => (id === TOKENS_MODULE ? tokensCss() : null),
  };
}
