import { icon } from '../../ui/icons.tsx';

// The content pages' icons (Material Icons' paths); the shared ones are in ui/icons.tsx.

export const ArrowDropDownIcon = icon('m7 10 5 5 5-5z');
export const EmojiObjectsOutlinedIcon = icon(
  'M12 3c-.46 0-.93.04-1.4.14-2.76.53-4.96 2.76-5.48 5.52-.48 2.61.48 5.01 2.22 6.56.43.38.66.91.66 1.47V19c0 1.1.9 2 2 2h.28c.35.6.98 1 1.72 1s1.38-.4 1.72-1H14c1.1 0 2-.9 2-2v-2.31c0-.55.22-1.09.64-1.46C18.09 13.95 19 12.08 19 10c0-3.87-3.13-7-7-7m2 14h-4v-1h4zm-4 2v-1h4v1zm5.31-5.26c-.09.08-.16.18-.24.26H8.92c-.08-.09-.15-.19-.24-.27-1.32-1.18-1.91-2.94-1.59-4.7.36-1.94 1.96-3.55 3.89-3.93.34-.07.68-.1 1.02-.1 2.76 0 5 2.24 5 5 0 1.43-.61 2.79-1.69 3.74',
  'M11.5 11h1v3h-1z',
  'm9.6725 9.5808.7071-.707 2.1214 2.1213-.7071.707z',
  'm12.208 11.7121-.707-.707 2.1212-2.1214.7071.7071z',
);
export const FlagOutlinedIcon = icon('m12.36 6 .4 2H18v6h-3.36l-.4-2H7V6zM14 4H5v17h2v-7h5.6l.4 2h7V6h-5.6z');
export const ForumOutlinedIcon = icon(
  'M15 4v7H5.17L4 12.17V4zm1-2H3c-.55 0-1 .45-1 1v14l4-4h10c.55 0 1-.45 1-1V3c0-.55-.45-1-1-1m5 4h-2v9H6v2c0 .55.45 1 1 1h11l4 4V7c0-.55-.45-1-1-1',
);
export const HomeWorkOutlinedIcon = icon(
  'M1 11v10h6v-5h2v5h6V11L8 6zm12 8h-2v-5H5v5H3v-6.97l5-3.57 5 3.57zm4-12h2v2h-2zm0 4h2v2h-2zm0 4h2v2h-2z',
  'M10 3v1.97l2 1.43V5h9v14h-4v2h6V3z',
);
export const KeyboardArrowLeftIcon = icon('M15.41 16.59 10.83 12l4.58-4.59L14 6l-6 6 6 6z');
export const KeyboardArrowRightIcon = icon('M8.59 16.59 13.17 12 8.59 7.41 10 6l6 6-6 6z');
export const PlaceIcon = icon(
  'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5',
);
export const ScheduleIcon = icon(
  'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  'M12.5 7H11v6l5.25 3.15.75-1.23-4.5-2.67z',
);
