import { useEffect, useRef, useState } from 'react';

/**
 * True once the element (`ref`) comes within `margin` of the viewport: the work behind it (code, a request,
 * a long list) waits until the visitor scrolls towards it. At once where a browser cannot tell; never while
 * the server renders the page (the place keeps its placeholder until the browser has looked).
 */
export function useNearViewport<T extends HTMLElement = HTMLDivElement>(margin = '300px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
