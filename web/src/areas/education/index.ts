// What the app shell uses of the education area (decision 030).
export { EducationMenuEntries } from './education-navigation.tsx';
