import { accessEndpoints as access } from '@kp/contract/access-endpoints';
import { ROUTES } from '@kp/contract/shell';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { call } from '../api-client.ts';
import { ME_QUERY_KEY } from '../session.ts';

/** Switches between education and municipal portal, then goes home if not there (spec 01 §4). */
export function useEducationSwitch() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useMutation({
    mutationFn: (showBildungsportal: boolean) =>
      call(access.setEducationMode, { body: { showBildungsportal } }),
    onSuccess: async (user) => {
      queryClient.setQueryData(ME_QUERY_KEY, user);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      if (pathname !== ROUTES.home) await navigate(ROUTES.home);
    },
  });
}
