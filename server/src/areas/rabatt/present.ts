import type {
  AvailableMalo,
  Change,
  Comment,
  CommuneStatusRecord,
  Lieferstelle,
  LieferstellenContact,
} from '@kp/contract/rabatt';
import { EMPLOYEE_COMMENT_LABEL, type RabattStatus } from '@kp/contract/rabatt-constants';
import type { contactPeople } from '../../db/schema/index.ts';
import type { CommentRow } from './comments-repo.ts';
import type { ExportRow } from './export-types.ts';
import type { HistoryRow, ListRow, MarktlokationRow } from './repo.ts';

export const toChange = (row: HistoryRow): Change => ({
  id: row.id,
  kind: row.kind,
  user: row.userName,
  changedAt: row.changedAt.toISOString(),
  before: row.before,
  after: row.after,
});

export interface RowExtras {
  commune: string;
  comments: number;
  unreadComments: number;
  changes: Change[];
}

export function toLieferstelle({ row, rabattMenge }: ListRow, extras: RowExtras): Lieferstelle {
  return {
    id: row.id,
    marktlokation: row.marktlokation,
    adresszeile1: row.adresszeile1,
    adresszeile2: row.adresszeile2,
    plz: row.plz,
    ort: row.ort,
    geschaeftspartnerNummer: row.geschaeftspartnerNummer,
    geschaeftspartnerName: row.geschaeftspartnerName,
    zuordnungMg: row.zuordnungMg,
    zusatzinfo1: row.zusatzinfo1,
    zusatzinfo2: row.zusatzinfo2,
    zusatzinfo3: row.zusatzinfo3,
    vkSammler: row.vkSammler,
    vkEinzel: row.vkEinzel,
    sparte: row.sparte,
    spannungsebene: row.spannungsebene,
    druckstufe: row.druckstufe,
    rabatt: row.rabatt,
    rabattMenge,
    changes: extras.changes,
    addedByCommune: row.addedByCommune,
    addedByNew: row.addedByNew,
    newGeschaeftspartner: row.newGeschaeftspartner,
    notiz: row.notiz,
    commune: extras.commune,
    year: row.year,
    comments: extras.comments,
    unreadComments: extras.unreadComments,
    version: row.version,
  };
}

export const toExportRow = (item: Lieferstelle): ExportRow => ({
  marktlokation: item.marktlokation,
  adresszeile1: item.adresszeile1,
  adresszeile2: item.adresszeile2,
  plz: item.plz,
  ort: item.ort,
  geschaeftspartnerNummer: item.geschaeftspartnerNummer,
  geschaeftspartnerName: item.geschaeftspartnerName,
  notiz: item.notiz,
  sparte: item.sparte,
  spannungsebene: item.spannungsebene,
  druckstufe: item.druckstufe,
  rabatt: item.rabatt,
  rabattMenge: item.rabattMenge,
});

/** Staff comments carry 'NEW MA' instead of a commune (spec 02 §3). */
export const toComment = (row: CommentRow, communeName: string, userId: number): Comment => ({
  id: row.id,
  author: row.author,
  message: row.message,
  timestamp: row.createdAt.getTime(),
  commune: row.byEmployee ? EMPLOYEE_COMMENT_LABEL : communeName,
  year: row.year,
  marktlokation: row.marktlokation,
  own: row.userId === userId,
  read: row.read,
});

export const toAvailableMalo = (row: MarktlokationRow): AvailableMalo => ({
  marktlokation: row.marktlokation,
  sparte: row.sparte,
  adresszeile1: row.adresszeile1,
  adresszeile2: row.adresszeile2,
  plz: row.plz,
  ort: row.ort,
  geschaeftspartnerNummer: row.geschaeftspartnerNummer,
  geschaeftspartnerName: row.geschaeftspartnerName,
});

export const toContact = (person: typeof contactPeople.$inferSelect): LieferstellenContact => ({
  firstname: person.firstname,
  lastname: person.lastname,
  customTitle: person.customTitle ?? '',
  email: person.email ?? '',
  phone: person.phone ?? '',
  image: person.imageUrl,
});

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The commune status records of the overview: communes in German name order, years newest first, PLZ in
 * order. Sums are rounded once, at the end.
 */
export function toDashboard(
  statuses: { communeId: number; commune: string; year: number; status: RabattStatus }[],
  totals: { communeId: number; year: number; plz: string; count: number; rabatt: number }[],
  alwaysInclude: { id: number; name: string } | null,
): CommuneStatusRecord[] {
  const records = new Map<number, CommuneStatusRecord>();
  if (alwaysInclude)
    records.set(alwaysInclude.id, { commune: alwaysInclude.name, communeId: alwaysInclude.id, data: [] });
  const plzOf = new Map<string, { plz: string; count: number; rabatt: number }[]>();
  for (const total of totals) {
    const key = `${total.communeId}:${total.year}`;
    const list = plzOf.get(key) ?? [];
    list.push({ plz: total.plz, count: total.count, rabatt: total.rabatt });
    plzOf.set(key, list);
  }
  for (const status of statuses) {
    const record = records.get(status.communeId) ?? {
      commune: status.commune,
      communeId: status.communeId,
      data: [],
    };
    records.set(status.communeId, record);
    const plzData = (plzOf.get(`${status.communeId}:${status.year}`) ?? []).sort((a, b) =>
      a.plz.localeCompare(b.plz, 'de'),
    );
    record.data.push({
      year: status.year,
      status: status.status,
      lieferstellenCount: plzData.reduce((sum, plz) => sum + plz.count, 0),
      gesamtRabatt: cents(plzData.reduce((sum, plz) => sum + plz.rabatt, 0)),
      plzData: plzData.map((plz) => ({ plz: plz.plz, count: plz.count, rabatt: cents(plz.rabatt) })),
    });
  }
  const result = [...records.values()].sort((a, b) => a.commune.localeCompare(b.commune, 'de'));
  for (const record of result) record.data.sort((a, b) => b.year - a.year);
  return result;
}
