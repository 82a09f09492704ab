import { icon } from '../../ui/icons.tsx';

// The consumption page's icons beside those of ui/icons.tsx (Material paths, decorative).

export const FilterListIcon = icon('M10 18h4v-2h-4zM3 6v2h18V6zm3 7h12v-2H6z');
