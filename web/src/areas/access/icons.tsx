import { icon } from '../../ui/icons.tsx';

// The sign-in and approval screens' icons (Material Icons' paths); the shared ones are in ui/icons.tsx.

export const AccountBalanceOutlinedIcon = icon(
  'M6.5 10h-2v7h2zm6 0h-2v7h2zm8.5 9H2v2h19zm-2.5-9h-2v7h2zm-7-6.74L16.71 6H6.29zm0-2.26L2 6v2h19V6z',
);
export const ArrowDropDownIcon = icon('m7 10 5 5 5-5z');
/** A done step of the registration: MUI's stepper draws its check circle across the whole box. */
export const StepDoneIcon = icon(
  'M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm-2 17l-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9z',
);
export const SchoolOutlinedIcon = icon(
  'M12 3 1 9l4 2.18v6L12 21l7-3.82v-6l2-1.09V17h2V9zm6.82 6L12 12.72 5.18 9 12 5.28zM17 15.99l-5 2.73-5-2.73v-3.72L12 15l5-2.73z',
);
