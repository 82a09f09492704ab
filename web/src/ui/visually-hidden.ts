// Text for screen readers only. MUI's own definition: in `sx`, `width: 1` would mean 100 %, which once
// made pages scroll sideways; these are real pixels.
export { default as visuallyHidden } from '@mui/utils/visuallyHidden';
