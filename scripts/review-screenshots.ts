// Screenshots of every reader route at 1440 and 390 px, for a person to compare a change of the look
// (issue 28: before and after, side by side). It asserts nothing.
//
//   node scripts/review-screenshots.ts <portal address> <folder>        shoots one portal into <folder>
//   node scripts/review-screenshots.ts --compare <before> <after> <out>  writes <out>/index.html beside them
//
// The portal runs with the demo data and the development login (`npm start`). Pages are shot as the demo
// commune user kommune.viersen sees them, the education pages as bildung.schule; /login signed out.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../e2e/chromium.ts';

const WIDTHS = [1440, 390] as const;
const DEV_PASSWORD = process.env.DEV_LOGIN_PASSWORD ?? 'kommunalportal-demo';

type Shot = { name: string; route: string; user: string | null };

async function json(base: string, cookie: string, apiPath: string): Promise<unknown> {
  const response = await fetch(`${base}${apiPath}`, { headers: { cookie } });
  return response.ok ? response.json() : null;
}

async function signIn(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username, password: DEV_PASSWORD }),
  });
  if (response.status !== 204) throw new Error(`dev login as ${username}: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** The routes, with the first entry of each detail route the demo data has. */
async function shots(base: string, cookie: string): Promise<Shot[]> {
  const first = async (apiPath: string) => {
    const value = await json(base, cookie, apiPath);
    return (Array.isArray(value) ? value[0] : null) as
      | { id: number; services?: { id: number; subServices?: { id: number }[] }[] }
      | null
      | undefined;
  };
  const area = await first('/api/service-areas?_limit=-1');
  const service = area?.services?.[0];
  const news = await first('/api/news-posts?_limit=1');
  const press = await first('/api/press-posts?_limit=1');
  const fixed = [
    'home',
    'news',
    'magazin',
    'about',
    'faq',
    'funds',
    'constructions-map',
    'verbrauchsdaten',
    'kommunalrabatt',
    'lieferstellen',
    'commune-dashboard',
    'vertragsuebersicht',
    'konzessionsthemen',
    'konzessionsabgaben',
    'waermeplanung',
    'waermeplanung-faq',
    'new-erleben',
    'notification-config',
    'barrierefreiheit',
  ];
  const list: Shot[] = [
    { name: 'login', route: '/login', user: null },
    ...fixed.map((name) => ({ name, route: `/${name}`, user: 'kommune.viersen' })),
    { name: 'search', route: '/search?q=Strom', user: 'kommune.viersen' },
    { name: 'sponsoring', route: '/sponsoring', user: 'bildung.schule' },
    { name: 'bildungsportal-contact', route: '/bildungsportal/contact', user: 'bildung.schule' },
  ];
  if (area) list.push({ name: 'service-area', route: `/service-area/${area.id}`, user: 'kommune.viersen' });
  if (area && service) {
    list.push({
      name: 'service',
      route: `/service-area/${area.id}/service/${service.id}`,
      user: 'kommune.viersen',
    });
  }
  if (news) list.push({ name: 'news-detail', route: `/news-detail/${news.id}`, user: 'kommune.viersen' });
  if (press) list.push({ name: 'press-detail', route: `/press-detail/${press.id}`, user: 'kommune.viersen' });
  return list;
}

async function shoot(base: string, folder: string) {
  fs.mkdirSync(folder, { recursive: true });
  const cookies = new Map<string, string>();
  for (const user of ['kommune.viersen', 'bildung.schule']) cookies.set(user, await signIn(base, user));
  const browser = await chromium.launch(CHROMIUM);
  try {
    for (const shot of await shots(base, cookies.get('kommune.viersen') ?? '')) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const cookie = shot.user ? cookies.get(shot.user) : undefined;
        if (cookie) {
          const [name = '', value = ''] = cookie.split('=');
          await context.addCookies([{ name, value, url: base }]);
        }
        const page = await context.newPage();
        await page.goto(`${base}${shot.route}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(500);
        await page.screenshot({ path: path.join(folder, `${shot.name}-${width}.png`), fullPage: true });
        await context.close();
        console.log(`${shot.name} ${width}`);
      }
    }
  } finally {
    await browser.close();
  }
}

function compare(before: string, after: string, out: string) {
  const names = fs.readdirSync(after).filter((file) => file.endsWith('.png'));
  const rows = names
    .map((file) => {
      const cell = (folder: string) =>
        `<td><img src="${path.relative(out, path.join(folder, file))}" alt=""></td>`;
      return `<tr><th colspan="2">${file}</th></tr><tr>${cell(before)}${cell(after)}</tr>`;
    })
    .join('\n');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(
    path.join(out, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>Vorher und nachher</title>
<style>img{width:100%;border:1px solid #ccc}td{vertical-align:top;width:50%}th{text-align:left;padding-top:2em}</style>
<table><tr><th>vorher (${before})</th><th>nachher (${after})</th></tr>
${rows}
</table>`,
  );
  console.log(`${path.join(out, 'index.html')}: ${names.length} screenshots side by side`);
}

const [first, second, third, fourth] = process.argv.slice(2);
if (first === '--compare' && second && third && fourth) compare(second, third, fourth);
else if (first && second) await shoot(first, second);
else {
  console.error(
    'Aufruf: review-screenshots.ts <Portal-Adresse> <Ordner> | --compare <vorher> <nachher> <Ausgabe>',
  );
  process.exit(1);
}
