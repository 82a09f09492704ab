import type { DocumentSparte, DocumentType } from '@kp/contract/concessions-constants';
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import ElectricBoltIcon from '@mui/icons-material/ElectricBolt';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { type DocumentIconKind, documentIconKind } from './document-view.ts';

const ICONS: Record<DocumentIconKind, { Icon: ComponentType<SvgIconProps>; color: string }> = {
  jahresrechnung: { Icon: ReceiptLongOutlinedIcon, color: 'primary.main' },
  schlussrechnung: { Icon: AssignmentTurnedInOutlinedIcon, color: 'secondary.main' },
  vorauszahlung: { Icon: PaymentsOutlinedIcon, color: 'primary.main' },
  // Testate: the Sparte's sign, so Strom, Gas and Wasser are told apart at a glance.
  'testat-strom': { Icon: ElectricBoltIcon, color: 'warning.main' },
  'testat-gas': { Icon: LocalFireDepartmentIcon, color: 'accent.main' },
  'testat-wasser': { Icon: WaterDropIcon, color: 'secondary.main' },
};

/** The decorative icon of a document card; the card's text names type and Sparte. */
export function DocumentIcon({ dokumenttyp, sparte }: { dokumenttyp: DocumentType; sparte: DocumentSparte }) {
  const { Icon, color } = ICONS[documentIconKind(dokumenttyp, sparte)];
  return (
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        placeItems: 'center',
        width: 48,
        height: 48,
        flexShrink: 0,
        borderRadius: '50%',
        bgcolor: 'action.hover',
        color,
      }}
    >
      <Icon />
    </Box>
  );
}
