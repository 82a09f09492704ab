import Chip from '@mui/material/Chip';

// The parts of the delivery-point list that show once the list is there, loaded after the first paint.
export { LieferstellenTable } from './lieferstellen-table.tsx';
export { ProcessActions } from './process-actions.tsx';

/** The list's process status beside the heading. */
export function ListStatusChip({ status }: { status: string }) {
  return <Chip label={`Status: ${status}`} color="primary" variant="outlined" />;
}
