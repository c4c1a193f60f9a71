import {useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

/** Where the box stands: `none` when its content fits, else which of its edges it has reached. */
type Position = 'none' | 'start' | 'middle' | 'end';

function positionOf(box: HTMLElement): Position {
  const overflow = box.scrollWidth - box.clientWidth;
  if (overflow <= 1) return 'none';
  const scrolled = Math.abs(box.scrollLeft);
  if (scrolled <= 1) return 'start';
  return scrolled >= overflow - 1 ? 'end' : 'middle';
}

export interface ScrollBoxProps {
  /** The region's name once the box scrolls, e.g. "Table 3: Permission, Grants" (unique on the page). */
  label: (box: HTMLDivElement) => string;
  /** Of the frame, which holds the shadows, and of the box, which scrolls. */
  className?: string;
  boxClassName?: string;
  children?: ReactNode;
  /** Markup the server rendered into the box, kept as it is on hydration (a diagram's SVG). */
  html?: string;
  /** The scrolling element, for a caller that fills it itself. */
  boxRef?: RefObject<HTMLDivElement | null>;
}

/**
 * A box that scrolls sideways when its content is wider than the column (a table, a diagram at a
 * readable size), and shows that it does: a visible scrollbar, and a shadow on each side that has
 * more to see. Only a box that really scrolls becomes a tab stop and a named region, so keyboard
 * users can scroll it with the arrow keys; content that fits adds neither.
 */
export default function ScrollBox({label, className, boxClassName, children, html, boxRef}: ScrollBoxProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = boxRef ?? ownRef;
  const [position, setPosition] = useState<Position>('none');
  const [name, setName] = useState<string | null>(null);

  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = () => {
      const next = positionOf(box);
      setPosition(next);
      setName(next === 'none' ? null : label(box));
    };
    measure();
    const onScroll = () => setPosition(positionOf(box));
    box.addEventListener('scroll', onScroll, {passive: true});
    // The box's own size (window, tab shown) and its content's (a diagram drawn after navigation).
    const resized = new ResizeObserver(measure);
    resized.observe(box);
    const observeContent = () => Array.from(box.children).forEach((child) => resized.observe(child));
    observeContent();
    const changed = new MutationObserver(() => {
      observeContent();
      measure();
    });
    changed.observe(box, {childList: true});
    return () => {
      box.removeEventListener('scroll', onScroll);
      resized.disconnect();
      changed.disconnect();
    };
    // `label` is read when measuring; a new function on each render needs no new observers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref]);

  return (
    <div className={clsx(styles.frame, className)} data-scroll={position}>
      <div
        ref={ref}
        className={clsx(boxClassName, styles.box)}
        {...(name ? {tabIndex: 0, role: 'region', 'aria-label': name} : {})}
        {...(html === undefined
          ? {children}
          : {dangerouslySetInnerHTML: {__html: html}, suppressHydrationWarning: true})}
      />
    </div>
  );
}
