import { icon } from '../../ui/icons.tsx';

// The education pages' icons that ui/icons.tsx does not have (Material's paths, decision 032).

export const EventIcon = icon(
  'M17 12h-5v5h5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1zm3 18H5V8h14z',
);
