import { icon } from '../../ui/icons.tsx';

// The search's own icons (the others come from ui/icons.tsx).
export const WidgetsOutlinedIcon = icon(
  'm16.66 4.52 2.83 2.83-2.83 2.83-2.83-2.83zM9 5v4H5V5zm10 10v4h-4v-4zM9 15v4H5v-4zm7.66-13.31L11 7.34 16.66 13l5.66-5.66zM11 3H3v8h8zm10 10h-8v8h8zm-10 0H3v8h8z',
);
export const DescriptionOutlinedIcon = icon(
  'M8 16h8v2H8zm0-4h8v2H8zm6-10H6c-1.1 0-2 .9-2 2v16c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm4 18H6V4h7v5h5z',
);
export const SubdirectoryArrowRightIcon = icon(
  'm19 15-6 6-1.42-1.42L15.17 16H4V4h2v10h9.17l-3.59-3.58L13 9z',
);
