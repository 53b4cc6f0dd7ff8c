import { useEffect, useState } from 'react';

/** True once the page is scrolled more than `offset` pixels; false on the server. */
export function useScrolledPast(offset: number): boolean {
  const [scrolledPast, setScrolledPast] = useState(false);
  useEffect(() => {
    const update = () => setScrolledPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return scrolledPast;
}
