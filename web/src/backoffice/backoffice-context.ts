import type { User } from '@kp/contract/access';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/**
 * What the back office's own components need from the portal: the signed-in person and the portal's query
 * client (react-admin's components run inside react-admin's own client, where the portal's queries are not).
 */
export const BackofficeContext = createContext<{ user: User; appClient: QueryClient } | null>(null);

export function useBackoffice() {
  const value = useContext(BackofficeContext);
  if (!value) throw new Error('useBackoffice() außerhalb des Backoffice verwendet');
  return value;
}

/** The signed-in editor or admin. */
export const useBackofficeUser = () => useBackoffice().user;
