import { strFromU8, unzipSync } from 'fflate';

/** Excel's built-in number formats the exports use (ECMA-376 part 1, 18.8.30). */
const BUILT_IN_FORMATS: Record<string, string> = { '0': 'General', '1': '0', '49': '@' };

/**
 * An xlsx as tests read it: the first sheet's values through read-excel-file (numbers come back as numbers
 * only from number cells), and what the layout says (sheet name, filter, frozen rows, a cell's format and
 * boldness) from the files inside the zip.
 */
export async function readXlsx(bytes: Buffer) {
  const { default: readXlsxFile } = await import('read-excel-file/node');
  const [first] = await readXlsxFile(bytes, { trim: false });
  const files = unzipSync(new Uint8Array(bytes));
  const text = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`${name} is missing from the xlsx`);
    return strFromU8(file);
  };
  const sheetXml = text('xl/worksheets/sheet1.xml');
  const stylesXml = text('xl/styles.xml');
  const xfs = [
    ...(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(stylesXml)?.[1] ?? '').matchAll(/<xf\b[^>]*/g),
  ].map((m) => m[0]);
  const fonts = [
    ...(/<fonts[^>]*>([\s\S]*?)<\/fonts>/.exec(stylesXml)?.[1] ?? '').matchAll(
      /<font\b[\s\S]*?<\/font>|<font\b[^>]*\/>/g,
    ),
  ].map((m) => m[0]);
  const attribute = (element: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(element)?.[1];
  const styleOf = (address: string) => {
    const cell = new RegExp(`<c r="${address}"[^>]*`).exec(sheetXml)?.[0];
    if (!cell) throw new Error(`no cell ${address}`);
    return xfs[Number(attribute(cell, 's') ?? 0)] ?? '';
  };
  return {
    name: first?.sheet,
    rows: first?.data ?? [],
    autoFilter: attribute(/<autoFilter\b[^>]*/.exec(sheetXml)?.[0] ?? '', 'ref') ?? null,
    frozenRows: Number(attribute(/<pane\b[^>]*state="frozen"[^>]*/.exec(sheetXml)?.[0] ?? '', 'ySplit') ?? 0),
    formatOf(address: string) {
      const id = attribute(styleOf(address), 'numFmtId') ?? '0';
      const custom = new RegExp(`<numFmt [^>]*numFmtId="${id}"[^>]*`).exec(stylesXml)?.[0];
      return custom ? attribute(custom, 'formatCode') : BUILT_IN_FORMATS[id];
    },
    isBold(address: string) {
      return /<b\s*\/>|<b>/.test(fonts[Number(attribute(styleOf(address), 'fontId') ?? 0)] ?? '');
    },
  };
}
