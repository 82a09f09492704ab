import { createContext, useContext } from 'react';

/** The CSP nonce of the request being rendered on the server (decision 031); empty in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
