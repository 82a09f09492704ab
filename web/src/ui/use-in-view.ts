import { type RefObject, useEffect, useState } from 'react';

/**
 * True from the moment `target` first comes within `margin` of the viewport, and from then on. For
 * parts whose code loads only when someone can see them. Without IntersectionObserver: true at once.
 */
export function useInView(target: RefObject<Element | null>, margin = '200px'): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, margin, seen]);
  return seen;
}
