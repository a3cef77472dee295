import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { readItem, writeItem } from '../../shared/storage/storage';

/** sessionStorage key of the saved positions (the one react-router's data-router component used). */
const STORAGE_KEY = 'react-router-scroll-positions';

let positions: Record<string, number> | null = null;
let currentKey = '';

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(readItem('session', STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * Scrolls like a site of separate pages: a new page starts at its top (or at its #anchor), while
 * Back, Forward and a reload return to where the visitor was on that entry. Positions are kept per
 * history entry while scrolling, and in sessionStorage when the page is left.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      savedPositions()[currentKey] = window.scrollY;
    };
    const onPageHide = () => {
      writeItem('session', STORAGE_KEY, JSON.stringify(savedPositions()));
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    currentKey = key;
    const saved = savedPositions()[key];
    if (navigationType === 'POP' && typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
    // Only a new entry moves the page (hash and navigation type change only with the key);
    // re-renders of the same one leave it where it is.
  }, [key, hash, navigationType]);

  return null;
}
