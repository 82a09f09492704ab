import { describe, expect, it } from 'vitest';
import { isExternalHref, isRouterPath } from './safe-html.tsx';

describe('safe HTML links', () => {
  const origin = 'https://portal.example';

  it('opens only links to other hosts in a new tab', () => {
    expect(isExternalHref('https://www.new.de/presse', origin)).toBe(true);
    expect(isExternalHref('http://example.org', origin)).toBe(true);
    expect(isExternalHref('https://portal.example/news', origin)).toBe(false);
    expect(isExternalHref('/news', origin)).toBe(false);
    expect(isExternalHref('mailto:presse@new.de', origin)).toBe(false);
  });

  it('routes site paths in the app, but not files', () => {
    expect(isRouterPath('/news-detail/3')).toBe(true);
    expect(isRouterPath('/api/uploads/a.pdf')).toBe(false);
    expect(isRouterPath('/uploads/a.pdf')).toBe(false);
    expect(isRouterPath('//evil.example')).toBe(false);
  });
});
