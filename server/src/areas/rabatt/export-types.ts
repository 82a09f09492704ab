import type { Lieferstelle } from '@kp/contract/rabatt';
import type { RabattStatus } from '@kp/contract/rabatt-constants';

/** What the PDF and xlsx of a commune's list of one year are made from; rows sorted by marktlokation. */
export interface RabattExport {
  commune: string;
  year: number;
  status: RabattStatus;
  generatedAt: Date;
  /** When and by whom the commune accepted the final list; set once the list is 'Abgeschlossen'. */
  accepted?: { at: Date; by: string } | null;
  rows: ExportRow[];
}

export type ExportRow = Pick<
  Lieferstelle,
  | 'marktlokation'
  | 'adresszeile1'
  | 'adresszeile2'
  | 'plz'
  | 'ort'
  | 'geschaeftspartnerNummer'
  | 'geschaeftspartnerName'
  | 'notiz'
  | 'sparte'
  | 'spannungsebene'
  | 'druckstufe'
  | 'rabatt'
  | 'rabattMenge'
>;
