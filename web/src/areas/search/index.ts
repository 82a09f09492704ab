// What the app shell uses of the search area (decision 030).
export { SearchBox } from './search-box.tsx';
