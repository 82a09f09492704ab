/** The back office's dates as DD.MM.YYYY (and HH:MM), for react-admin's DateField `options`. */
export const DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
export const DAY_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: '2-digit', minute: '2-digit' };
