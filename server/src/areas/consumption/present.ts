import type { FundingService, TariffValue, Verbrauchsdaten } from '@kp/contract/consumption';
import {
  FEED_IN_SOURCES,
  KNOWN_TARIFFS,
  OTHER_TARIFF,
  roundSum,
  sortCarriers,
  tariffGroup,
} from '@kp/contract/consumption-constants';
import { SERVICE_PREVIEW_WORDS } from '@kp/contract/content-constants';
import { ROUTES } from '@kp/contract/shell';
import { htmlToPlaintext } from '../../lib/plaintext.ts';
import { markdownToHtml } from '../../lib/rich-text.ts';
import { wordPreview } from '../notifications/index.ts';
import type { ConsumptionRow, FeedInRow, FundingServiceRow } from './repo.ts';

const byGerman = (a: string, b: string) => a.localeCompare(b, 'de');
const ascending = (a: number, b: number) => a - b;

/** Joins the parts of a sum's key; no name holds this character. */
const SEP = '\u0000';
const keyOf = (...parts: (string | number)[]) => parts.join(SEP);

function add(sums: Map<string, number>, key: string, mwh: number) {
  sums.set(key, (sums.get(key) ?? 0) + mwh);
}

/** Tariffs as listed: the known ones in their order, Sonstige last. */
const TARIFF_ORDER = [...KNOWN_TARIFFS, OTHER_TARIFF];
const tariffRank = (tariff: string) => TARIFF_ORDER.indexOf(tariff);

/**
 * Everything the consumption page filters on the client (spec 02 §3): every year has an entry for every
 * carrier and a value for every sector (0 when none), and every feed-in source; sums carry 3 decimals.
 */
export function toVerbrauchsdaten(
  commune: string,
  facts: { einwohner: number | null; importDate: string | null },
  consumption: ConsumptionRow[],
  feedIn: FeedInRow[],
): Verbrauchsdaten {
  const years = [...new Set([...consumption.map((r) => r.year), ...feedIn.map((r) => r.year)])].sort(
    ascending,
  );
  const carriers = sortCarriers([...new Set(consumption.map((r) => r.carrier))]);
  const sectors = [...new Set(consumption.map((r) => r.sector))].sort(byGerman);

  const bySector = new Map<string, number>();
  const byTariff = new Map<string, number>();
  for (const row of consumption) {
    add(bySector, keyOf(row.year, row.carrier, row.sector), row.mwh);
    add(byTariff, keyOf(row.carrier, row.year, tariffGroup(row.tariff)), row.mwh);
  }

  const verbrauch = years.map((year) => ({
    year,
    entries: carriers.map((name) => {
      const values = sectors.map((sector) => bySector.get(keyOf(year, name, sector)) ?? 0);
      return {
        name,
        // The sum of the unrounded values, rounded once.
        sum: roundSum(values.reduce((total, mwh) => total + mwh, 0)),
        sectors: Object.fromEntries(sectors.map((sector, i) => [sector, roundSum(values[i])])),
      };
    }),
  }));

  // A source outside the list (which the import refuses) is still shown rather than dropped.
  const sources = [
    ...FEED_IN_SOURCES,
    ...[...new Set(feedIn.map((r) => r.source))]
      .filter((source) => !(FEED_IN_SOURCES as readonly string[]).includes(source))
      .sort(byGerman),
  ];
  const bySource = new Map<string, number>();
  for (const row of feedIn) add(bySource, keyOf(row.year, row.source), row.mwh);
  const einspeisung = years.map((year) => ({
    year,
    sources: Object.fromEntries(
      sources.map((source) => [source, roundSum(bySource.get(keyOf(year, source)) ?? 0)]),
    ),
  }));

  const tarife: TariffValue[] = [...byTariff].map(([key, value]) => {
    const [carrier, year, tariff] = key.split(SEP);
    return { carrier, year: Number(year), tariff, value: roundSum(value) };
  });
  tarife.sort(
    (a, b) =>
      carriers.indexOf(a.carrier) - carriers.indexOf(b.carrier) ||
      a.year - b.year ||
      tariffRank(a.tariff) - tariffRank(b.tariff),
  );

  return {
    commune,
    importDate: facts.importDate,
    einwohner: facts.einwohner,
    years,
    carriers,
    sectors,
    verbrauch,
    einspeisung,
    tarife,
  };
}

/** The text of a service's markdown as words, without markup, links or images. */
export const plainText = (markdown: string): string => htmlToPlaintext(markdownToHtml(markdown));

/**
 * A card of 'Aktuelle Fördermöglichkeiten': the first 20 words of the service text with '…' when cut, and
 * the service's first image, else its area's header image, else null (the page has a fallback).
 */
export function toFundingService(row: FundingServiceRow): FundingService {
  return {
    id: row.id,
    title: row.title,
    link: ROUTES.service(row.serviceAreaId, row.id),
    preview: wordPreview(plainText(row.content1), SERVICE_PREVIEW_WORDS),
    image: row.images[0]?.url ?? row.headerImageUrl ?? null,
  };
}
