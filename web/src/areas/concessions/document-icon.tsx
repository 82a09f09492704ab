import type { DocumentSparte, DocumentType } from '@kp/contract/concessions-constants';
import { LocalFireDepartmentIcon, WaterDropIcon } from '../../ui/icons.tsx';
import styles from './document-icon.module.css';
import { type DocumentIconKind, documentIconKind } from './document-view.ts';
import {
  AssignmentTurnedInOutlinedIcon,
  ElectricBoltIcon,
  PaymentsOutlinedIcon,
  ReceiptLongOutlinedIcon,
} from './icons.tsx';

const ICONS: Record<DocumentIconKind, { Icon: typeof WaterDropIcon; color: string }> = {
  jahresrechnung: { Icon: ReceiptLongOutlinedIcon, color: styles.primary },
  schlussrechnung: { Icon: AssignmentTurnedInOutlinedIcon, color: styles.secondary },
  vorauszahlung: { Icon: PaymentsOutlinedIcon, color: styles.primary },
  // Testate: the Sparte's sign, so Strom, Gas and Wasser are told apart at a glance.
  'testat-strom': { Icon: ElectricBoltIcon, color: styles.warning },
  'testat-gas': { Icon: LocalFireDepartmentIcon, color: styles.accent },
  'testat-wasser': { Icon: WaterDropIcon, color: styles.secondary },
};

/** The decorative icon of a document card; the card's text names type and Sparte. */
export function DocumentIcon({ dokumenttyp, sparte }: { dokumenttyp: DocumentType; sparte: DocumentSparte }) {
  const { Icon, color } = ICONS[documentIconKind(dokumenttyp, sparte)];
  return (
    <div aria-hidden="true" className={`${styles.circle} ${color}`}>
      <Icon size="medium" />
    </div>
  );
}
