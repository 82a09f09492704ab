import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boundaryViolations, ZONES } from './check-boundaries.ts';

const repository = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-boundaries-'));
afterAll(() => fs.rmSync(repository, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(repository, file)), { recursive: true });
  fs.writeFileSync(path.join(repository, file), text);
}

const zone = { root: 'src', publicFiles: ['index.ts'], lazyPages: true };

describe('the area boundaries lint', () => {
  it('refuses an area reaching into another, and outside code reaching into an area', () => {
    write('src/areas/news/service.ts', "import { topics } from '../concessions/repo.ts';\n");
    write('src/areas/news/deep/helper.ts', "export { topics } from '../../concessions/repo.ts';\n");
    write('src/app.ts', "import { newsRoutes } from './areas/news/routes.ts';\n");
    write('src/areas/concessions/repo.ts', 'export const topics = 1;\n');
    const found = boundaryViolations(repository, zone).map((v) => `${v.file} ${v.imports}`);
    expect(found.sort()).toEqual([
      'src/app.ts ./areas/news/routes.ts',
      'src/areas/news/deep/helper.ts ../../concessions/repo.ts',
      'src/areas/news/service.ts ../concessions/repo.ts',
    ]);
  });

  it('lets code through the public entry, within its own area, from tests and lazily to a page', () => {
    fs.rmSync(path.join(repository, 'src'), { recursive: true, force: true });
    write(
      'src/areas/news/service.ts',
      "import { topics } from '../concessions/index.ts';\nimport { a } from './repo.ts';\n",
    );
    write('src/areas/news/news.test.ts', "import { topics } from '../concessions/repo.ts';\n");
    write('src/test/factories.ts', "import { topics } from '../areas/concessions/repo.ts';\n");
    write('src/app.ts', "const page = () => import('./areas/news/news-page.tsx');\n");
    expect(boundaryViolations(repository, zone)).toEqual([]);
  });

  it('finds none in this repository', () => {
    const root = path.resolve(import.meta.dirname, '..');
    expect(ZONES.flatMap((z) => boundaryViolations(root, z))).toEqual([]);
  });
});
