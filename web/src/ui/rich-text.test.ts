import { describe, expect, it } from 'vitest';
import { isRouterPath } from './rich-text.tsx';

describe('rich text links', () => {
  it('routes site paths in the app, but not files or other hosts', () => {
    expect(isRouterPath('/news-detail/3')).toBe(true);
    expect(isRouterPath('/service-area/1/service/4')).toBe(true);
    expect(isRouterPath('/api/uploads/a.pdf')).toBe(false);
    expect(isRouterPath('/uploads/a.pdf')).toBe(false);
    expect(isRouterPath('//evil.example')).toBe(false);
    expect(isRouterPath('/\\evil.example')).toBe(false);
    expect(isRouterPath('https://www.new.de')).toBe(false);
    expect(isRouterPath('mailto:presse@new.de')).toBe(false);
    expect(isRouterPath('#abschnitt')).toBe(false);
  });
});
